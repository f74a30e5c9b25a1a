import type { ViewEntry } from '../../types.ts';

/** The close-ups of the BIM model management page, by view name (each name starts with "bim-"). */
export const bimPanels = {
  'bim-merging': { namespace: 'viewPanelsBim', size: { desktop: [640, 440], phone: [320, 520] } },
  'bim-property-sets': { namespace: 'viewPanelsBim', size: { desktop: [640, 440], phone: [320, 520] } },
  'bim-coordination': { namespace: 'viewPanelsBim', size: { desktop: [640, 440], phone: [320, 520] } },
} as const satisfies Record<string, ViewEntry>;
