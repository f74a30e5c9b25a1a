import type { CommonKey } from '../shared/i18n/keys.ts';
import type { Lang } from '../shared/languages.ts';
import { type WorkflowName, workflowNames } from '../shared/pages.ts';
import { type ProductPageId, products } from './products.ts';

/** A feature in the header's menu: its page, and the accent of its marker. */
export interface FeatureNavItem {
  page: ProductPageId;
  accent: string;
}

export const featureNav: FeatureNavItem[] = products.map(({ page, accent }) => ({ page, accent }));

/** No feature hovered or focused: the menu shows its generic graphic (the spec's inactive value). */
export const inactiveFeatureIndex = 100;

export const workflowNav: readonly WorkflowName[] = workflowNames;
export type { WorkflowName };

/** A footer or mobile-menu link: a page of the site, a document, or an outside address from the site config. */
export type NavLink =
  | {
      kind: 'page';
      page: 'pricing' | 'aboutUs' | 'caseStudies' | 'careers' | 'imprint' | 'privacy' | 'accessibility' | 'workflows';
      labelKey: CommonKey;
    }
  | { kind: 'external'; href: string; labelKey: CommonKey }
  | { kind: 'document'; href: Record<Lang, string>; labelKey: CommonKey };

export interface FooterSection {
  titleKey: CommonKey;
  links: NavLink[];
}
