import type { ViewEntry } from '../../types.ts';

const feature = { namespace: 'viewPanelsIfc', size: { desktop: [640, 440], phone: [320, 480] } } as const satisfies ViewEntry;

/** The close-ups of the IFC viewer page, by view name (each name starts with "ifc-"). */
export const ifcPanels = {
  'ifc-merging': feature,
  'ifc-section': feature,
  'ifc-measure': feature,
  'ifc-compare': feature,
  'ifc-ticket': feature,
  'ifc-versions': feature,
} as const satisfies Record<string, ViewEntry>;
