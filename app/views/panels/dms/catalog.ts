import type { ViewEntry } from '../../types.ts';

/** The close-ups of the DMS page, by view name (each name starts with "dms-"). */
export const dmsPanels = {
  'dms-folders': { namespace: 'viewPanelsDms', size: { desktop: [640, 440], phone: [320, 480] } },
  'dms-metadata': { namespace: 'viewPanelsDms', size: { desktop: [640, 440], phone: [320, 480] } },
  'dms-plan-list': { namespace: 'viewPanelsDms', size: { desktop: [640, 440], phone: [320, 480] } },
  'dms-comments': { namespace: 'viewPanelsDms', size: { desktop: [640, 360], phone: [320, 480] } },
} as const satisfies Record<string, ViewEntry>;
