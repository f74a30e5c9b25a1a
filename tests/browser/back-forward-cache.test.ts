// Back and Forward between the site's pages. Each page is a document, and the browser keeps the one
// the visitor left in its back/forward cache, so Back shows it at once and as it was left: where it
// was scrolled to, with its upgraded widgets, but with the menu the visitor left it through closed.
// Nothing of a page may keep it out of that cache (an unload listener, a request still open, a lock).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceCookie } from '../../app/consent/choice.ts';
import { launchWithBackForwardCache } from '../../scripts/chromium.ts';
import { siteApp } from '../support/app.ts';
import { hydrateIsland } from '../support/live-site.ts';

let app: Awaited<ReturnType<typeof siteApp>>;
let origin: string;
let browser: Browser;
beforeAll(async () => {
  app = await siteApp({ FORM_RATE_LIMIT: '1000' });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchWithBackForwardCache();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A visitor's tab, with the reasons Chromium gives for every page it did not keep. */
async function visitor(width = 1280): Promise<{ page: Page; notKept: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' });
  await context.addCookies([{ ...choiceCookie({ analytics: false, marketing: false }), url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const notKept: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', ({ notRestoredExplanations }) => notKept.push(...notRestoredExplanations.map((reason) => reason.reason)));
  await cdp.send('Page.enable');
  return { page, notKept };
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { leftHere: true }));
const marked = (page: Page) => page.evaluate(() => 'leftHere' in window);
/** Back, without waiting for a load event: a page from the back/forward cache has none. */
const back = async (page: Page, path: string) => {
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForURL(`**${path}`, { waitUntil: 'commit' });
};

describe('Back to a page of the site', () => {
  it.each(['/en', '/de/pricing', '/de/workflows/architects', '/en/product/ifc-viewer', '/en/imprint'])(
    'shows %s from the back/forward cache, where the visitor left it',
    async (path) => {
      const { page, notKept } = await visitor();
      await page.goto(origin + path);
      await hydrated(page);
      // The visitor reads on: the sections below load their code.
      await page.mouse.move(300, 300);
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      const scrolled = await page.evaluate(() => Math.round(window.scrollY));
      await mark(page);
      await page.evaluate(() => window.location.assign(document.documentElement.lang === 'de' ? '/de/careers' : '/en/careers'));
      await page.waitForURL('**/careers');
      await hydrated(page);

      await back(page, path);
      expect(await marked(page)).toBe(true);
      expect(notKept).toEqual([]);
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
      await page.context().close();
    },
  );

  it('closes the menu the visitor left it through', async () => {
    const { page, notKept } = await visitor();
    await page.goto(`${origin}/en/pricing`);
    await hydrated(page);
    await hydrateIsland(page, 'header');
    const features = page.getByRole('button', { name: 'Features' });
    await features.click();
    await mark(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Document management/ })
      .click();
    await page.waitForURL('**/en/product/dms');
    await hydrated(page);

    await back(page, '/en/pricing');
    expect(await marked(page)).toBe(true);
    expect(notKept).toEqual([]);
    await expect.poll(() => features.getAttribute('aria-expanded')).toBe('false');
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Document management/ })
        .isVisible(),
    ).toBe(false);
    await page.context().close();
  });
});
