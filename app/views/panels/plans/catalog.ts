import type { ViewEntry } from '../../types.ts';

/** The close-ups of the plan management page, by view name (each name starts with "plans-"). */
export const planPanels = {
  'plans-viewer': { namespace: 'viewPanelsPlans', size: { desktop: [640, 440], phone: [320, 480] } },
  'plans-markup': { namespace: 'viewPanelsPlans', size: { desktop: [640, 440], phone: [320, 480] } },
} as const satisfies Record<string, ViewEntry>;
