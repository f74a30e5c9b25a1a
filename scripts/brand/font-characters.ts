import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '../../app/shared/languages.ts';

const localeDir = path.resolve(import.meta.dirname, '../../locales');
// Typography the copy writers reach for, beyond what the copy holds today, and the no-break space
// that scripts/locales/typography-rules.ts puts between a number and its unit.
const typography = '–—„“”‘’‚…€\u00a0';
// Letters of the example project's people (app/views/project.ts) that no locale file has: the signature
// pieces print their names in the page's font (Selin Yılmaz).
const names = 'ı';

/**
 * Signs the page draws in the system font instead: rare in running text (§ in the legal pages, © in
 * the footer, → in the IFC viewer's change list) and intricate to draw, they would cost every visitor a kilobyte of font on every first
 * visit and push the font past one round trip.
 */
export const systemFontSigns = '§©®™°·›→';

/**
 * The copy the page draws in its own font: the locale files, except the drawings' labels (an SVG
 * image cannot use the page's fonts), the product views' words (`view*.json`: rendered into images
 * with the whole of Inter, app/views/) and the terms, which become a PDF.
 */
function pageCopy(): string {
  return languages
    .flatMap((lang) =>
      readdirSync(path.join(localeDir, lang))
        .filter((file) => !file.endsWith('Art.json') && !file.startsWith('view') && file !== 'terms.json')
        .map((file) => readFileSync(path.join(localeDir, lang, file), 'utf8')),
    )
    .join('');
}

/** Every character the site draws in Inter: printable ASCII, typography, and the copy, less `systemFontSigns`. */
export function fontCharacters(): string {
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
  return [...new Set([...ascii, ...typography, ...names, ...pageCopy()])]
    .filter((char) => char >= ' ' && !systemFontSigns.includes(char))
    .sort()
    .join('');
}
