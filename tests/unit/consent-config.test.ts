import { describe, expect, it } from 'vitest';
import { parseChoice, serializeChoice } from '../../app/consent/choice.ts';
import { type CookieEntry, consentCategories, cookieTable, entryFor } from '../../app/shared/consent/cookies.ts';
import { askedCategories, cookiesInUse, tagSetup } from '../../app/shared/consent/in-use.ts';
import { lifetimesByCategory } from '../../app/shared/consent/lifetimes.ts';
import { readThirdParties, thirdPartySources } from '../../app/shared/consent/third-parties.ts';
import { pagePolicy } from '../../server/site/content-security-policy.ts';

describe('third-party configuration', () => {
  it('is empty by default: no tags, no calendar, no host in any policy', () => {
    const none = readThirdParties({});
    expect(none).toEqual({ tags: null, analyticsId: '', booking: null });
    expect(thirdPartySources(none)).toEqual({ script: [], connect: [], img: [], frame: [] });
    const policy = pagePolicy({ scripts: [], styles: [], needs: [], hosts: thirdPartySources(none) });
    for (const directive of ['script-src', 'connect-src', 'img-src']) {
      expect(policy.split('; ').find((part) => part.startsWith(directive))).not.toMatch(/https?:/);
    }
    expect(policy).not.toContain('frame-src');
  });

  it("loads Google Tag Manager by container, or gtag.js by measurement ID, and allows Google's hosts for it", () => {
    const container = readThirdParties({ PUBLIC_TAG_MANAGER_ID: 'GTM-AB12CD3', PUBLIC_ANALYTICS_ID: 'G-XYZ123456' });
    expect(container.tags).toEqual({ kind: 'tag-manager', id: 'GTM-AB12CD3', script: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3' });
    expect(readThirdParties({ PUBLIC_ANALYTICS_ID: 'G-XYZ123456' }).tags?.script).toBe('https://www.googletagmanager.com/gtag/js?id=G-XYZ123456');
    const policy = pagePolicy({ scripts: [], styles: [], needs: [], hosts: thirdPartySources(container) });
    expect(policy).toContain("script-src 'self' https://*.googletagmanager.com");
    expect(policy).toContain('https://*.google-analytics.com');
  });

  it("allows only the own tag server when one is configured, and the calendar's origin as a frame", () => {
    const own = readThirdParties({
      PUBLIC_TAG_MANAGER_ID: 'GTM-AB12CD3',
      PUBLIC_TAG_MANAGER_ORIGIN: 'https://tags.lotrecht.example',
      PUBLIC_BOOKING_URL: 'https://cal.example/lotrecht?x=1',
    });
    expect(thirdPartySources(own)).toEqual({
      script: ['https://tags.lotrecht.example'],
      connect: ['https://tags.lotrecht.example'],
      img: ['https://tags.lotrecht.example'],
      frame: ['https://cal.example'],
    });
    expect(own.booking).toEqual({ url: 'https://cal.example/lotrecht?x=1', host: 'cal.example' });
  });

  it('stops the build on a malformed value instead of shipping a page that loads the wrong thing', () => {
    expect(() => readThirdParties({ PUBLIC_TAG_MANAGER_ID: 'UA-1234-1' })).toThrow(/GTM-/);
    expect(() => readThirdParties({ PUBLIC_ANALYTICS_ID: 'GTM-AB12CD3' })).toThrow(/G-/);
    expect(() => readThirdParties({ PUBLIC_TAG_MANAGER_ORIGIN: 'http://tags.example' })).toThrow(/https/);
    expect(() => readThirdParties({ PUBLIC_TAG_MANAGER_ORIGIN: 'https://tags.example/path' })).toThrow(/https origin/);
    expect(() => readThirdParties({ PUBLIC_BOOKING_URL: 'javascript:alert(1)' })).toThrow(/https/);
  });

  it('never lets a host source switch the policy off', () => {
    for (const bad of ["'unsafe-inline'", 'https:', '*', 'https://a.example; script-src *', 'http://evil.example']) {
      expect(() => pagePolicy({ scripts: [], styles: [], needs: [], hosts: { script: [bad] } }), bad).toThrow();
    }
  });
});

describe('consent cookie', () => {
  it('round-trips a choice and refuses anything malformed', () => {
    const choice = { analytics: true, marketing: false, revision: 1, at: '2026-11-23T10:00:00.000Z' };
    expect(serializeChoice(choice)).toBe('rev=1|analytics=1|marketing=0|at=2026-11-23T10:00:00.000Z');
    expect(parseChoice(serializeChoice(choice))).toEqual(choice);
    for (const bad of [
      '',
      'rev=1',
      'rev=x|analytics=1|marketing=0|at=2026-11-23',
      'rev=1|analytics=yes|marketing=0|at=2026-11-23',
      'rev=1|analytics=1|marketing=0|at=soon',
    ]) {
      expect(parseChoice(bad), bad).toBeNull();
    }
  });
});

describe('cookie table', () => {
  it('lists each cookie once, in a known category, and finds the measurement-specific one by its start', () => {
    expect(new Set(cookieTable.map((entry) => entry.name)).size).toBe(cookieTable.length);
    for (const entry of cookieTable) expect(consentCategories).toContain(entry.category);
    expect(entryFor('_ga_ABC123')?.purpose).toBe('gaSession');
    expect(entryFor('_ga')?.purpose).toBe('ga');
    expect(entryFor('_ga_')).toBeUndefined();
    expect(entryFor('_fbp')).toBeUndefined();
  });

  it('states the lifetimes the privacy notice promises: language and consent one year, none over two years', () => {
    expect(entryFor('lang')?.lifetime).toEqual({ count: 1, unit: 'year' });
    expect(entryFor('consent')?.lifetime).toEqual({ count: 1, unit: 'year' });
    for (const entry of cookieTable) expect(entry.lifetime.count * (entry.lifetime.unit === 'year' ? 365 : 1)).toBeLessThanOrEqual(730);
  });
});

describe('what a configuration uses', () => {
  const names = (entries: readonly CookieEntry[]) => entries.map((entry) => entry.name);

  it('tells the setup from the configuration: a container wins over a measurement ID', () => {
    expect(tagSetup(readThirdParties({}).tags)).toBe('none');
    expect(tagSetup(readThirdParties({ PUBLIC_BOOKING_URL: 'https://cal.example/demo' }).tags)).toBe('none');
    expect(tagSetup(readThirdParties({ PUBLIC_ANALYTICS_ID: 'G-XYZ123456' }).tags)).toBe('analytics');
    expect(tagSetup(readThirdParties({ PUBLIC_TAG_MANAGER_ID: 'GTM-AB12CD3', PUBLIC_ANALYTICS_ID: 'G-XYZ123456' }).tags)).toBe('tagManager');
  });

  it('asks nothing without tags, not even for a booking calendar, and can set only the language cookie', () => {
    expect(askedCategories('none')).toEqual([]);
    expect(names(cookiesInUse('none'))).toEqual(['lang']);
  });

  it('asks about analytics alone for a GA4 stream: no marketing category and no advertising cookie', () => {
    expect(askedCategories('analytics')).toEqual(['analytics']);
    expect(names(cookiesInUse('analytics'))).toEqual(['lang', 'consent', '_ga', '_ga_']);
  });

  it('asks about analytics and marketing for a tag manager container, whose cookies are all of the table', () => {
    expect(askedCategories('tagManager')).toEqual(['analytics', 'marketing']);
    expect(names(cookiesInUse('tagManager'))).toEqual(names(cookieTable));
  });
});

describe('cookie lifetimes summary', () => {
  it('gives each category present its shortest and longest lifetime, from the same entries as the table', () => {
    expect(lifetimesByCategory(cookiesInUse('none'))).toEqual([
      { category: 'necessary', shortest: { count: 1, unit: 'year' }, longest: { count: 1, unit: 'year' } },
    ]);
    expect(lifetimesByCategory(cookiesInUse('tagManager')).map(({ category }) => category)).toEqual(['necessary', 'analytics', 'marketing']);
    const mixed: CookieEntry[] = [
      { name: 'a', category: 'analytics', provider: 'google', lifetime: { count: 2, unit: 'year' }, purpose: 'ga' },
      { name: 'b', category: 'analytics', provider: 'google', lifetime: { count: 90, unit: 'day' }, purpose: 'ga' },
      { name: 'c', category: 'analytics', provider: 'google', lifetime: { count: 1, unit: 'year' }, purpose: 'ga' },
    ];
    expect(lifetimesByCategory(mixed)).toEqual([
      { category: 'analytics', shortest: { count: 90, unit: 'day' }, longest: { count: 2, unit: 'year' } },
    ]);
  });
});
