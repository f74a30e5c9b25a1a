import type { FeatureVisual } from '../components/media/FeaturePicture.tsx';
import type { ViewPictures } from '../media/view-pictures.ts';
import { bimCoordinationView } from '../media/views/bim-coordination.generated.ts';
import { bimMergingView } from '../media/views/bim-merging.generated.ts';
import { cloudAccessView } from '../media/views/cloud-access.generated.ts';
import { cloudApiView } from '../media/views/cloud-api.generated.ts';
import { cloudMobileView } from '../media/views/cloud-mobile.generated.ts';
import { dashboardView } from '../media/views/dashboard.generated.ts';
import { dmsCommentsView } from '../media/views/dms-comments.generated.ts';
import { dmsFoldersView } from '../media/views/dms-folders.generated.ts';
import { dmsMetadataView } from '../media/views/dms-metadata.generated.ts';
import { dmsPlanListView } from '../media/views/dms-plan-list.generated.ts';
import { documentListView } from '../media/views/document-list.generated.ts';
import { ifcMeasureView } from '../media/views/ifc-measure.generated.ts';
import { ifcMergingView } from '../media/views/ifc-merging.generated.ts';
import { ifcSectionView } from '../media/views/ifc-section.generated.ts';
import { ifcTicketView } from '../media/views/ifc-ticket.generated.ts';
import { ifcVersionsView } from '../media/views/ifc-versions.generated.ts';
import { infoActivityView } from '../media/views/info-activity.generated.ts';
import { infoAvaView } from '../media/views/info-ava.generated.ts';
import { infoChatView } from '../media/views/info-chat.generated.ts';
import { infoDiaryView } from '../media/views/info-diary.generated.ts';
import { infoMailView } from '../media/views/info-mail.generated.ts';
import { infoTagsView } from '../media/views/info-tags.generated.ts';
import { modelVersionsView } from '../media/views/model-versions.generated.ts';
import { modelViewerView } from '../media/views/model-viewer.generated.ts';
import { planCompareView } from '../media/views/plan-compare.generated.ts';
import { plansMarkupView } from '../media/views/plans-markup.generated.ts';
import { plansViewerView } from '../media/views/plans-viewer.generated.ts';
import { siteAppView } from '../media/views/site-app.generated.ts';
import { siteCostsView } from '../media/views/site-costs.generated.ts';
import { siteHandoverView } from '../media/views/site-handover.generated.ts';
import { taskBoardView } from '../media/views/task-board.generated.ts';
import { tasksBcfView } from '../media/views/tasks-bcf.generated.ts';
import { tasksChecklistView } from '../media/views/tasks-checklist.generated.ts';
import { tasksHierarchyView } from '../media/views/tasks-hierarchy.generated.ts';
import { tasksWorkflowView } from '../media/views/tasks-workflow.generated.ts';
import type { WorkflowName } from '../shared/pages.ts';
import type { ProductPageId } from './products.ts';

/** One option of an audience's feature selector: the product drawing that shows it and the page that explains it. */
export interface WorkflowFeature {
  id: string;
  visual: FeatureVisual;
  page: ProductPageId;
}

/** One screenshot of an audience's slider. */
export interface WorkflowSlide {
  id: string;
  visual: FeatureVisual;
}

export interface Workflow {
  name: WorkflowName;
  features: readonly WorkflowFeature[];
  /** Empty for architects: the spec gives them no slider. */
  slides: readonly WorkflowSlide[];
  /** The builders' banner: a product view, with its desktop and phone compositions. */
  banner?: ViewPictures;
}

/**
 * The four workflow pages' selectors and sliders (spec section 2): nine feature options for architects and engineers, nine for
 * BIM managers, six for general contractors and six for builders; seven, six and four slides for all
 * but architects. Their words are in `locales/<lang>/workflows.json` under `audiences.<name>`, by id.
 * The pictures are the product pages' own drawings of the product's UI, so every picture shows the
 * real feature. Only the sections below the first screen import this module, so its drawings' code
 * loads with them (the heroes and the index cards have modules of their own).
 */
