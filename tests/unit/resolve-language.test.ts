import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, languageRedirectTarget, resolveLanguage } from '../../app/shared/i18n/resolve-language.ts';

describe('resolveLanguage', () => {
  it('takes the page language first', () => {
    expect(resolveLanguage({ pageLang: 'en', cookie: 'lang=de', acceptLanguage: 'de' })).toBe('en');
  });

  it('takes the stored choice when the page has no supported language', () => {
    expect(resolveLanguage({ pageLang: 'fr', cookie: 'theme=dark; lang=en', acceptLanguage: 'de-DE' })).toBe('en');
  });

  it('takes the browser preference when nothing is stored', () => {
    expect(resolveLanguage({ cookie: 'lang=fr', acceptLanguage: 'fr-FR, en-GB;q=0.8, de;q=0.5' })).toBe('en');
  });

  it('falls back to German', () => {
    expect(resolveLanguage({})).toBe('de');
    expect(resolveLanguage({ cookie: '', acceptLanguage: 'fr, es;q=0.9' })).toBe('de');
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
