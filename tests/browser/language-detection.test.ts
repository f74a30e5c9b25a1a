// The language an address without one gets (spec section 7: query, cookie, local storage, session
// storage, browser languages, html tag), and what the browser keeps in local storage. Every page is
// a document, so the server's redirect decides, from the query, the cookie and the browser's
// languages; each page writes a choice kept only in the browser's storage into the cookie
// (app/lib/detect-language.ts), so the order holds for the visitor.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

/**
 * What a link to an address does. The navigation starts after the evaluation has answered: started
 * inside it, it can destroy the context before the answer comes back, and Playwright then throws.
 */
const navigate = (page: Page, to: string) =>
  page.evaluate((target) => {
    setTimeout(() => window.location.assign(target));
  }, to);

const stored = (page: Page) =>
  page.evaluate(() => ({ local: localStorage.getItem('i18nextLng'), session: sessionStorage.getItem('i18nextLng'), cookie: document.cookie }));

/**
 * A visitor whose browser is German, on a page (German unless given), with the storage given as an
 * earlier visit left it: set, then the page opened again.
 */
async function visitor(storage: { local?: string; session?: string; cookie?: string }, start = '/de/pricing') {
  const page = await site.newPage();
  await open(page, site.baseUrl + start);
  await page.evaluate(({ local, session, cookie }) => {
    if (local) localStorage.setItem('i18nextLng', local);
    if (session) sessionStorage.setItem('i18nextLng', session);
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets what the language switch would have set
    if (cookie) document.cookie = `lang=${cookie}; Path=/`;
  }, storage);
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

describe('language detection in the browser', () => {
  it('takes session storage over the browser’s languages, and keeps the result in local storage', async () => {
    const page = await visitor({ session: 'en' });
    await navigate(page, '/about-us');
    await page.waitForURL('**/en/about-us');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('h1').textContent()).toBe('Building better, together');
    expect(await stored(page)).toMatchObject({ local: 'en', session: 'en' });
  });

  it('takes local storage over session storage, on an address whose language is unknown (the not-found page)', async () => {
    // Session storage and the browser say German; the html tag, last in order, cannot decide it.
    const page = await visitor({ local: 'en', session: 'de' }, '/en/pricing');
    await navigate(page, '/fr/preise');
    await page.waitForURL('**/en/fr/preise');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await stored(page)).toMatchObject({ local: 'en' });
  });

  it('takes the cookie over local storage and copies it there', async () => {
    const page = await visitor({ cookie: 'de', local: 'en' });
    await navigate(page, '/about-us');
    await page.waitForURL('**/de/about-us');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await stored(page)).toMatchObject({ local: 'de' });
  });

  it('follows the browser’s languages without storing anything when nothing was chosen', async () => {
    const page = await visitor({});
    await navigate(page, '/about-us');
    await page.waitForURL('**/de/about-us');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await stored(page)).toEqual({ local: null, session: null, cookie: expect.not.stringContaining('lang=') });
  });

  it('takes ?lng= over everything, remembers it as the switch does and drops it from the address', async () => {
    const page = await visitor({ cookie: 'de', local: 'de' });
    await navigate(page, '/de/referenzen?lng=en&ref=mail');
    await page.waitForURL('**/en/case-studies?ref=mail');
    await page.waitForSelector('html[data-hydrated="true"]');
    const after = await stored(page);
    expect(after.local).toBe('en');
    expect(after.cookie).toContain('lang=en');
  });

  it('keeps the language switch’s choice in local storage too', async () => {
    const page = await visitor({});
    await page.getByRole('contentinfo').locator('a[hreflang="en"]').click();
    await page.waitForURL('**/en/pricing');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await stored(page)).toMatchObject({ local: 'en' });
    expect((await stored(page)).cookie).toContain('lang=en');
  });
});
