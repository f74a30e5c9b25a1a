// The language the browser gives an address that has none (spec section 7: query, cookie, local
// storage, session storage, browser languages, html tag), and what it keeps in local storage.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

/** What a client-side link to an address does: a navigation without a document request. */
const navigate = (page: Page, to: string) =>
  page.evaluate(
    (target) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }).__reactRouterDataRouter.navigate(target),
    to,
  );

const stored = (page: Page) =>
  page.evaluate(() => ({ local: localStorage.getItem('i18nextLng'), session: sessionStorage.getItem('i18nextLng'), cookie: document.cookie }));

/** A visitor whose browser is German, on a page (German unless given), with the storage given. */
async function visitor(storage: { local?: string; session?: string; cookie?: string }, start = '/de/pricing') {
  const page = await site.newPage();
  await open(page, site.baseUrl + start);
  await page.evaluate(({ local, session, cookie }) => {
    if (local) localStorage.setItem('i18nextLng', local);
    if (session) sessionStorage.setItem('i18nextLng', session);
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets what the language switch would have set
    if (cookie) document.cookie = `lang=${cookie}; Path=/`;
  }, storage);
  return page;
}

describe('language detection in the browser', () => {
  it('takes session storage over the browser’s languages, and keeps the result in local storage', async () => {
    const page = await visitor({ session: 'en' });
    await navigate(page, '/about-us');
    await page.waitForURL('**/en/about-us');
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Building better, together');
    expect(await stored(page)).toMatchObject({ local: 'en', session: 'en' });
  });

  it('takes local storage over session storage, on an address whose language is unknown (the not-found page)', async () => {
    // From an English page: a client-side change of language to a not-found address fails today (the
    // layout's data for it is not prerendered), which is the routing's matter, not the detection's.
    // Session storage and the browser say German; the html tag, last in order, cannot decide it.
    const page = await visitor({ local: 'en', session: 'de' }, '/en/pricing');
    await navigate(page, '/fr/preise');
    await page.waitForURL('**/en/fr/preise');
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Page not found');
    expect(await stored(page)).toMatchObject({ local: 'en' });
  });

  it('takes the cookie over local storage and copies it there', async () => {
    const page = await visitor({ cookie: 'de', local: 'en' });
    await navigate(page, '/about-us');
    await page.waitForURL('**/de/about-us');
    expect(await stored(page)).toMatchObject({ local: 'de' });
  });

  it('follows the browser’s languages without storing anything when nothing was chosen', async () => {
    const page = await visitor({});
    await navigate(page, '/about-us');
    await page.waitForURL('**/de/about-us');
    expect(await stored(page)).toEqual({ local: null, session: null, cookie: expect.not.stringContaining('lang=') });
  });

  it('takes ?lng= over everything, remembers it as the switch does and drops it from the address', async () => {
    const page = await visitor({ cookie: 'de', local: 'de' });
    await navigate(page, '/de/referenzen?lng=en&ref=mail');
    await page.waitForURL('**/en/case-studies?ref=mail');
    const after = await stored(page);
    expect(after.local).toBe('en');
    expect(after.cookie).toContain('lang=en');
  });

  it('keeps the language switch’s choice in local storage too', async () => {
    const page = await visitor({});
    await page.getByRole('contentinfo').locator('a[hreflang="en"]').click();
    await page.waitForURL('**/en/pricing');
    expect(await stored(page)).toMatchObject({ local: 'en' });
    expect((await stored(page)).cookie).toContain('lang=en');
  });
});
