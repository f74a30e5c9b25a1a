import type { Lang } from '../../shared/languages.ts';

// The English copy is British ("centre", "behaviour"), so its dates are too: "23 November 2026".
const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

/** A legal page's "last updated" date (an ISO day) written out in the page's language. */
export function legalDate(lang: Lang, isoDay: string): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDay));
}
