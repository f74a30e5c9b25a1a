import type { ViewEntry } from '../../types.ts';

/** The close-ups of the home, workflows, careers and pricing, by view name (each name starts with "site-"). */
export const sitePanels = {} as const satisfies Record<string, ViewEntry>;
