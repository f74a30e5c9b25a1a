import type { ViewEntry } from '../../types.ts';

/** The close-ups of the IFC viewer page, by view name (each name starts with "ifc-"). */
export const ifcPanels = {} as const satisfies Record<string, ViewEntry>;
