import type { Namespace } from '../shared/i18n/keys.ts';
import type { Composition } from './types.ts';

export interface ViewEntry {
  /** The locale namespace holding its words (`locales/<lang>/<namespace>.json`). */
  namespace: Namespace;
  /** CSS size of each composition in pixels: rendered at twice that for sharp screens, shown at most that wide. */
  size: Record<Composition, readonly [width: number, height: number]>;
}

/**
 * Every product view, by name: `npm run views` renders each in each composition and language into
 * `app/media/images/views/`, and the prebuild encodes them like the site's other images. Which
 * component draws each is in `screens.ts` (this list is read by Node scripts, which do not load TSX).
 */
export const views = {
  'task-board': { namespace: 'viewTaskBoard', size: { desktop: [960, 600], phone: [320, 520] } },
  'plan-register': { namespace: 'viewPlanRegister', size: { desktop: [960, 600], phone: [320, 520] } },
  'plan-compare': { namespace: 'viewPlanCompare', size: { desktop: [960, 600], phone: [320, 520] } },
  'document-list': { namespace: 'viewDocuments', size: { desktop: [960, 600], phone: [320, 520] } },
  'project-inbox': { namespace: 'viewInbox', size: { desktop: [960, 600], phone: [320, 520] } },
  'site-diary': { namespace: 'viewDiary', size: { desktop: [960, 600], phone: [320, 560] } },
  dashboard: { namespace: 'viewDashboard', size: { desktop: [960, 600], phone: [320, 520] } },
  'site-app': { namespace: 'viewSiteApp', size: { desktop: [960, 600], phone: [320, 600] } },
  'model-viewer': { namespace: 'viewModel', size: { desktop: [960, 600], phone: [320, 560] } },
  'model-versions': { namespace: 'viewModelVersions', size: { desktop: [960, 600], phone: [320, 560] } },
} as const satisfies Record<string, ViewEntry>;

export type ViewName = keyof typeof views;
