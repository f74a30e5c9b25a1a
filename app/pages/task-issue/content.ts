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
// Two of them, so the panel's one-time activation stays inside the spec's 2800 to 3500 px of scroll
// at 1440 px under the product hero.
export const leadSections: readonly FeatureMedia<SectionId>[] = [
  { id: 'relationships', video: 'task-relationships', stacked: true },
  { id: 'bimModels', visual: taskBim },
];

/** The feature sections below it, in page order. */
export const moreSections: readonly FeatureMedia<SectionId>[] = [
  { id: 'calendar', visual: taskCalendar },
  { id: 'digital', visual: taskDigital },
  { id: 'notifications', visual: taskNotifications },
  { id: 'activities', video: 'task-activities' },
  { id: 'editIssue', visual: taskEdit },
];
