import type { Lang } from '../languages.ts';
import { type Catalog, findCopy } from './catalog.ts';
import type { At, CopyKey, Namespace, Resources, TranslationKey } from './keys.ts';
import { reportMissingKey } from './missing-keys.ts';

export type Values = Record<string, string | number>;

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralOf(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** Fills {{placeholders}}; an unknown one stays as it is, so a missing value shows instead of vanishing. */
export function fill(text: string, values?: Values): string {
  return values ? text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => (name in values ? String(values[name]) : match)) : text;
}

export interface Translator<NS extends Namespace> {
  lang: Lang;
  /**
   * One string by dotted key, with {{placeholders}} filled. With a `count`, the key's plural form for
   * the language is preferred (key_one, key_other), as translators know it from i18next.
   */
  t(key: TranslationKey<NS>, values?: Values): string;
  /** A whole object or list of copy (benefit lists, vacancies, legal sub-sections), typed from the German file. */
  copy<K extends CopyKey<NS>>(key: K): At<Resources[NS], K>;
}

/**
 * The one way copy reaches code: pages and components (through `useTranslation`), meta tags and
 * JSON-LD, mail and the PDFs all read a namespace's catalog through this. Given its namespace, a
 * translator in the browser reports a missing key to the dev server (missing-keys.ts).
 */
export function createTranslator<NS extends Namespace>(catalog: Catalog | undefined, lang: Lang, namespace?: NS): Translator<NS> {
  return {
    lang,
    t(key, values) {
      let text: unknown;
      if (values && typeof values.count === 'number') text = findCopy(catalog, `${key}_${pluralOf(lang, values.count)}`);
      if (typeof text !== 'string') text = findCopy(catalog, key);
      if (typeof text !== 'string') {
        if (import.meta.env?.DEV) {
          console.warn(`Missing translation: ${key}`);
          // `npm run dev` adds it to the locale files, marked, so it cannot be forgotten.
          if (namespace) reportMissingKey(lang, namespace, key);
        }
        return key;
      }
      return fill(text, values);
    },
    copy(key) {
      const node = findCopy(catalog, key);
      if (node === undefined || typeof node === 'string') throw new Error(`Missing copy: ${key}`);
      return node as never;
    },
  };
}
