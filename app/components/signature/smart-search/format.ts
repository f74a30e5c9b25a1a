import type { Lang } from '../../../shared/languages.ts';

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };
const formats = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(`${lang}:${key}`);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], options);
    formats.set(`${lang}:${key}`, format);
  }
  return format;
}

/** A plain number in the language's notation: "126", "1.260" or "1,260". */
export function number(value: number, lang: Lang): string {
  return formatter(lang, 'number', { maximumFractionDigits: 1 }).format(value);
}

/** Number and unit stay on one line. */
const together = (text: string) => text.replace(/ /g, '\u00a0');

/** A length in centimetres as centimetres: "126 cm". */
export function centimetres(value: number, lang: Lang): string {
  return together(formatter(lang, 'cm', { style: 'unit', unit: 'centimeter', maximumFractionDigits: 1 }).format(value));
}

/** A length in centimetres as metres, the way an IFC model states it: "1,26 m" or "1.26 m". */
export function metres(value: number, lang: Lang): string {
  return together(formatter(lang, 'm', { style: 'unit', unit: 'meter', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100));
}
