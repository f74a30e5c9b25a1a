import { detectLanguage, isChoice, type LanguageSource, languageStorageKey } from '../shared/i18n/resolve-language.ts';
import type { Lang } from '../shared/languages.ts';
import { cacheLanguage, localStorageOrNothing } from './language-choice.ts';

/** What the browser offers the detection besides the address being opened; tests hand in their own. */
export interface BrowserLanguageSignals {
  cookie: string;
  localStorage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  sessionStorage: Pick<Storage, 'getItem'> | undefined;
  languages: readonly string[];
  htmlLang: string;
}

/**
 * The language for an address the browser has to give one (spec section 7: query, cookie, local
 * storage, session storage, the browser's languages, the html tag). A language that was the
 * visitor's choice is kept in local storage, as i18next's detector caches it.
 */
export function detectBrowserLanguage(search: string, signals: BrowserLanguageSignals = browserSignals()): { lang: Lang; source: LanguageSource } {
  const detected = detectLanguage({
    query: search,
    cookie: signals.cookie,
    localStorage: readItem(signals.localStorage),
    sessionStorage: readItem(signals.sessionStorage),
    acceptLanguage: signals.languages.join(','),
    htmlTag: signals.htmlLang,
  });
  if (isChoice(detected.source)) cacheLanguage(detected.lang, signals.localStorage);
  return detected;
}

function readItem(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(languageStorageKey) ?? null;
  } catch {
    return null;
  }
}

function browserSignals(): BrowserLanguageSignals {
  let sessionStorage: Storage | undefined;
  try {
    sessionStorage = window.sessionStorage;
  } catch {
    sessionStorage = undefined;
  }
  return {
    cookie: document.cookie,
    localStorage: localStorageOrNothing(),
    sessionStorage,
    languages: navigator.languages,
    htmlLang: document.documentElement.lang,
  };
}
