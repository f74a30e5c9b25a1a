// A client-side navigation whose page data (React Router's `.data` request) fail, tried in Chromium
// against the real server with the failures injected: a few failures are retried and the page comes
// in place; more, or a client error, and the page comes from the server as a whole document, at the
// part the link pointed to. Never the error screen.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

const dataRequest = /\.data(\?|$)/;
const errorScreen = 'Unexpected Application Error';

/**
 * Opens the English home page, marks its document (a document load forgets the mark), watches for
 * the error screen across documents, and answers the first `failures` data requests with `fail`.
 * Returns the number of data requests made so far.
 */
async function openFailing(failures: number, fail: (route: Route) => Promise<void>): Promise<{ page: Page; dataRequests: () => number }> {
  const page = await site.newPage();
  await page.addInitScript((text) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(text)) sessionStorage.setItem('sawErrorScreen', 'yes');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, errorScreen);
  await open(page, `${site.baseUrl}/en`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  let count = 0;
  await page.route(dataRequest, (route) => (++count <= failures ? fail(route) : route.continue()));
  return { page, dataRequests: () => count };
}

const serviceUnavailable = (route: Route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);
const sawErrorScreen = (page: Page) => page.evaluate(() => sessionStorage.getItem('sawErrorScreen'));

async function followFooterLink(page: Page, name: string, path: string) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

describe('a client navigation whose page data fail', () => {
  it.each([1, 2])('reaches the page in place when the first %i data requests answer 503', async (failures) => {
    const { page, dataRequests } = await openFailing(failures, serviceUnavailable);
    await followFooterLink(page, 'About us', '/en/about-us');
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('Building better, together');
    expect(await marker(page)).toBe(42);
    expect(dataRequests()).toBe(failures + 1);
    expect(await sawErrorScreen(page)).toBeNull();
    await page.close();
  });

  it('reaches the page when the network fails on the first try', async () => {
    const { page, dataRequests } = await openFailing(1, (route) => route.abort('connectionreset'));
    await followFooterLink(page, 'About us', '/en/about-us');
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('Building better, together');
    expect(await marker(page)).toBe(42);
    expect(dataRequests()).toBe(2);
    await page.close();
  });

  it('loads the page as a document when five data requests answer 503, after three tries', async () => {
    const { page, dataRequests } = await openFailing(5, serviceUnavailable);
    const started = Date.now();
    await followFooterLink(page, 'About us', '/en/about-us');
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => marker(page), { timeout: 10_000 }).toBeUndefined();
    expect(await page.locator('h1').textContent()).toBe('Building better, together');
    // Three tries with the schedule's waits between them (0.5 s, then 1 s), then the document.
    expect(dataRequests()).toBe(3);
    expect(Date.now() - started).toBeGreaterThan(1_400);
    expect(await sawErrorScreen(page)).toBeNull();
    // The document works as any: its links navigate in place again.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await followFooterLink(page, 'Careers', '/en/careers');
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await marker(page)).toBe(7);
    await page.close();
  });

  it('opens the document at the part the link pointed to', async () => {
    const { page } = await openFailing(5, serviceUnavailable);
    // The home page's case study teaser links to that study on the case studies page.
    await hydrateSection(page, 'case-study');
    await page.locator('[data-lazy-section="case-study"] a[href="/en/case-studies#baufeld"]').first().click();
    await expect.poll(() => marker(page), { timeout: 10_000 }).toBeUndefined();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/en/case-studies#baufeld');
    const top = await page.locator('#baufeld').evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(200);
    expect(await sawErrorScreen(page)).toBeNull();
    await page.close();
  });

  it('loads the page as a document at once when its data answer 404', async () => {
    const { page, dataRequests } = await openFailing(5, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await followFooterLink(page, 'About us', '/en/about-us');
    await expect.poll(() => marker(page), { timeout: 10_000 }).toBeUndefined();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('h1').textContent()).toBe('Building better, together');
    expect(dataRequests()).toBe(1);
    expect(await sawErrorScreen(page)).toBeNull();
    await page.close();
  });

  it('goes back and forward through failing data too', async () => {
    const { page, dataRequests } = await openFailing(0, serviceUnavailable);
    await followFooterLink(page, 'About us', '/en/about-us');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Building better, together');
    await page.unroute(dataRequest);
    const before = dataRequests();
    let failed = 0;
    await page.route(dataRequest, (route) => (++failed <= 5 ? serviceUnavailable(route) : route.continue()));
    await page.goBack();
    await expect.poll(() => marker(page), { timeout: 10_000 }).toBeUndefined();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(failed).toBe(3);
    expect(before).toBe(1);
    // The document replaced the entry it was loaded for: forward still leads to the about-us page.
    await page.unroute(dataRequest);
    await page.goForward();
    await page.waitForURL('**/en/about-us');
    expect(await sawErrorScreen(page)).toBeNull();
    await page.close();
  });

  it('shows the not-found page in the address’s language for an unknown address in the other language', async () => {
    const { page } = await openFailing(0, serviceUnavailable);
    // No link of the site leads there; a link in a visitor's old bookmark page or a mistyped one in the copy would.
    await page.evaluate(() => window.__reactRouterDataRouter?.navigate('/de/nichts-hier'));
    await page.waitForURL('**/de/nichts-hier');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Seite nicht gefunden');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await sawErrorScreen(page)).toBeNull();
    await page.close();
  });
});
