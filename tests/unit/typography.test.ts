import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languages } from '../../app/shared/languages.ts';
import { rewriteStringValues } from '../../scripts/locales/rewrite-strings.ts';
import { fixTypography, typographyFindings } from '../../scripts/locales/typography-rules.ts';
import { locales } from '../support/locales.ts';

const root = path.resolve(import.meta.dirname, '../..');
const nbsp = '\u00a0';

describe('the locale files', () => {
  it.each(languages)(
    'follow the house typography in every string (%s; else run node_modules/.bin/node scripts/locales/fix-typography.ts)',
    (lang) => {
      const findings = [...locales[lang]].flatMap(([key, value]) =>
        typographyFindings(value, lang).map((finding) => `${key}: ${finding.rule} in “${finding.context}”`),
      );
      expect(findings).toEqual([]);
    },
  );

  it('use U+00A0 and never the narrow U+202F, so one character is all the font needs', () => {
    const narrow = languages.flatMap((lang) => [...locales[lang]].filter(([, value]) => value.includes('\u202f')).map(([key]) => `${lang} ${key}`));
    expect(narrow).toEqual([]);
  });
});

describe('the German typography', () => {
  const de = (text: string) => fixTypography(text, 'de');

  it('binds a number to its percent sign, unit or "Uhr", placeholders included', () => {
    expect(de('bis zu 52 % weniger')).toBe(`bis zu 52${nbsp}% weniger`);
    expect(de('bis zu 52% weniger')).toBe(`bis zu 52${nbsp}% weniger`);
    expect(de('Index D zu {{value}} % sichtbar')).toBe(`Index D zu {{value}}${nbsp}% sichtbar`);
    expect(de('Fenster 122 bis 134 cm, 2,20 m², 86 m³ und 14,2 t')).toBe(`Fenster 122 bis 134${nbsp}cm, 2,20${nbsp}m², 86${nbsp}m³ und 14,2${nbsp}t`);
    expect(de('Wind {{speed}} km/h, 18 °C, bis 15 Uhr, 2.000 EUR, 49 €, 38 MB')).toBe(
      `Wind {{speed}}${nbsp}km/h, 18${nbsp}°C, bis 15${nbsp}Uhr, 2.000${nbsp}EUR, 49${nbsp}€, 38${nbsp}MB`,
    );
    expect(de('Öffnung 60 × 60 cm')).toBe(`Öffnung 60${nbsp}×${nbsp}60${nbsp}cm`);
  });

  it('leaves words that only start like a unit, and numbers without one', () => {
    for (const text of ['3 mal täglich', '18 Uhrzeiten', '5 statt 10 Schritte', '2 tragende Wände', 'LPH 5 bis 8', '100%ige Tochter']) {
      expect(de(text)).toBe(text);
    }
  });

  it('puts a no-break space inside "z. B." and its kin, also where the writer left it out', () => {
    expect(de('etwa z. B. Pläne, u. a. Modelle, d. h. alles, o. Ä.')).toBe(
      `etwa z.${nbsp}B. Pläne, u.${nbsp}a. Modelle, d.${nbsp}h. alles, o.${nbsp}Ä.`,
    );
    expect(de('Z.B. so, i. d. R. so')).toBe(`Z.${nbsp}B. so, i.${nbsp}d.${nbsp}R. so`);
    expect(de('Haus B. Plan')).toBe('Haus B. Plan');
  });

  it('binds "§", "Art.", "Abs.", "Nr." and "lit." to the number or letter after them, not to a word', () => {
    expect(de('nach § 6 (1) VOB/B und §§ 307 ff. BGB')).toBe(`nach §${nbsp}6 (1) VOB/B und §§${nbsp}307 ff. BGB`);
    expect(de('(Art. 6 Abs. 1 lit. f DSGVO, § 543 Abs. 2 Satz 1 Nr. 1 BGB)')).toBe(
      `(Art.${nbsp}6 Abs.${nbsp}1 lit.${nbsp}f DSGVO, §${nbsp}543 Abs.${nbsp}2 Satz 1 Nr.${nbsp}1 BGB)`,
    );
    for (const text of ['die Nr. zwei', 'Start. Abs. neu', 'Die Art. der Prüfung']) expect(de(text)).toBe(text);
  });

  it('turns a narrow no-break space into U+00A0 and keeps markup and addresses as they are', () => {
    expect(de('52\u202f%')).toBe(`52${nbsp}%`);
    const marked = 'Schreiben Sie an <email>datenschutz@lotrecht.example</email>, Plan unter https://lotrecht.example/plan-5m.pdf?w=134%20cm';
    expect(de(marked)).toBe(marked);
    expect(de('<0>52</0> %')).toBe('<0>52</0> %');
  });
});

