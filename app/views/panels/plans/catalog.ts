import type { ViewEntry } from '../../types.ts';

/** The close-ups of the plan management page, by view name (each name starts with "plans-"). */
export const planPanels = {} as const satisfies Record<string, ViewEntry>;
