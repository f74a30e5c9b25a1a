import type { Artwork } from '../../media/artwork.ts';
import type { StaticPageId } from '../../shared/pages.ts';
import { bimMerging } from '../bim-model/art/drawings.generated.ts';
import { dmsFolders } from '../dms/art/drawings.generated.ts';
import { taskWorkflows } from '../task-issue/art/drawings.generated.ts';

/** The three pricing models, in the order the page shows them; their copy is under `models.items`. */
export const pricingModels = ['users', 'projects', 'enterprise'] as const;
export type PricingModel = (typeof pricingModels)[number];

/**
 * The three tools Lotrecht replaces, each with the product page that shows it and a drawing from
 * that page; copy under `claim.items`.
 */
export const replacedTools: readonly { id: 'dms' | 'tasks' | 'bim'; page: StaticPageId; art: Artwork }[] = [
  { id: 'dms', page: 'dms', art: dmsFolders },
  { id: 'tasks', page: 'taskIssue', art: taskWorkflows },
  { id: 'bim', page: 'bimModel', art: bimMerging },
];

/** The questions of the FAQ, in order; copy under `faq.items`. */
export const faqItems = ['amounts', 'users', 'partners', 'switching', 'hosting', 'trial'] as const;
