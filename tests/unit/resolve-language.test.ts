import { describe, expect, it } from 'vitest';
import { type BrowserLanguageSignals, carryLanguageChoice } from '../../app/lib/detect-language.ts';
import { languageQueryTarget } from '../../app/shared/i18n/language-query.ts';
import {
  detectLanguage,
  fromAcceptLanguage,
  type LanguageSources,
  languageRedirectTarget,
  resolveLanguage,
  withoutLanguageQuery,
} from '../../app/shared/i18n/resolve-language.ts';

// Every source names a different language from the one after it, so each test shows which one won.
const everySource: LanguageSources = {
  query: '?utm_source=news&lng=en',
  cookie: 'theme=dark; lang=de',
  localStorage: 'en',
  sessionStorage: 'de',
  acceptLanguage: 'en-GB,en;q=0.9',
  htmlTag: 'de',
};
const order = ['query', 'cookie', 'localStorage', 'sessionStorage', 'acceptLanguage', 'htmlTag'] as const;
const named = { query: 'en', cookie: 'de', localStorage: 'en', sessionStorage: 'de', acceptLanguage: 'en', htmlTag: 'de' } as const;

describe('detectLanguage', () => {
  it('reads the sources in the spec order: query, cookie, local storage, session storage, browser languages, html tag', () => {
    for (const [n, source] of order.entries()) {
      // Drop the sources before this one: it must win over all those after it.
      const sources = Object.fromEntries(order.slice(n).map((key) => [key, everySource[key]])) as LanguageSources;
      expect(detectLanguage(sources), source).toEqual({ lang: named[source], source });
    }
  });

  it('skips a source without a supported language and goes on to the next', () => {
    const sources: LanguageSources = {
      query: '?lng=fr',
      cookie: 'lang=es',
      localStorage: 'it',
      sessionStorage: '',
      acceptLanguage: 'fr-FR, pl;q=0.5',
      htmlTag: 'en',
    };
    expect(detectLanguage(sources)).toEqual({ lang: 'en', source: 'htmlTag' });
    expect(detectLanguage({ ...sources, sessionStorage: 'en-US' })).toEqual({ lang: 'en', source: 'sessionStorage' });
    expect(detectLanguage({ ...sources, query: '?lng=EN-gb' })).toEqual({ lang: 'en', source: 'query' });
  });

  it('falls back to German', () => {
    expect(detectLanguage({})).toEqual({ lang: 'de', source: 'default' });
    expect(resolveLanguage({ cookie: '', acceptLanguage: 'fr, es;q=0.9' })).toBe('de');
  });

  it('ranks the browser languages by q-value as the server does with Accept-Language', () => {
    expect(resolveLanguage({ cookie: 'lang=fr', acceptLanguage: 'fr-FR, en-GB;q=0.8, de;q=0.5' })).toBe('en');
  });
});

/** Local and session storage as the browser has them: strings by key. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (n: number) => [...items.keys()][n] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function browser(overrides: Partial<BrowserLanguageSignals> = {}): BrowserLanguageSignals {
  return {
    cookie: '',
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    writeCookie: () => {},
    ...overrides,
  };
}

describe('carryLanguageChoice', () => {
  /** The cookies written and local storage after a page load with these signals. */
  function carry(overrides: Partial<BrowserLanguageSignals>) {
    const written: string[] = [];
    const localStorage = overrides.localStorage ?? memoryStorage();
    carryLanguageChoice(browser({ ...overrides, localStorage, writeCookie: (value) => written.push(value) }), true);
    return { written, local: localStorage.getItem('i18nextLng') };
  }

  it('writes a choice kept in local storage into the cookie, for the server’s next redirect', () => {
    const { written, local } = carry({ localStorage: memoryStorage({ i18nextLng: 'en' }) });
    expect(written).toEqual(['lang=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
    expect(local).toBe('en');
  });

  it('writes a choice kept in session storage into the cookie and caches it in local storage', () => {
    expect(carry({ sessionStorage: memoryStorage({ i18nextLng: 'en' }) })).toEqual({
      written: ['lang=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure'],
      local: 'en',
    });
  });

  it('keeps the cookie’s choice over local storage and copies it there', () => {
    expect(carry({ cookie: 'lang=de', localStorage: memoryStorage({ i18nextLng: 'en' }) })).toEqual({ written: [], local: 'de' });
  });

  it('stores nothing for a visitor who never chose', () => {
    expect(carry({})).toEqual({ written: [], local: null });
  });

  it('keeps quiet where storage is blocked and throws', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(() => carryLanguageChoice(browser({ cookie: 'lang=en', localStorage: blocked, sessionStorage: blocked }), true)).not.toThrow();
  });
});

describe('the ?lng= query', () => {
  it('leaves the rest of the query as it was written', () => {
    expect(withoutLanguageQuery('?a=1&lng=en&b=x%20y+z')).toBe('?a=1&b=x%20y+z');
    expect(withoutLanguageQuery('?lng=en')).toBe('');
  });

  it('leads to the same page in the chosen language, by that language’s own path', () => {
    expect(languageQueryTarget('/de/referenzen', '?lng=en&ref=mail', 'en')).toBe('/en/case-studies?ref=mail');
    expect(languageQueryTarget('/de', '?lng=en', 'en')).toBe('/en');
    expect(languageQueryTarget('/en/no/such/page', '?lng=de', 'de')).toBe('/de/no/such/page');
    expect(languageQueryTarget('/pricing', '?lng=en', 'en')).toBe('/en/pricing');
    expect(languageQueryTarget('/', '?x=1&lng=en', 'en')).toBe('/en?x=1');
  });
});

describe('fromAcceptLanguage', () => {
  it('ranks by q-value, not by position', () => {
    expect(fromAcceptLanguage('en;q=0.3, de-AT;q=0.9')).toBe('de');
  });

  it('keeps header order between equal weights and ignores q=0', () => {
    expect(fromAcceptLanguage('en-US, de')).toBe('en');
    expect(fromAcceptLanguage('en;q=0, de;q=0.1')).toBe('de');
  });

  it('returns nothing for a header without a supported language or a malformed one', () => {
    expect(fromAcceptLanguage('fr, it')).toBeUndefined();
    expect(fromAcceptLanguage(';;,,q=')).toBeUndefined();
  });
});

describe('languageRedirectTarget', () => {
  it('prefixes the path and keeps the query', () => {
    expect(languageRedirectTarget('/pricing', '?utm_source=news', 'en')).toBe('/en/pricing?utm_source=news');
  });

  it('sends the root to the language home', () => {
    expect(languageRedirectTarget('/', '', 'de')).toBe('/de');
  });

  it('treats a language in other letter case as that language', () => {
    expect(languageRedirectTarget('/EN/pricing', '', 'de')).toBe('/en/pricing');
  });

  it('cannot be turned into a redirect to another host', () => {
    expect(languageRedirectTarget('//evil.example/x', '', 'de')).toBe('/de/evil.example/x');
  });
});
