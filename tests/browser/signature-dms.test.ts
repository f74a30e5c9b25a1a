// The DMS page's signature piece in the browser: the parapet detail on its way through its statuses.
// Complete in the HTML and without JavaScript, its code loaded only after the visitor's first input,
// then moved by keyboard, pointer and touch with its status announced politely, without axe
// violations in any status, keeping its size on the upgrade; and its HTML stays when its code fails.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceCookie } from '../../app/consent/choice.ts';
import de from '../../locales/de/dms.json';
import en from '../../locales/en/dms.json';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { collectErrors, type LiveSite, liveSite, open, openWatchingScripts, reachLazySection } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

const id = 'document-status';
const selector = `[data-lazy-section="${id}"]`;
const chunk = /island-document-status\.island-/;
const copy = de.status.piece;
const statusNames = Object.values(copy.statuses);

/** Lays out what `content-visibility: auto` would skip far from the viewport, so a height measured is the real one. */
async function layOutEverything(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

const height = (section: Locator) => section.evaluate((element) => element.getBoundingClientRect().height);
/** The polite live region's words, as a screen reader reads them out. */
const statusLine = async (section: Locator) => (await section.locator('output[aria-live="polite"]').innerText()).replace(/\s+/g, ' ');
const selectedTab = (section: Locator) => section.getByRole('tab', { selected: true }).innerText();

describe('document status on /de/product/dms', () => {
  it("loads its code at the visitor's first input, and has no axe violations before and in every status", async () => {
    const { page, scripts } = await openWatchingScripts(site, '/de/product/dms');
    expect(scripts.filter((url) => chunk.test(url))).toEqual([]);
    expect(await wcagViolations(page, selector)).toEqual([]);
    const section = await reachLazySection(page, id);
    expect(scripts.filter((url) => chunk.test(url))).toHaveLength(1);
    const tabs = section.getByRole('tab');
    expect(await tabs.count()).toBe(4);
    for (let index = 0; index < 4; index++) {
      await tabs.nth(index).click();
      expect(await tabs.nth(index).getAttribute('aria-selected')).toBe('true');
      expect(await wcagViolations(page, selector), statusNames[index]).toEqual([]);
    }
    await page.close();
  });

  it('moves the document by the arrow keys, Home and End, its status line announced politely', async () => {
    const { page } = await openWatchingScripts(site, '/de/product/dms');
    const section = await reachLazySection(page, id);
    const tabs = section.getByRole('tab');
    expect(await statusLine(section)).toContain('In Bearbeitung');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(section)).toContain('Geteilt');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Geteilt');
    expect(await statusLine(section)).toBe('Status: Geteilt seit 14.10.2026, 11:40, gesetzt von Marie Keßler');
    expect(await section.getByRole('tabpanel').innerText()).toContain('Selin Yılmaz');
    await page.keyboard.press('End');
    expect(await statusLine(section)).toContain('Archiviert');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(section)).toContain('In Bearbeitung');
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab(section)).toContain('Archiviert');
    await page.keyboard.press('Home');
    expect(await selectedTab(section)).toContain('In Bearbeitung');
    // The selected status is the only tab stop: Tab leaves the track for its panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    await page.close();
  });

  it('moves the document by a click, one panel shown, and keeps its height whatever the status, on a phone too', async () => {
    const { page } = await openWatchingScripts(site, '/de/product/dms');
    const section = await reachLazySection(page, id);
    await section.getByRole('tab', { name: /Veröffentlicht/ }).click();
    expect(await statusLine(section)).toContain('Veröffentlicht');
    expect(await section.innerText()).toContain('Sichtbar für: alle Projektbeteiligten');
    const panel = section.getByRole('tabpanel');
    expect(await panel.count()).toBe(1);
    expect(await panel.getByRole('heading', { level: 4 }).innerText()).toBe('Veröffentlicht');
    expect(await panel.innerText()).toContain('Paul Weber');
    for (const width of [1280, 768, 375, 320]) {
      await page.setViewportSize({ width, height: 900 });
      const heights = [];
      for (const name of statusNames) {
        await section.getByRole('tab', { name: new RegExp(name) }).click();
        heights.push(Math.round(await height(section)));
      }
      expect(new Set(heights).size, `${width} px: ${heights.join(', ')}`).toBe(1);
    }
    await page.close();
  });

  it('moves the document by touch', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, locale: 'de-DE' });
    await context.addCookies([{ ...choiceCookie({ analytics: false, marketing: false }), url: site.baseUrl }]);
    const page = await context.newPage();
    await open(page, `${site.baseUrl}/en/product/dms`);
    const section = page.locator(selector);
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.touchscreen.tap(20, 400);
    await page.waitForSelector(`${selector}[data-hydrated="true"]`);
    const tab = section.getByRole('tab', { name: new RegExp(en.status.piece.statuses.shared) });
    await tab.tap();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(await statusLine(section)).toBe('Status: Shared since 14 Oct 2026, 11:40, set by Marie Keßler');
    expect(await section.getByRole('tabpanel').innerText()).toContain(en.status.piece.steps.shared.comment);
    await context.close();
  });

  it.each([375, 1440, 1920])('keeps its size on the upgrade at %i px, and does not scroll the page sideways', async (width) => {
    const { page } = await openWatchingScripts(site, '/de/product/dms', width);
    await layOutEverything(page);
    const section = page.locator(selector);
    expect(await section.getAttribute('data-hydrated')).toBeNull();
    const before = await height(section);
    await reachLazySection(page, id);
    const after = await height(section);
    expect(Math.abs(after - before), `${before} → ${after}`).toBeLessThanOrEqual(before * 0.01);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.close();
  });
});

