import type { ViewEntry } from '../../types.ts';

/** The close-ups of the information management page, by view name (each name starts with "info-"). */
export const infoPanels = {} as const satisfies Record<string, ViewEntry>;
