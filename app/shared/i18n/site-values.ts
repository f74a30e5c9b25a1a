import { site } from '../site.ts';
import type { Catalog, CopyValue } from './catalog.ts';
import { fill, type Values } from './translator.ts';

/**
 * Facts of the site's configuration that any page's copy may name by placeholder, such as
 * "{{trialDays}} Tage kostenlos testen". They are filled in when a catalog is loaded (at build time),
 * so copy read whole with `copy()` carries them too and no component has to pass them along.
 */
export const siteValues: Values = {
  trialDays: site.trialDays,
  // The contracting party as the terms name it, so the PDF follows the operator's company record.
  companyName: site.company.name,
  companyStreet: site.company.street,
  companyPlace: `${site.company.postalCode} ${site.company.city}`,
  companyEmail: site.company.email,
};

const fillAll = (node: CopyValue, values: Values): CopyValue => {
  if (typeof node === 'string') return fill(node, values);
  if (Array.isArray(node)) return node.map((item: CopyValue) => fillAll(item, values));
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fillAll(value, values)]));
};

/** The catalog with the site's facts in place of their placeholders; every other placeholder stays for `t()`. */
export function withSiteValues(catalog: Catalog, values: Values = siteValues): Catalog {
  return fillAll(catalog, values) as Catalog;
}