describe('document status without JavaScript', () => {
  it('shows every status of the document in order, each panel reached from the track', async () => {
    const page = await site.newPage(375, 800, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/de/product/dms`);
    const section = page.locator(selector);
    expect(await section.getByRole('tab').count()).toBe(0);
    const links = section.getByRole('list', { name: copy.trackLabel }).getByRole('link');
    // Far below the first screen the band's rendering is skipped (content-visibility): its text, not its rendered text.
    expect(await links.allTextContents()).toEqual(statusNames.map((name) => expect.stringContaining(name)));
    const headings = await section.locator('h4').allTextContents();
    expect(headings).toEqual(statusNames);
    const text = await section.textContent();
    for (const step of Object.values(copy.steps)) {
      expect(text).toContain(step.comment);
      for (const entry of step.audit) expect(text).toContain(entry);
    }
    // The panels' row scrolls sideways, the page does not; the track's third link brings its panel in.
    const row = section.getByRole('group', { name: copy.panelsLabel });
    await row.scrollIntoViewIfNeeded();
    expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
    await links.nth(2).click();
    await expect.poll(() => row.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.close();
  });

  it('keeps its content when its code fails to load', async () => {
    const page = await site.newPage(1280, 900);
    const errors = collectErrors(page);
    await page.route(chunk, (route) => route.fulfill({ status: 503, body: '' }));
    await open(page, `${site.baseUrl}/de/product/dms`);
    const section = page.locator(selector);
    // Its text, not its rendered text: before any input the band below the hero may not be laid out yet.
    const before = await section.textContent();
    await page.mouse.move(200, 600);
    await page.mouse.wheel(0, 400);
    // The loader tries six times, 350 ms doubling between tries, about 11 s in all.
    await expect.poll(() => errors.some((error) => error.includes(`island "document-status" did not load`)), { timeout: 30_000 }).toBe(true);
    expect(before).toContain(copy.steps.released.comment);
    expect(await section.textContent()).toBe(before);
    expect(await section.getByRole('link').count()).toBe(4);
    expect(await section.getByRole('tab').count()).toBe(0);
    await page.close();
  });
});
