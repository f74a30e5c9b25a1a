import { detectLanguage, languageCookieValue, languageStorageKey } from '../shared/i18n/resolve-language.ts';
import { cacheLanguage, localStorageOrNothing } from './language-choice.ts';

/** Where the browser keeps a language choice; tests hand in their own. */
export interface BrowserLanguageSignals {
  cookie: string;
  localStorage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  sessionStorage: Pick<Storage, 'getItem'> | undefined;
  /** Sets a cookie, as an assignment to `document.cookie` does. */
  writeCookie: (value: string) => void;
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
    writeCookie: (value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
      document.cookie = value;
    },
  };
}

/**
 * Every page is a document, so the server's redirect gives a language to an address that has none,
 * and the server reads only the query, the cookie and the browser's languages. A choice kept only in
 * local or session storage (the spec's third and fourth sources) is therefore written into the
 * cookie on each page, and the cookie's choice is cached in local storage, so that the next
 * redirect follows the spec's order. A visitor who never chose gets nothing stored.
 */
export function carryLanguageChoice(signals: BrowserLanguageSignals = browserSignals(), secure = window.location.protocol === 'https:'): void {
  const { lang, source } = detectLanguage({
    cookie: signals.cookie,
    localStorage: readItem(signals.localStorage),
    sessionStorage: readItem(signals.sessionStorage),
  });
  if (source === 'default') return;
  cacheLanguage(lang, signals.localStorage);
  if (source !== 'cookie') signals.writeCookie(languageCookieValue(lang, secure));
}
