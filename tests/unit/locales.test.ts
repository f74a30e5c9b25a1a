import { describe, expect, it } from 'vitest';
import { missingTranslationMarker } from '../../app/shared/i18n/missing-keys.ts';
import { locales } from '../support/locales.ts';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('have the same keys in German and English', () => {
    const de = [...locales.de.keys()].sort();
    const en = [...locales.en.keys()].sort();
    expect(de.filter((key) => !locales.en.has(key))).toEqual([]);
    expect(en.filter((key) => !locales.de.has(key))).toEqual([]);
    expect(de.length).toBeGreaterThan(50);
  });

  it('have no key that npm run dev added and nobody has translated yet', () => {
    for (const lang of ['de', 'en'] as const) {
      const untranslated = [...locales[lang]].filter(([, value]) => value.includes(missingTranslationMarker)).map(([key]) => key);
      expect(untranslated, `${lang}: translate these (marked ${missingTranslationMarker} by the dev server)`).toEqual([]);
    }
  });

  it('have no empty string in either language', () => {
    for (const lang of ['de', 'en'] as const) {
      const empty = [...locales[lang]].filter(([, value]) => value.trim() === '').map(([key]) => key);
      expect(empty, lang).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...locales.de].filter(([key, value]) => placeholders(value).join() !== placeholders(locales.en.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('keep every page title within 10 to 65 and every description within 50 to 165 characters', () => {
    for (const lang of ['de', 'en'] as const) {
      for (const [key, value] of locales[lang]) {
        if (key.endsWith('meta.title')) expect(value.length, `${lang} ${key}`).toBeGreaterThanOrEqual(10);
        if (key.endsWith('meta.title')) expect(value.length, `${lang} ${key}`).toBeLessThanOrEqual(65);
        if (key.endsWith('meta.description')) expect(value.length, `${lang} ${key}`).toBeGreaterThanOrEqual(50);
        if (key.endsWith('meta.description')) expect(value.length, `${lang} ${key}`).toBeLessThanOrEqual(165);
      }
    }
  });

  it('give every page a different title in each language', () => {
    for (const lang of ['de', 'en'] as const) {
      const titles = [...locales[lang]].filter(([key]) => key.endsWith('meta.title')).map(([, value]) => value);
      expect(new Set(titles).size, lang).toBe(titles.length);
    }
  });
});
