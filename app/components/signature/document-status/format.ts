import type { Lang } from '../../../shared/languages.ts';
import { viewLocales } from '../../../views/kit/formats.ts';

// The history's times are Berlin wall-clock times without a zone: read and written as UTC, so they
// come out as written on every server and in every browser.
const asUtc = (iso: string) => new Date(`${iso.length === 10 ? `${iso}T12:00` : iso}:00Z`);

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(`${lang}:${key}`);
  if (!format) {
    format = new Intl.DateTimeFormat(viewLocales[lang], { ...options, timeZone: 'UTC' });
    formats.set(`${lang}:${key}`, format);
  }
  return format;
}

/** Day and month, as the track writes them under a status: "14.10." or "14 Oct". */
export function dayMonth(iso: string, lang: Lang): string {
  return formatter(lang, 'day', { day: '2-digit', month: lang === 'de' ? '2-digit' : 'short' }).format(asUtc(iso));
}

/** A date with its time, as the audit trail logs it: "14.10.2026, 11:40" or "14 Oct 2026, 11:40". */
export function dateTime(iso: string, lang: Lang): string {
  const date = formatter(lang, 'date', { day: '2-digit', month: lang === 'de' ? '2-digit' : 'short', year: 'numeric' }).format(asUtc(iso));
  const time = formatter(lang, 'time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(asUtc(iso));
  return `${date}, ${time}`;
}

/** A size in megabytes in the language's notation: "1,4 MB" or "1.4 MB". */
export function megabytes(value: number, lang: Lang): string {
  return `${new Intl.NumberFormat(viewLocales[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}\u00a0MB`;
}
