import type { ProductPageId } from '../../content/navigation.ts';
import type { ViewPictures } from '../../media/view-pictures.ts';
import { documentListView } from '../../media/views/document-list.generated.ts';
import { modelVersionsView } from '../../media/views/model-versions.generated.ts';
import { modelViewerView } from '../../media/views/model-viewer.generated.ts';
import { planCompareView } from '../../media/views/plan-compare.generated.ts';
import { projectInboxView } from '../../media/views/project-inbox.generated.ts';
import { siteAppView } from '../../media/views/site-app.generated.ts';
import { taskBoardView } from '../../media/views/task-board.generated.ts';

/** What the feature picker shows for each product: a view of that part of the product. */
export const featureViews: Record<ProductPageId, ViewPictures> = {
  taskIssue: taskBoardView,
  ifcViewer: modelViewerView,
  dms: documentListView,
  bimModel: modelVersionsView,
  infoManagement: projectInboxView,
  planManagement: planCompareView,
  cloudSecurity: siteAppView,
};