export const workflows: Record<WorkflowName, Workflow> = {
  architects: {
    name: 'architects',
    features: [
      { id: 'coordination', visual: dmsPlanListView, page: 'planManagement' },
      { id: 'versions', visual: planCompareView, page: 'planManagement' },
      { id: 'markup', visual: plansMarkupView, page: 'planManagement' },
      { id: 'approvals', visual: tasksWorkflowView, page: 'taskIssue' },
      { id: 'rfi', visual: taskBoardView, page: 'taskIssue' },
      { id: 'models', visual: bimMergingView, page: 'bimModel' },
      { id: 'metadata', visual: dmsMetadataView, page: 'dms' },
      { id: 'projectMail', visual: infoMailView, page: 'infoManagement' },
      { id: 'search', visual: infoTagsView, page: 'infoManagement' },
    ],
    slides: [],
  },
  'bim-managers': {
    name: 'bim-managers',
    features: [
      { id: 'checking', visual: modelViewerView, page: 'bimModel' },
      { id: 'clashes', visual: bimCoordinationView, page: 'bimModel' },
      { id: 'bcf', visual: tasksBcfView, page: 'taskIssue' },
      { id: 'rules', visual: dmsFoldersView, page: 'dms' },
      { id: 'workflows', visual: tasksWorkflowView, page: 'taskIssue' },
      { id: 'propertySets', visual: ifcTicketView, page: 'ifcViewer' },
      { id: 'history', visual: modelVersionsView, page: 'bimModel' },
      { id: 'dashboards', visual: dashboardView, page: 'taskIssue' },
      { id: 'merging', visual: ifcMergingView, page: 'ifcViewer' },
    ],
    slides: [
      { id: 'viewer', visual: ifcMergingView },
      { id: 'section', visual: ifcSectionView },
      { id: 'measure', visual: ifcMeasureView },
      { id: 'versions', visual: ifcVersionsView },
      { id: 'tags', visual: infoTagsView },
      { id: 'permissions', visual: cloudAccessView },
      { id: 'api', visual: cloudApiView },
    ],
  },
  'general-contractors': {
    name: 'general-contractors',
    features: [
      { id: 'defects', visual: siteAppView, page: 'taskIssue' },
      { id: 'trades', visual: tasksChecklistView, page: 'taskIssue' },
      { id: 'supplements', visual: tasksWorkflowView, page: 'taskIssue' },
      { id: 'diary', visual: infoDiaryView, page: 'infoManagement' },
      { id: 'schedule', visual: tasksHierarchyView, page: 'taskIssue' },
      { id: 'mobile', visual: cloudMobileView, page: 'cloudSecurity' },
    ],
    slides: [
      { id: 'planTasks', visual: plansMarkupView },
      { id: 'chat', visual: infoChatView },
      { id: 'comments', visual: dmsCommentsView },
      { id: 'notifications', visual: infoActivityView },
      { id: 'inbox', visual: infoMailView },
      { id: 'activity', visual: infoActivityView },
    ],
  },
  builders: {
    name: 'builders',
    features: [
      { id: 'progress', visual: tasksHierarchyView, page: 'taskIssue' },
      { id: 'costs', visual: infoAvaView, page: 'infoManagement' },
      { id: 'decisions', visual: tasksWorkflowView, page: 'taskIssue' },
      { id: 'approvals', visual: dmsPlanListView, page: 'dms' },
      { id: 'operation', visual: documentListView, page: 'dms' },
      { id: 'security', visual: cloudAccessView, page: 'cloudSecurity' },
    ],
    slides: [
      { id: 'model', visual: modelViewerView },
      { id: 'plans', visual: plansViewerView },
      { id: 'schedule', visual: tasksHierarchyView },
      { id: 'lifecycle', visual: siteHandoverView },
    ],
    banner: siteCostsView,
  },
};
