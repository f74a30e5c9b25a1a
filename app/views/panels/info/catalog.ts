import type { ViewEntry } from '../../types.ts';

const feature = { desktop: [640, 440], phone: [320, 480] } as const;

/** The close-ups of the information-management page, by view name (each name starts with "info-"). */
export const infoPanels = {
  'info-mail': { namespace: 'viewPanelsInfo', size: feature },
  'info-activity': { namespace: 'viewPanelsInfo', size: feature },
  'info-tags': { namespace: 'viewPanelsInfo', size: feature },
  'info-chat': { namespace: 'viewPanelsInfo', size: feature },
  'info-diary': { namespace: 'viewPanelsInfo', size: { desktop: [640, 400], phone: [320, 480] } },
  'info-ava': { namespace: 'viewPanelsInfo', size: feature },
} as const satisfies Record<string, ViewEntry>;
