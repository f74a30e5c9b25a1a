import type { Lang } from '../content/routes.ts';
import { languageCookie, languageCookieMaxAge } from '../i18n/resolve-language.ts';

/** Remembers the visitor's language for a year; the server's redirects read it. */
export function storeLanguageChoice(lang: Lang): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie}=${lang}; Max-Age=${languageCookieMaxAge}; Path=/; SameSite=Lax${secure}`;
}
