import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import {
  taskBim,
  taskCalendar,
  taskChecklists,
  taskDigital,
  taskEdit,
  taskHierarchy,
  taskNotifications,
  taskWorkflows,
} from './art/drawings.generated.ts';

/** The structures panel's items in order, each with its drawing. */
export const structureArt = {
  hierarchy: taskHierarchy,
  checklists: taskChecklists,
  workflows: taskWorkflows,
};

type SectionId = 'relationships' | 'bimModels' | 'calendar' | 'digital' | 'notifications' | 'activities' | 'editIssue';

/** The feature sections above the structures panel. */
export const leadSections: readonly FeatureMedia<SectionId>[] = [{ id: 'relationships', video: 'task-relationships', stacked: true }];

/** The feature sections below it, in page order. */
export const moreSections: readonly FeatureMedia<SectionId>[] = [
  { id: 'bimModels', art: taskBim },
  { id: 'calendar', art: taskCalendar },
  { id: 'digital', art: taskDigital },
  { id: 'notifications', art: taskNotifications },
  { id: 'activities', video: 'task-activities' },
  { id: 'editIssue', art: taskEdit },
];
