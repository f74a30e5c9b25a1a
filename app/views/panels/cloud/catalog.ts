import type { ViewEntry } from '../../types.ts';

/** The close-ups of the cloud infrastructure and security page, by view name (each name starts with "cloud-"). */
export const cloudPanels = {} as const satisfies Record<string, ViewEntry>;
