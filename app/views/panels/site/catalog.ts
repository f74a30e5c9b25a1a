import type { ViewEntry } from '../../types.ts';

/** The close-ups of the home, workflows, careers and pricing, by view name (each name starts with "site-"). */
// The workflow cards: one size for both, as a card is about as wide on a phone as on a desktop.
const card = { namespace: 'viewPanelsSite', size: { desktop: [320, 200], phone: [320, 200] } } as const;

export const sitePanels = {
  'site-card-architects': card,
  'site-card-bim-managers': card,
  'site-card-general-contractors': card,
  'site-card-builders': card,
  'site-costs': { namespace: 'viewPanelsSite', size: { desktop: [640, 380], phone: [320, 480] } },
  'site-handover': { namespace: 'viewPanelsSite', size: { desktop: [640, 440], phone: [320, 480] } },
  'site-team-board': { namespace: 'viewPanelsSite', size: { desktop: [640, 440], phone: [320, 400] } },
} as const satisfies Record<string, ViewEntry>;
