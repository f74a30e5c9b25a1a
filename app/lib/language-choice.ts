import { languageCookieValue, languageStorageKey } from '../shared/i18n/resolve-language.ts';
import type { Lang } from '../shared/languages.ts';

/**
 * Remembers the visitor's choice: for a year in the `lang` cookie, which the server's redirects read,
 * and in local storage, where the browser's detection looks after the cookie (spec section 7).
 */
export function storeLanguageChoice(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = languageCookieValue(lang, window.location.protocol === 'https:');
  cacheLanguage(lang, localStorageOrNothing());
}

/** Keeps the language where i18next's detector keeps it; storage may be off or full, and then it is only not kept. */
export function cacheLanguage(lang: Lang, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(languageStorageKey, lang);
  } catch {
    // Nothing to do: the cookie (or the next detection) still carries the language.
  }
}

/** `window.localStorage`, which throws on access where the visitor blocked site data. */
export function localStorageOrNothing(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
