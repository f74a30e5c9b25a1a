import type { Lang } from '../../shared/languages.ts';
import { viewLocales } from './formats.ts';

/**
 * The views' "today": every date in them is relative to it, so the board's overdue cards, the diary's
 * entry and the Gantt chart's today line agree with each other.
 */
export const viewToday = '2026-11-24';

/** A due date as the app writes it: "28.11." or "28 Nov". */
export function shortDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(viewLocales[lang], { day: 'numeric', month: lang === 'de' ? '2-digit' : 'short', timeZone: 'UTC' })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(/\.$/, '.');
}

/** A full date: "Di., 24.11.2026" or "Tue 24 Nov 2026". */
export function longDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(viewLocales[lang], {
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
  return new Intl.DateTimeFormat(viewLocales[lang], {
    day: 'numeric',
    month: lang === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
}

/** A date as registers and metadata write it: "18.11.2026" or "18 Nov 2026". */
export function numericDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(viewLocales[lang], {
    day: '2-digit',
    month: lang === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}
