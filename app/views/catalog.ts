import { bimPanels } from './panels/bim/catalog.ts';
import { cloudPanels } from './panels/cloud/catalog.ts';
import { dmsPanels } from './panels/dms/catalog.ts';
import { ifcPanels } from './panels/ifc/catalog.ts';
import { infoPanels } from './panels/info/catalog.ts';
import { planPanels } from './panels/plans/catalog.ts';
import { sitePanels } from './panels/site/catalog.ts';
import { taskPanels } from './panels/tasks/catalog.ts';
import type { ViewEntry } from './types.ts';

export type { ViewEntry };

/**
 * Every product view, by name: `npm run views` renders each in each composition and language into
 * `app/media/images/views/`, and the prebuild encodes them like the site's other images. Which
 * component draws each is in `screens.ts` (this list is read by Node scripts, which do not load TSX).
 */
const screenViews = {
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

/**
 * The full windows above, and the close-ups of one feature each that the feature sections show
 * (`panels/<group>/`, 640 × 440 beside a section's text, each with its phone composition).
 */
export const views = {
  ...screenViews,
  ...dmsPanels,
  ...planPanels,
  ...taskPanels,
  ...infoPanels,
  ...bimPanels,
  ...ifcPanels,
  ...cloudPanels,
  ...sitePanels,
} as const satisfies Record<string, ViewEntry>;

export type ViewName = keyof typeof views;
