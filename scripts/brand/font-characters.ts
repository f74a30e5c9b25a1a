import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const localeDir = path.resolve(import.meta.dirname, '../../locales');
// Typography the copy writers reach for, beyond what the copy holds today. Rarer signs (fractions,
// superscripts, §, °) come in with the copy that uses them: each costs bytes every visitor loads.
const typography = '–—„“”‘’‚…€©®™';

/** Every character the site may draw in Inter: printable ASCII, typography, and all the copy. */
export function fontCharacters(): string {
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
  const copy = readdirSync(localeDir).flatMap((lang) =>
    readdirSync(path.join(localeDir, lang)).map((file) => readFileSync(path.join(localeDir, lang, file), 'utf8')),
  );
  return [...new Set([...ascii, ...typography, ...copy.join('')])]
    .filter((char) => char >= ' ')
    .sort()
    .join('');
}
