import type { Lang } from '../../shared/languages.ts';

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

/** A date as registers and metadata write it: "18.11.2026" or "18 Nov 2026". */
export function numericDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    day: '2-digit',
    month: lang === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

/** A measure with a fixed number of decimals in the language's notation: "31,42" or "31.42". */
export function decimal(value: number, lang: Lang, digits = 2): string {
  return new Intl.NumberFormat(locales[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}
