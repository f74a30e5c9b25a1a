import type { ViewEntry } from '../../types.ts';

/** The close-ups of the cloud infrastructure and security page, by view name (each name starts with "cloud-"). */
export const cloudPanels = {
  'cloud-access': { namespace: 'viewPanelsCloud', size: { desktop: [640, 440], phone: [320, 480] } },
  'cloud-api': { namespace: 'viewPanelsCloud', size: { desktop: [640, 440], phone: [320, 520] } },
  'cloud-mobile': { namespace: 'viewPanelsCloud', size: { desktop: [640, 440], phone: [320, 540] } },
} as const satisfies Record<string, ViewEntry>;
