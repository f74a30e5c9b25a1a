import { languageCookie, languageCookieMaxAge } from '../shared/i18n/resolve-language.ts';
import type { Lang } from '../shared/languages.ts';

/** Remembers the visitor's language for a year; the server's redirects read it. */
export function storeLanguageChoice(lang: Lang): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${languageCookie}=${lang}; Max-Age=${languageCookieMaxAge}; Path=/; SameSite=Lax${secure}`;
}
