import type { Lang } from '../languages.ts';

// Written out by hand rather than with Intl: a browser builds its first Intl.DateTimeFormat or
// Intl.NumberFormat from ICU data in 30 to 60 ms, one task on the main thread during hydration.

/** An ISO day ("2026-11-23") as a page writes it: "23. November 2026", "23 November 2026" (British). */
export function formatDay(isoDay: string, lang: Lang, months: readonly string[]): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`not an ISO day: ${isoDay}`);
  const day = Number(match[3]);
  return lang === 'de' ? `${day}. ${month} ${match[1]}` : `${day} ${month} ${match[1]}`;
}

const groupSeparator: Record<Lang, string> = { de: '.', en: ',' };

/** A whole number with its thousands grouped: 52.000 in German, 52,000 in English. */
export function formatWhole(value: number, lang: Lang): string {
  const digits = String(Math.round(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator[lang]);
  return value < 0 ? `-${grouped}` : grouped;
}
