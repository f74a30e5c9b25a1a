import { describe, expect, it } from 'vitest';
import { type Lang, languages } from '../../app/shared/languages.ts';
import { allPages, copyPrefix, pages, type SitePage, unlistedPages } from '../../app/shared/pages.ts';
import { glossary, keyPattern, namesTerm, wordPattern } from '../support/glossary.ts';
import { locales } from '../support/locales.ts';

// Placeholders ("{{index}}") and markup tags ("<policy>") are code, not copy: the glossary reads what is left.
const copyOnly = (value: string) => value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[a-zA-Z][^>]*>/g, '');
const lowered = Object.fromEntries(
  languages.map((lang) => [lang, [...locales[lang]].map(([key, value]) => [key, copyOnly(value), copyOnly(value).toLowerCase()] as const)]),
) as Record<Lang, (readonly [key: string, value: string, lower: string])[]>;
const matchesAny = (key: string, globs: string[]) => globs.some((glob) => keyPattern(glob).test(key));

describe.each(languages)('the copy in %s', (lang) => {
  it('uses one term per concept: no forbidden variant outside its allowances', () => {
    const found: string[] = [];
    for (const { [lang]: term } of glossary.concepts) {
      for (const variant of term.forbidden ?? []) {
        const allowedKeys = (term.allowed ?? []).filter((allowance) => allowance.variant === variant).flatMap((allowance) => allowance.keys);
        const needle = variant.toLowerCase();
        for (const [key, value, lower] of lowered[lang]) {
          // A plain search first: the word pattern's look-arounds are slow over all the copy.
          const match = lower.includes(needle) && wordPattern(variant, lang).exec(value);
          if (match && !matchesAny(key, allowedKeys)) found.push(`${key}: “${match[0]}”, the glossary says “${term.term}”`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('names each term where the glossary requires it', () => {
    const missing = glossary.concepts.flatMap(({ [lang]: term }) =>
      (term.required ?? [])
        .filter((glob) => ![...locales[lang]].some(([key, value]) => keyPattern(glob).test(key) && namesTerm(value, term, lang)))
        .map((glob) => `${term.term} in ${glob}`),
    );
    expect(missing).toEqual([]);
  });
});

/**
 * A page's strings in the order the page shows them: the shared header and footer copy, then its own
 * namespace (below its copy root where it has one, as the workflow pages do) in file order. Meta tags
 * are not read on the page, and the drawings' and product views' labels are pictures.
 */
function pageStrings(page: SitePage, lang: Lang): [string, string][] {
  const { namespace } = pages[page.id];
  const rootsOfOthers = [...allPages(), ...unlistedPages()]
    .filter((other) => pages[other.id].namespace === namespace && copyPrefix(other))
    .map((other) => `${namespace}:${copyPrefix(other)}`);
  const own = copyPrefix(page) ? [`${namespace}:${copyPrefix(page)}`] : [];
  return [...locales[lang]].filter(([key]) => {
    if (key.startsWith('common:')) return true;
    if (!key.startsWith(`${namespace}:`) || /^[^:]+:(.+\.)?meta\./.test(key)) return false;
    return own.length ? key.startsWith(own[0]!) : !rootsOfOthers.some((root) => key.startsWith(root));
  });
}

describe('abbreviations', () => {
  for (const lang of languages) {
    for (const { [lang]: term } of glossary.concepts.filter((concept) => concept[lang].explainAtFirstUse)) {
      const abbreviation = term.explainAtFirstUse!;
      it(`are spelled out at their first use on every page: ${abbreviation} as “${term.term}” (${lang})`, () => {
        const unexplained = [...allPages(), ...unlistedPages()].flatMap((page) => {
          const first = pageStrings(page, lang).find(([, value]) => wordPattern(abbreviation, lang).test(value));
          return first && !first[1].includes(term.term) ? [`${page.id}${copyPrefix(page) ? ` ${copyPrefix(page)}` : ''}: ${first[0]}`] : [];
        });
        expect(unexplained).toEqual([]);
      });
    }
  }
});

describe('the glossary (locales/glossary.json)', () => {
  it('gives every concept a term in each language, and allows only variants it forbids', () => {
    for (const concept of glossary.concepts) {
      for (const lang of languages) {
        expect(concept[lang].term, concept.concept).toBeTruthy();
        for (const allowance of concept[lang].allowed ?? []) {
          expect(concept[lang].forbidden, concept.concept).toContain(allowance.variant);
          expect(allowance.why.length, `${concept.concept}: say why`).toBeGreaterThan(20);
        }
      }
    }
  });

  it('names only keys the locale files have, so a renamed key does not silently drop an allowance or a requirement', () => {
    const stale = glossary.concepts.flatMap((concept) =>
      languages.flatMap((lang) =>
        [...(concept[lang].allowed ?? []).flatMap((allowance) => allowance.keys), ...(concept[lang].required ?? [])]
          .filter((glob) => ![...locales[lang].keys()].some((key) => keyPattern(glob).test(key)))
          .map((glob) => `${lang} ${glob}`),
      ),
    );
    expect(stale).toEqual([]);
  });

  it('finds a word with its German endings and as part of a hyphenated compound, not inside another word', () => {
    const gewerk = wordPattern('Gewerk', 'de');
    for (const text of ['das Gewerk', 'alle Gewerke', 'mit den Gewerken', 'des Gewerks', 'Gewerk-Liste', 'Projekt-Admin']) {
      expect(gewerk.test(text) || wordPattern('Admin', 'de').test(text), text).toBe(true);
    }
    for (const text of ['Folgegewerke', 'Gewerkschaft', 'gewerkeübergreifend']) expect(gewerk.test(text), text).toBe(false);
    expect(wordPattern('Admin', 'de').test('der Administrator')).toBe(false);
    expect(wordPattern('Disziplin', 'de').test('jede Fachdisziplin')).toBe(false);
    expect(wordPattern('Verwalter', 'de').test('die Verwalterin')).toBe(true);
  });

  it('reads a phrase exactly and English words with their plural only', () => {
    expect(wordPattern('den RFI', 'de').test('Er beantwortet den RFI.')).toBe(true);
    expect(wordPattern('den RFI', 'de').test('mit den RFIs der Baustelle')).toBe(false);
    expect(wordPattern('builder', 'en').test('Builders and developers')).toBe(true);
    expect(wordPattern('supplement', 'en').test('supplementary terms')).toBe(false);
    expect(wordPattern('administrator', 'en').test('Less administration')).toBe(false);
  });
});
