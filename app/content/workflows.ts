import type { Artwork } from '../media/artwork.ts';
import { bimCollaboration, bimHero, bimHistory, bimInspection, bimMerging } from '../pages/bim-model/art/drawings.generated.ts';
import { cloudAccess, cloudApi, cloudHosting, cloudMobile } from '../pages/cloud-security/art/drawings.generated.ts';
import { dmsAccess, dmsArchive, dmsCollaboration, dmsMetadata, dmsStatuses } from '../pages/dms/art/drawings.generated.ts';
import { homePhases } from '../pages/home/art/drawings.generated.ts';
import { ifcBrowser, ifcMeasure, ifcMerging, ifcPropertySets, ifcSection, ifcVersions } from '../pages/ifc-viewer/art/drawings.generated.ts';
import {
  infoActivityLog,
  infoAva,
  infoChat,
  infoDiary,
  infoHero,
  infoProjectMail,
  infoSmartSearch,
  infoTags,
} from '../pages/information-management/art/drawings.generated.ts';
import { planCompare, planLists, planMarkup, planViewer } from '../pages/plan-management/art/drawings.generated.ts';
import {
  taskBim,
  taskCalendar,
  taskChecklists,
  taskDigital,
  taskEdit,
  taskHierarchy,
  taskNotifications,
  taskWorkflows,
} from '../pages/task-issue/art/drawings.generated.ts';
import { buildersBanner, buildersBannerMobile } from '../pages/workflow/art/drawings.generated.ts';
import type { WorkflowName } from '../shared/pages.ts';
import type { ProductPageId } from './navigation.ts';

/** One option of an audience's feature selector: the product drawing that shows it and the page that explains it. */
export interface WorkflowFeature {
  id: string;
  art: Artwork;
  page: ProductPageId;
}

/** One screenshot of an audience's slider. */
export interface WorkflowSlide {
  id: string;
  art: Artwork;
}

export interface Workflow {
  name: WorkflowName;
  features: readonly WorkflowFeature[];
  /** Empty for architects: the spec gives them no slider. */
  slides: readonly WorkflowSlide[];
  /** The builders' banner: one drawing per device, each in both languages through the illustration pipeline. */
  banner?: { desktop: Artwork; mobile: Artwork };
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
      { id: 'coordination', art: planLists, page: 'planManagement' },
      { id: 'versions', art: planCompare, page: 'planManagement' },
      { id: 'markup', art: planMarkup, page: 'planManagement' },
      { id: 'approvals', art: taskWorkflows, page: 'taskIssue' },
      { id: 'rfi', art: taskDigital, page: 'taskIssue' },
      { id: 'models', art: bimMerging, page: 'bimModel' },
      { id: 'metadata', art: dmsMetadata, page: 'dms' },
      { id: 'projectMail', art: infoProjectMail, page: 'infoManagement' },
      { id: 'search', art: infoSmartSearch, page: 'infoManagement' },
    ],
    slides: [],
  },
  'bim-managers': {
    name: 'bim-managers',
    features: [
      { id: 'checking', art: bimInspection, page: 'bimModel' },
      { id: 'clashes', art: bimCollaboration, page: 'bimModel' },
      { id: 'bcf', art: taskBim, page: 'taskIssue' },
      { id: 'rules', art: dmsAccess, page: 'dms' },
      { id: 'workflows', art: taskWorkflows, page: 'taskIssue' },
      { id: 'propertySets', art: ifcPropertySets, page: 'ifcViewer' },
      { id: 'history', art: bimHistory, page: 'bimModel' },
      { id: 'dashboards', art: taskCalendar, page: 'taskIssue' },
      { id: 'merging', art: ifcMerging, page: 'ifcViewer' },
    ],
    slides: [
      { id: 'viewer', art: ifcBrowser },
      { id: 'section', art: ifcSection },
      { id: 'measure', art: ifcMeasure },
      { id: 'versions', art: ifcVersions },
      { id: 'tags', art: infoTags },
      { id: 'permissions', art: cloudAccess },
      { id: 'api', art: cloudApi },
    ],
  },
  'general-contractors': {
    name: 'general-contractors',
    features: [
      { id: 'defects', art: taskEdit, page: 'taskIssue' },
      { id: 'trades', art: taskChecklists, page: 'taskIssue' },
      { id: 'supplements', art: taskDigital, page: 'taskIssue' },
      { id: 'diary', art: infoDiary, page: 'infoManagement' },
      { id: 'schedule', art: taskCalendar, page: 'taskIssue' },
      { id: 'mobile', art: cloudMobile, page: 'cloudSecurity' },
    ],
    slides: [
      { id: 'planTasks', art: planMarkup },
      { id: 'chat', art: infoChat },
      { id: 'comments', art: dmsCollaboration },
      { id: 'notifications', art: taskNotifications },
      { id: 'inbox', art: infoHero },
      { id: 'activity', art: infoActivityLog },
    ],
  },
  builders: {
    name: 'builders',
    features: [
      { id: 'progress', art: taskHierarchy, page: 'taskIssue' },
      { id: 'costs', art: infoAva, page: 'infoManagement' },
      { id: 'decisions', art: taskNotifications, page: 'taskIssue' },
      { id: 'approvals', art: dmsStatuses, page: 'dms' },
      { id: 'operation', art: dmsArchive, page: 'dms' },
      { id: 'security', art: cloudHosting, page: 'cloudSecurity' },
    ],
    slides: [
      { id: 'model', art: bimHero },
      { id: 'plans', art: planViewer },
      { id: 'schedule', art: taskCalendar },
      { id: 'lifecycle', art: homePhases },
    ],
    banner: { desktop: buildersBanner, mobile: buildersBannerMobile },
  },
};
