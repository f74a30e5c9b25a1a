import { site } from '../shared/site.ts';
import type { FooterSection, NavLink } from './navigation.ts';

const links = {
  pricing: { kind: 'page', page: 'pricing', labelKey: 'footer.pricing' },
  aboutUs: { kind: 'page', page: 'aboutUs', labelKey: 'footer.aboutUs' },
  caseStudies: { kind: 'page', page: 'caseStudies', labelKey: 'footer.caseStudies' },
  careers: { kind: 'page', page: 'careers', labelKey: 'footer.careers' },
  imprint: { kind: 'page', page: 'imprint', labelKey: 'footer.imprint' },
  privacy: { kind: 'page', page: 'privacy', labelKey: 'footer.privacy' },
  accessibility: { kind: 'page', page: 'accessibility', labelKey: 'footer.accessibility' },
  workflows: { kind: 'page', page: 'workflows', labelKey: 'footer.workflows' },
  blog: { kind: 'external', href: site.external.blog, labelKey: 'footer.blog' },
  help: { kind: 'external', href: site.external.support, labelKey: 'footer.help' },
  terms: { kind: 'document', href: site.external.terms, labelKey: 'footer.termsPdf' },
} satisfies Record<string, NavLink>;

/** The footer's link sections after the product list, in the order they stand. */
export const footerSections: FooterSection[] = [
  { titleKey: 'footer.company', links: [links.aboutUs, links.caseStudies, links.careers, links.pricing] },
  { titleKey: 'footer.support', links: [links.help] },
  { titleKey: 'footer.knowledge', links: [links.blog, links.workflows] },
  { titleKey: 'footer.terms', links: [links.imprint, links.privacy, links.accessibility, links.terms] },
];

/** The mobile menu's plain links below its feature and workflow groups. */
export const mobileMenuLinks: NavLink[] = [
  links.caseStudies,
  links.pricing,
  links.aboutUs,
  links.blog,
  links.help,
  links.careers,
  links.imprint,
  links.privacy,
  links.terms,
];
