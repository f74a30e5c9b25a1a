import type { ViewEntry } from '../../types.ts';

/** The close-ups of the BIM model management page, by view name (each name starts with "bim-"). */
export const bimPanels = {} as const satisfies Record<string, ViewEntry>;
