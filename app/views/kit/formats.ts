import type { Lang } from '../../shared/languages.ts';

/** The Intl locale of each language the views are drawn in. */
export const viewLocales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

/** A measure with a fixed number of decimals in the language's notation: "31,42" or "31.42". */
export function decimal(value: number, lang: Lang, digits = 2): string {
  return new Intl.NumberFormat(viewLocales[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}
