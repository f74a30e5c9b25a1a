import type { Lang } from '../../shared/languages.ts';

/**
 * The views' "today": every date in them is relative to it, so the board's overdue cards, the diary's
 * entry and the Gantt chart's today line agree with each other.
 */
export const viewToday = '2026-11-24';

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

/** A due date as the app writes it: "28.11." or "28 Nov". */
export function shortDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { day: 'numeric', month: lang === 'de' ? '2-digit' : 'short', timeZone: 'UTC' })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(/\.$/, '.');
}

/** A full date: "Di., 24.11.2026" or "Tue 24 Nov 2026". */
export function longDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    weekday: 'short',
    day: 'numeric',
    month: lang === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(',', lang === 'de' ? ',' : '');
}

export function isBefore(iso: string, other: string = viewToday): boolean {
  return iso < other;
}

/** A date with its year and no weekday: "23.11.2026" or "23 Nov 2026". */
export function fullDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: lang === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
}

/** A number as the app writes a measured value: "1,30" or "1.30". */
export function decimal(value: number, lang: Lang, digits = 2): string {
  return new Intl.NumberFormat(locales[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}
