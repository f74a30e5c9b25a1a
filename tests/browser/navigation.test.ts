import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderPaths } from '../../app/shared/pages.ts';
import { classNameTable } from '../../scripts/short-class-names.ts';
import { type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

/** Sets a mark on the document shown; a new document forgets it. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 42);

describe('moving between pages', () => {
  it('loads the next page as a document of its own, with its title, canonical link and own CSS', async () => {
    const page = await site.newPage();
    // The imprint has no form band; the DMS page has, in its inlined CSS or in the sheet of its own it
    // links where only its first screen's CSS is inline.
    const bandClass = classNameTable().scoped.get('app/components/sections/FormSection.module.css:band');
    const bandRule = new RegExp(`\\.${bandClass}\\{[^}]*background`);
    const withOwnSheet = async (path: string) => {
      const html = await (await fetch(site.baseUrl + path)).text();
      const sheet = /<link rel="stylesheet" href="(\/assets\/page-[\w-]+\.css)"/.exec(html)?.[1];
      return html + (sheet ? await (await fetch(site.baseUrl + sheet)).text() : '');
    };
    expect(await withOwnSheet('/en/product/dms')).toMatch(bandRule);
    expect(await withOwnSheet('/en/imprint')).not.toMatch(bandRule);

    await open(page, `${site.baseUrl}/en/imprint`);
    await mark(page);
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Document management' }).click();
    await page.waitForURL('**/en/product/dms');
    expect(await marked(page)).toBe(false);
    expect(documents).toEqual(['/en/product/dms']);
    expect(await page.title()).toBe('Document management for construction projects | Lotrecht');
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe('https://www.lotrecht.example/en/product/dms');
    // Styled by the page's own CSS: no stylesheet but its own is linked or asked for.
    const band = page.locator('main section', { has: page.locator('form') });
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const sheet of sheets) expect(sheet).toMatch(/^\/assets\/(page|sections)-[\w-]+\.css$/);
    await page.close();
  });

  it('fetches the page a link points to while the visitor hovers it, under the page’s CSP, and uses it on the click', async () => {
    const page = await site.newPage();
    const violations: string[] = [];
    page.on('console', (message) => /Content.Security.Policy|speculation/i.test(message.text()) && violations.push(message.text()));
    const cdp = await page.context().newCDPSession(page);
    const statuses: string[] = [];
    const ruleSets: (string | undefined)[] = [];
    cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet.errorType));
    cdp.on('Preload.prefetchStatusUpdated', (event) => statuses.push(`${new URL(event.key.url).pathname} ${event.prefetchStatus ?? event.status}`));
    await cdp.send('Preload.enable');
    await open(page, `${site.baseUrl}/en/imprint`);
    expect(ruleSets).toEqual([undefined]);

    const pricing = page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true });
    await pricing.hover();
    await expect.poll(() => statuses).toContain('/en/pricing PrefetchSuccessfulButNotUsed');
    await pricing.click();
    await page.waitForURL('**/en/pricing');
    await expect.poll(() => statuses).toContain('/en/pricing PrefetchResponseUsed');
    expect(violations).toEqual([]);
    await page.close();
  });

  it('marks the links to the page shown as the current page, and none on the not-found page', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/en/pricing`);
    const current = page.locator('a[aria-current="page"]');
    expect(await current.evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))])).toEqual(['/en/pricing']);
    expect(await page.getByRole('banner').locator('a[aria-current="page"]').count()).toBeGreaterThan(0);
    await open(page, `${site.baseUrl}/en/no-such-page`);
    expect(await current.count()).toBe(0);
    await page.close();
  });
});

describe('styles of the sections below the first screen', () => {
  const sections = '[data-lazy-section]';
  const firstSectionVisibility = (page: Page) =>
    page
      .locator(sections)
      .first()
      .evaluate((el) => getComputedStyle(el).visibility);
  /**
   * The first page (in prerender order) whose sections' CSS the build linked. Which pages need the
   * link depends on their size, so copy edits move them; the build's summary names the others.
   */
  let linkedPage: string;
  /** The first page with lazily loaded sections whose CSS the build wrote into the page whole. */
  let inlinePage: string;
  beforeAll(async () => {
    for (const path of prerenderPaths()) {
      const { body } = await site.app.inject({ url: path });
      if (/<noscript data-after-paint=""><link rel="stylesheet" href="\/assets\/sections-[0-9a-f]{12}\.css"/.test(body)) linkedPage ??= path;
      else if (!body.includes('<link rel="stylesheet"') && body.includes('data-lazy-section=')) inlinePage ??= path;
    }
    if (!linkedPage) throw new Error("no page links its sections' stylesheet");
    if (!inlinePage) throw new Error('no page with lazily loaded sections has all its CSS inline');
  });

  it('come as one stylesheet at the end of the page and show the sections styled once it applies', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, site.baseUrl + linkedPage);
    const href = await page.locator('body > link[rel="stylesheet"]').getAttribute('href');
    expect(href).toMatch(/^\/assets\/sections-[0-9a-f]{12}\.css$/);
    const css = await (await page.request.get(site.baseUrl + href)).text();
    expect(css.startsWith('[data-lazy-section]{visibility:visible;animation:none}')).toBe(true);
    // Not also written into the page: its rules are not in the inlined CSS.
    const rule = css.split('\n')[1]!.split('}')[0]!;
    expect(rule.length).toBeGreaterThan(20);
    expect(await page.locator('head style').textContent()).not.toContain(rule);
    await expect.poll(() => firstSectionVisibility(page)).toBe('visible');
    await page.close();
  });

  it('are asked for only after the first paint, and at once on a reload, which restores a place among them', async () => {
    const page = await site.newPage(412, 823);
    const asked = () =>
      page.evaluate(() => {
        const sheet = performance.getEntriesByType('resource').find((entry) => /\/assets\/sections-/.test(entry.name));
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { sheet: sheet?.startTime, paint: paint?.startTime, load: navigation.loadEventStart };
      });
    await open(page, site.baseUrl + linkedPage);
    await expect.poll(async () => (await asked()).sheet).toBeGreaterThan(0);
    const first = await asked();
    expect(first.sheet).toBeGreaterThan(first.paint!);
    // Down among the sections, then a reload: the browser restores the place before the load event,
    // so the sections are styled (laid out at their size) by then.
    const last = page.locator(sections).last();
    await last.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => scrollY);
    await page.reload({ waitUntil: 'load' });
    const reloaded = await asked();
    expect(reloaded.sheet).toBeLessThan(reloaded.load);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(place * 0.9);
    await page.close();
  });

  it('are linked by the parser without scripting', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    await page.goto(site.baseUrl + linkedPage);
    await expect.poll(() => firstSectionVisibility(page)).toBe('visible');
    const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href).filter(Boolean));
    expect(sheets.some((href) => /\/assets\/sections-[0-9a-f]{12}\.css$/.test(href!))).toBe(true);
    await page.close();
  });

  it('are written into a page that still fits the first round trip with them, which then requests no stylesheet', async () => {
    // Without the script, which would add each section chunk's own stylesheet when it hydrates them.
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    const requested: string[] = [];
    page.on('request', (request) => request.resourceType() === 'stylesheet' && requested.push(request.url()));
    await page.goto(site.baseUrl + inlinePage);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(requested).toEqual([]);
    expect(await page.locator(sections).count()).toBeGreaterThan(0);
    // Nothing hides them: the guard that waits for a stylesheet is not in the page.
    for (const section of await page.locator(sections).all()) {
      expect(await section.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    }
    expect(await page.locator('head style').textContent()).not.toContain('visibility:hidden;animation:sections-css-late');
    await page.close();
  });

  it('still show, unstyled, three seconds after the stylesheet failed to arrive', async () => {
    const page = await site.newPage(1440, 900);
    await page.route('**/assets/sections-*.css', (route) => route.abort());
    await page.goto(site.baseUrl + linkedPage);
    expect(await firstSectionVisibility(page)).toBe('hidden');
    await expect.poll(() => firstSectionVisibility(page), { timeout: 5000 }).toBe('visible');
    await page.close();
  });
});

describe('in-page links', () => {
  // A fragment navigation made React Router render the page again, and React then emptied every
  // lazily loaded section that had not hydrated yet: the page shrank to its first screen.
  const textOfSections = (page: import('playwright-core').Page) =>
    page.locator('[data-lazy-section]').evaluateAll((sections) => sections.map((section) => section.textContent?.length ?? 0));

  it("keep the home page's sections when the hero's link to the form is followed before they loaded", async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/en`);
    const before = await textOfSections(page);
    expect(before.every((length) => length > 0)).toBe(true);
    await page.locator('main a[href="#contact"]').first().click();
    await page.waitForSelector('[data-lazy-section="contact"][data-hydrated="true"], form#contact');
    expect(page.url()).toMatch(/#contact$/);
    expect(await textOfSections(page)).toEqual(before);
    expect(await page.locator('form#contact').isVisible()).toBe(true);
    await page.close();
  });

  it('keep them when the skip link is used, and move focus to the main content', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/de/product/task-and-issue-management`);
    const before = await textOfSections(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await textOfSections(page)).toEqual(before);
    await page.close();
  });
});

describe('language switch', () => {
  it('opens the same page in the other language, replaces the history entry and stores the choice', async () => {
    const page = await site.newPage();
    await open(page, `${site.baseUrl}/de`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preise' }).click();
    await page.waitForURL('**/de/pricing');
    const historyBefore = await page.evaluate(() => history.length);

    const english = page.getByRole('contentinfo').getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toBe('/en/pricing');
    await english.click();
    await page.waitForURL('**/en/pricing');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe('One application instead of three');
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // Back leads to the page before the switched one, not to its German twin.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/de');
  });

  it('highlights the active language in the brand yellow', async () => {
    const page = await site.newPage();
    await open(page, `${site.baseUrl}/en/careers`);
    const active = page.getByRole('contentinfo').locator('a[aria-current="true"]');
    expect(await active.textContent()).toBe('English');
    expect(await active.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 190, 40)');
  });

  it('makes the server send the stored language next time', async () => {
    const page = await site.newPage();
    await open(page, `${site.baseUrl}/de/imprint`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/imprint');
    const response = await page.goto(`${site.baseUrl}/careers`);
    expect(new URL(page.url()).pathname).toBe('/en/careers');
    expect(response?.status()).toBe(200);
  });
});

describe('scroll positions', () => {
  // Every page is a document of its own, built as islands: no script keeps the place, the browser does.
  it.each(['/en/about-us', '/de/pricing'])('are the browser’s own on %s: the place comes back after a reload and after Back', async (path) => {
    const page = await site.newPage(412, 823);
    await open(page, `${site.baseUrl}${path}`);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(300);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    await page.evaluate(() => window.location.assign('/en/careers'));
    await page.waitForURL('**/en/careers');
    await page.goBack();
    await page.waitForURL(`**${path}`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  });
});

describe('not-found page', () => {
  it('answers 404 with the localized page, header, footer and a link home', async () => {
    const page = await site.newPage();
    const response = await open(page, `${site.baseUrl}/en/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
  });

  it('gives a path without a language one in the browser too, without an extra history entry', async () => {
    const page = await site.newPage();
    await open(page, `${site.baseUrl}/de/pricing`);
    const before = await page.evaluate(() => history.length);
    // What a link to "/careers" does: the server's redirect gives it the visitor's language.
    await page.evaluate(() => window.location.assign('/careers?ref=test'));
    await page.waitForURL('**/de/careers?ref=test');
    expect(await page.locator('h1').textContent()).toBe('Entwickeln Sie mit uns Software fürs Bauen');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await page.waitForURL('**/de/pricing');
  });
});
