import { defaultLang, isLang, type Lang } from '../languages.ts';

/** The cookie that stores the visitor's language choice; the server reads it for redirects. */
export const languageCookie = 'lang';
export const languageCookieMaxAge = 60 * 60 * 24 * 365;

/** The Set-Cookie value (or `document.cookie` assignment) that remembers a choice; the browser's switch and the server's `?lng=` share it. */
export function languageCookieValue(lang: Lang, secure: boolean): string {
  return `${languageCookie}=${lang}; Max-Age=${languageCookieMaxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
/** The query parameter that chooses a language (`?lng=en`), named as i18next names it. */
export const languageQueryParam = 'lng';
/** Where the browser keeps the language in local and session storage, the key i18next's LanguageDetector uses. */
export const languageStorageKey = 'i18nextLng';

/**
 * Everything the language can be read from, in the order the spec reads them (section 7). The server
 * has the first, the second and the Accept-Language header; the browser has all of them.
 */
export interface LanguageSources {
  /** The address's query string; its `lng` parameter counts. */
  query?: string | null;
  /** The raw Cookie header or `document.cookie`; its `lang` cookie counts. */
  cookie?: string | null;
  localStorage?: string | null;
  sessionStorage?: string | null;
  /** The Accept-Language header, or the browser's `navigator.languages` joined by commas. */
  acceptLanguage?: string | null;
  /** `<html lang>` of the document the browser shows. */
  htmlTag?: string | null;
}

export type LanguageSource = keyof LanguageSources | 'default';

const order = ['query', 'cookie', 'localStorage', 'sessionStorage', 'acceptLanguage', 'htmlTag'] as const satisfies readonly LanguageSource[];

/** The first source, in the spec's order, that names a supported language; German when none does. */
export function detectLanguage(sources: LanguageSources): { lang: Lang; source: LanguageSource } {
  for (const source of order) {
    const lang = readSource(source, sources[source]);
    if (lang) return { lang, source };
  }
  return { lang: defaultLang, source: 'default' };
}

export function resolveLanguage(sources: LanguageSources): Lang {
  return detectLanguage(sources).lang;
}

function readSource(source: (typeof order)[number], value: string | null | undefined): Lang | undefined {
  switch (source) {
    case 'query':
      return languageFromQuery(value);
    case 'cookie':
      return asLang(readCookie(value, languageCookie));
    case 'acceptLanguage':
      return fromAcceptLanguage(value);
    default:
      return asLang(value);
  }
}

/** The supported language `?lng=` names, if it names one ("en", "en-GB", "EN"). */
export function languageFromQuery(search: string | null | undefined): Lang | undefined {
  return asLang(new URLSearchParams(search ?? '').get(languageQueryParam));
}

/** The query string without `lng`, the rest kept as it was written; with its "?" or empty. */
export function withoutLanguageQuery(search: string): string {
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && queryKey(part) !== languageQueryParam);
  return rest.length ? `?${rest.join('&')}` : '';
}

function queryKey(part: string): string {
  const key = part.split('=')[0]!.replaceAll('+', ' ');
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

function asLang(tag: string | null | undefined): Lang | undefined {
  const lang = primaryTag(tag);
  return isLang(lang) ? lang : undefined;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    // Anyone who can set a cookie for the domain could otherwise break every redirect with `lang=%`.
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
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
