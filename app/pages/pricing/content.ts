import type { StaticPageId } from '../../shared/pages.ts';

/** The three pricing models, in the order the page shows them; their copy is under `models.items`. */
export const pricingModels = ['users', 'projects', 'enterprise'] as const;
export type PricingModel = (typeof pricingModels)[number];

/** The three tools Lotrecht replaces, each with the product page that shows it; copy under `claim.items`. */
export const replacedTools: readonly { id: 'dms' | 'tasks' | 'bim'; page: StaticPageId }[] = [
  { id: 'dms', page: 'dms' },
  { id: 'tasks', page: 'taskIssue' },
  { id: 'bim', page: 'bimModel' },
];

/** The questions of the FAQ, in order; copy under `faq.items`. */
export const faqItems = ['amounts', 'users', 'partners', 'switching', 'hosting', 'trial'] as const;
