// The viewer package takes its copy from the site's locale files through the host (app/pages/ifc-viewer/
// try/ViewerApp.tsx), by plain string keys the type check cannot follow: every key its UI asks for is
// checked here against both languages instead.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../support/locales.ts';

const ui = path.resolve(import.meta.dirname, '../../packages/ifc-viewer/src/react');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : /\.tsx?$/.test(name) ? [file] : [];
  });

/** A translator handed in as an argument, by the file that receives it. */
const passedIn: Record<string, Record<string, string>> = { 'problem-text.ts': { t: 'ifcViewerTicket' } };

/** Each call of a translator in the UI as `namespace:key`; a key built at run time by its fixed start, ending in `.`. */
function askedFor(): string[] {
  return walk(ui).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const names: Record<string, string> = { ...passedIn[path.basename(file)] };
    for (const match of text.matchAll(/const \{[^}]*\bt\b[^}]*\} = useTranslation\('(\w+)'\)/g)) names.t = match[1]!;
    for (const match of text.matchAll(/const (\w+) = useTranslation\('(\w+)'\)\.t\b/g)) names[match[1]!] = match[2]!;
    return Object.entries(names).flatMap(([name, namespace]) =>
      [...text.matchAll(new RegExp(`\\b${name}\\(\\s*['\`]([\\w.]+)`, 'g'))].map((match) => `${namespace}:${match[1]}`),
    );
  });
}

const known = (lang: 'de' | 'en', key: string) =>
  key.endsWith('.')
    ? [...locales[lang].keys()].some((found) => found.startsWith(key))
    : locales[lang].has(key) || locales[lang].has(`${key}_one`) || locales[lang].has(`${key}_other`);

describe("the viewer package's copy", () => {
  it('finds every key the UI asks for in both languages', () => {
    const keys = [...new Set(askedFor())];
    expect(keys.length).toBeGreaterThan(100);
    for (const lang of ['de', 'en'] as const)
      expect(
        keys.filter((key) => !known(lang, key)),
        lang,
      ).toEqual([]);
  });
});
