import type { ComponentType } from 'react';
import type { ViewName } from './catalog.ts';
import { bimPanelScreens } from './panels/bim/screens.ts';
import { cloudPanelScreens } from './panels/cloud/screens.ts';
import { dmsPanelScreens } from './panels/dms/screens.ts';
import { ifcPanelScreens } from './panels/ifc/screens.ts';
import { infoPanelScreens } from './panels/info/screens.ts';
import { planPanelScreens } from './panels/plans/screens.ts';
import { sitePanelScreens } from './panels/site/screens.ts';
import { taskPanelScreens } from './panels/tasks/screens.ts';
import { Dashboard } from './screens/dashboard/Dashboard.tsx';
import { DocumentList } from './screens/document-list/DocumentList.tsx';
import { ModelVersions } from './screens/model-versions/ModelVersions.tsx';
import { ModelViewer } from './screens/model-viewer/ModelViewer.tsx';
import { PlanCompare } from './screens/plan-compare/PlanCompare.tsx';
import { PlanRegister } from './screens/plan-register/PlanRegister.tsx';
import { ProjectInbox } from './screens/project-inbox/ProjectInbox.tsx';
import { SiteApp } from './screens/site-app/SiteApp.tsx';
import { SiteDiary } from './screens/site-diary/SiteDiary.tsx';
import { TaskBoard } from './screens/task-board/TaskBoard.tsx';
import type { ScreenProps } from './types.ts';

/** The component that draws each view; it lays itself out for each composition. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const screens: Record<ViewName, ComponentType<ScreenProps<any>>> = {
  'task-board': TaskBoard,
  'plan-register': PlanRegister,
  'plan-compare': PlanCompare,
  'document-list': DocumentList,
  'project-inbox': ProjectInbox,
  'site-diary': SiteDiary,
  dashboard: Dashboard,
  'site-app': SiteApp,
  'model-viewer': ModelViewer,
  'model-versions': ModelVersions,
  ...dmsPanelScreens,
  ...planPanelScreens,
  ...taskPanelScreens,
  ...infoPanelScreens,
  ...bimPanelScreens,
  ...ifcPanelScreens,
  ...cloudPanelScreens,
  ...sitePanelScreens,
};
