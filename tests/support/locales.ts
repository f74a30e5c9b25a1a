import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Lang, languages } from '../../app/shared/languages.ts';

const root = path.resolve(import.meta.dirname, '../../locales');

/** Every string of one language, keyed "namespace:dotted.key". */
export function flatLocale(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(path.join(root, lang)).filter((name) => name.endsWith('.json'))) {
    const walk = (node: unknown, prefix: string) => {
      if (typeof node === 'string') return void out.set(prefix, node);
      for (const [key, value] of Object.entries(node as object)) walk(value, prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`);
    };
    walk(JSON.parse(readFileSync(path.join(root, lang, file), 'utf8')), `${file.replace(/\.json$/, '')}:`);
  }
  return out;
}

export const locales = Object.fromEntries(languages.map((lang) => [lang, flatLocale(lang)])) as Record<Lang, Map<string, string>>;
