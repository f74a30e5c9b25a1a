import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { tasksBcfView } from '../../media/views/tasks-bcf.generated.ts';
import { tasksChecklistView } from '../../media/views/tasks-checklist.generated.ts';
import { tasksHierarchyView } from '../../media/views/tasks-hierarchy.generated.ts';
import { tasksWorkflowView } from '../../media/views/tasks-workflow.generated.ts';

/** The structures panel's items in order, each with its close-up. */
export const structureArt = {
  hierarchy: tasksHierarchyView,
  checklists: tasksChecklistView,
  workflows: tasksWorkflowView,
};

type SectionId = 'relationships' | 'bimModels' | 'activities';

/** The feature sections above the structures panel. */
// Two of them, so the panel's one-time activation stays inside the spec's 2800 to 3500 px of scroll
// at 1440 px under the product hero.
export const leadSections: readonly FeatureMedia<SectionId>[] = [
  { id: 'relationships', video: 'task-relationships', stacked: true },
  { id: 'bimModels', visual: tasksBcfView },
];

/** The one feature section below the panel and the RFI piece: the task's history, the page's second video. */
export const moreSections: readonly FeatureMedia<SectionId>[] = [{ id: 'activities', video: 'task-activities' }];
