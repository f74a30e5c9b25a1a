import type { FeatureVisual } from '../../components/media/FeaturePicture.tsx';
import { bimMergingView } from '../../media/views/bim-merging.generated.ts';
import { dmsFoldersView } from '../../media/views/dms-folders.generated.ts';
import { tasksWorkflowView } from '../../media/views/tasks-workflow.generated.ts';
import type { StaticPageId } from '../../shared/pages.ts';

/** The three pricing models, in the order the page shows them; their copy is under `models.items`. */
export const pricingModels = ['users', 'projects', 'enterprise'] as const;
export type PricingModel = (typeof pricingModels)[number];

/**
 * The three tools Lotrecht replaces, each with the product page that shows it and a picture from
 * that page (its close-up of the product, or its drawing while it has none); copy under `claim.items`.
 */
export const replacedTools: readonly { id: 'dms' | 'tasks' | 'bim'; page: StaticPageId; visual: FeatureVisual }[] = [
  { id: 'dms', page: 'dms', visual: dmsFoldersView },
  { id: 'tasks', page: 'taskIssue', visual: tasksWorkflowView },
  { id: 'bim', page: 'bimModel', visual: bimMergingView },
];

/** The questions of the FAQ, in order; copy under `faq.items`. */
export const faqItems = ['amounts', 'users', 'partners', 'switching', 'hosting', 'trial'] as const;