describe('the English typography', () => {
  const en = (text: string) => fixTypography(text, 'en');

  it('attaches the percent sign and binds a number to its unit', () => {
    expect(en('Up to 52 % fewer steps, 99.5 % available, {{value}} % visible')).toBe('Up to 52% fewer steps, 99.5% available, {{value}}% visible');
    expect(en('windows 122 to 134 cm wide, 62,000–78,000 EUR a year')).toBe(`windows 122 to 134${nbsp}cm wide, 62,000–78,000${nbsp}EUR a year`);
  });

  it('leaves German abbreviations and "Uhr" to German', () => {
    expect(en('z. B. at 9 Uhr')).toBe('z. B. at 9 Uhr');
    expect(en('e.g. 5 items, i.e. all')).toBe('e.g. 5 items, i.e. all');
  });
});

describe('fixing', () => {
  it('changes nothing the second time, on every string of the copy', () => {
    for (const lang of languages) {
      for (const value of locales[lang].values()) {
        const once = fixTypography(value, lang);
        expect(fixTypography(once, lang)).toBe(once);
        expect(typographyFindings(once, lang)).toEqual([]);
      }
    }
  });

  it('rewrites string values only, keeping keys, order, Biome’s line breaks, escapes and the final newline', () => {
    const json = '{\n  "5 m": "5 m",\n  "list": ["52 %", "ohne"],\n  "quote": "\\"18 Uhr\\"\\n",\n  "n": 5\n}\n';
    const out = rewriteStringValues(json, (value) => fixTypography(value, 'de'));
    expect(out).toBe(`{\n  "5 m": "5${nbsp}m",\n  "list": ["52${nbsp}%", "ohne"],\n  "quote": "\\"18${nbsp}Uhr\\"\\n",\n  "n": 5\n}\n`);
    expect(JSON.parse(out)).toEqual({ '5 m': `5${nbsp}m`, list: [`52${nbsp}%`, 'ohne'], quote: `"18${nbsp}Uhr"\n`, n: 5 });
  });
});

describe('scripts/locales/fix-typography.ts', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'fix-typography-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const run = () =>
    execFileSync(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'scripts/locales/fix-typography.ts'), copy], { encoding: 'utf8' });

  it('rewrites what breaks the rules in a copy of the locale files, and nothing on a second run', () => {
    for (const lang of languages) cpSync(path.join(root, 'locales', lang), path.join(copy, lang), { recursive: true });
    run();
    const file = path.join(copy, 'de', 'home.json');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('"eyebrow": "', '"eyebrow": "Bis 18 Uhr, z.B. 52% – '));

    expect(run()).toMatch(/de[/\\]home\.json: 1 string/);
    expect(readFileSync(file, 'utf8')).toBe(original.replace('"eyebrow": "', `"eyebrow": "Bis 18${nbsp}Uhr, z.${nbsp}B. 52${nbsp}% – `));

    const before = languages.map((lang) => readFileSync(path.join(copy, lang, 'home.json'), 'utf8'));
    expect(run()).toContain('every locale file complies');
    expect(languages.map((lang) => readFileSync(path.join(copy, lang, 'home.json'), 'utf8'))).toEqual(before);
  }, 60_000);
});
