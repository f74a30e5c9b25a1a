import type { Lang } from '../content/routes.ts';
import { type Catalog, findString } from './catalog.ts';

export type Values = Record<string, string | number>;

const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * One string of a catalog by dotted key, with {{placeholders}} filled. With a `count`, the key's
 * plural form for the language is preferred (key_one, key_other), as translators know it from i18next.
 */
export function translate(catalog: Catalog | undefined, lang: Lang, key: string, values?: Values): string {
  let text: string | undefined;
  if (values && typeof values.count === 'number') {
    let rules = pluralRules.get(lang);
    if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
    text = findString(catalog, `${key}_${rules.select(values.count)}`);
  }
  text ??= findString(catalog, key);
  if (text === undefined) {
    if (import.meta.env?.DEV) console.warn(`Missing translation: ${key}`);
    return key;
  }
  return values ? text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => (name in values ? String(values[name]) : match)) : text;
}
