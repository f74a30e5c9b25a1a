import type { CommonKey } from '../shared/i18n/keys.ts';
import type { Lang } from '../shared/languages.ts';
import { type PageId, type WorkflowName, workflowNames } from '../shared/pages.ts';

/** The product pages in the order the navigation shows them. */
export const productPages = [
  'taskIssue',
  'ifcViewer',
  'dms',
  'bimModel',
  'infoManagement',
  'planManagement',
  'cloudSecurity',
] as const satisfies readonly PageId[];
export type ProductPageId = (typeof productPages)[number];

/** A feature in the header's menu: its page, and the accent of its marker. */
export interface FeatureNavItem {
  page: ProductPageId;
  accent: string;
}

const accents: Record<ProductPageId, string> = {
  taskIssue: '#ffbe28',
  ifcViewer: '#5ba4cf',
  dms: '#f28c28',
  bimModel: '#7bc47f',
  infoManagement: '#b58bd9',
  planManagement: '#e57373',
  cloudSecurity: '#8d9aa8',
};

export const featureNav: FeatureNavItem[] = productPages.map((page) => ({ page, accent: accents[page] }));

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
