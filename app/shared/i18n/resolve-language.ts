import { defaultLang, isLang, type Lang } from '../languages.ts';

/** The cookie that stores the visitor's language choice; the server reads it for redirects. */
export const languageCookie = 'lang';
export const languageCookieMaxAge = 60 * 60 * 24 * 365;

export interface LanguageSignals {
  /** `<html lang>` of the page the visitor is on (browser only). */
  pageLang?: string | null;
  /** The raw Cookie header or `document.cookie`. */
  cookie?: string | null;
  /** The Accept-Language header, or the browser's `navigator.languages` joined by commas. */
  acceptLanguage?: string | null;
}

/** Page language, then stored choice, then the browser's preferences, then German. */
export function resolveLanguage(signals: LanguageSignals): Lang {
  const fromPage = primaryTag(signals.pageLang);
  if (isLang(fromPage)) return fromPage;
  const stored = readCookie(signals.cookie, languageCookie);
  if (isLang(stored)) return stored;
  return fromAcceptLanguage(signals.acceptLanguage) ?? defaultLang;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Picks the supported language with the highest q-value; ties keep header order. */
export function fromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: primaryTag(tag), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0 && isLang(entry.lang))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked[0]?.lang as Lang | undefined;
}

function primaryTag(tag: string | null | undefined): string | undefined {
  return tag?.trim().toLowerCase().split('-')[0] || undefined;
}

/**
 * Where a path without a language segment goes: the same path and query below the language.
 * A first segment that is a language in other letter case ("/EN/pricing") is treated as that language.
 */
export function languageRedirectTarget(pathname: string, search: string, lang: Lang): string {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const rest = isLang(first) ? segments.slice(1) : segments;
  const target = isLang(first) ? first : lang;
  const path = rest.length ? `/${target}/${rest.join('/')}` : `/${target}`;
  return path + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '');
}
