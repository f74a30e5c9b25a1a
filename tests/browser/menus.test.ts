import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { hydrateIsland, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

/** The page opened and its header hydrated: the menus as the script makes them (every page is built as islands). */
async function openWithHeader(page: Page, url: string) {
  await open(page, url);
  await hydrateIsland(page, 'header');
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe('features mega-menu at 1280 px', () => {
  it('opens by mouse, lets the product picture follow the hovered item and closes on a press outside', async () => {
    const page = await site.newPage(1280);
    await openWithHeader(page, `${site.baseUrl}/en`);
    const button = page.getByRole('button', { name: 'Features' });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    const graphic = panel.locator('[data-menu-feature]');
    expect(await graphic.getAttribute('data-menu-feature')).toBe('generic');

    // The picture is the product's model view in the page's language, loaded now that it shows. Asked
    // of the network, not of resource timing: Chromium leaves a late CSS background's entry out now and then.
    const pictureFile = /view-model-viewer-desktop-en-960\.[0-9a-f]{8}\.avif/;
    const pictureArrives = page.waitForResponse(pictureFile);
    await panel.getByRole('link', { name: /IFC viewer/ }).hover();
    expect(await graphic.getAttribute('data-menu-feature')).toBe('ifcViewer');
    expect(await graphic.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(pictureFile);
    expect((await pictureArrives).status()).toBe(200);
    await page.mouse.move(5, 600);
    await expect.poll(() => graphic.getAttribute('data-menu-feature')).toBe('generic');
    expect(await wcagViolations(page)).toEqual([]);

    await page.mouse.click(5, 600);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
  });

  it('works by keyboard: Enter opens, Tab enters, focus moves the picture, Escape closes and returns focus', async () => {
    const page = await site.newPage(1280);
    await openWithHeader(page, `${site.baseUrl}/de`);
    const button = page.getByRole('button', { name: 'Funktionen' });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('Aufgaben und Mängel');
    expect(await page.locator('[data-menu-feature]').getAttribute('data-menu-feature')).toBe('taskIssue');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('Funktionen');
  });

  it('leads to a feature page', async () => {
    const page = await site.newPage(1280);
    await openWithHeader(page, `${site.baseUrl}/en`);
    await page.getByRole('button', { name: 'Features' }).click();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Document management/ })
      .click();
    await page.waitForURL('**/en/product/dms');
    await page.waitForSelector('html[data-hydrated="true"]');
    // The page is built as islands: its header is the delivered one until the visitor reaches for it, with every menu closed.
    expect(await page.getByRole('banner').locator('details[open], [aria-expanded="true"]').count()).toBe(0);
  });

  it('closes when focus moves out of it', async () => {
    const page = await site.newPage(1280);
    await openWithHeader(page, `${site.baseUrl}/en`);
    const button = page.getByRole('button', { name: 'Features' });
    await button.click();
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).focus();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('leads from the bar to the case studies and the company, in both languages', async () => {
    const page = await site.newPage(1280);
    for (const [lang, names, paths] of [
      ['de', ['Referenzen', 'Preise', 'Unternehmen', 'Blog'], ['/de/referenzen', '/de/pricing', '/de/about-us']],
      ['en', ['Case studies', 'Pricing', 'Company', 'Blog'], ['/en/case-studies', '/en/pricing', '/en/about-us']],
    ] as const) {
      await openWithHeader(page, `${site.baseUrl}/${lang}`);
      const bar = page.getByRole('navigation', { name: lang === 'de' ? 'Hauptnavigation' : 'Main', exact: true });
      const links = bar.locator(':scope > ul > li > a');
      expect(await links.allTextContents()).toEqual(names);
      expect((await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).slice(0, 3)).toEqual(paths);
    }
  });
});

describe('language picker at 1280 px', () => {
  it('opens, lists both languages by their own names and closes with Escape', async () => {
    const page = await site.newPage(1280);
    await openWithHeader(page, `${site.baseUrl}/en/pricing`);
    // Its name holds the visible "EN" (WCAG 2.5.3, label in name).
    const button = page.getByRole('button', { name: 'Language: EN (English)', exact: true });
    await button.click();
    const german = page.getByRole('banner').getByRole('link', { name: 'Deutsch' });
    expect(await german.getAttribute('href')).toBe('/de/pricing');
    expect(await german.getAttribute('lang')).toBe('de');
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await german.isVisible()).toBe(false);
    expect(await focused(page)).toBe('Language: EN (English)');
  });
});

describe('mobile menu at 1024 px', () => {
  it('replaces the desktop navigation', async () => {
    const page = await site.newPage(1024);
    await openWithHeader(page, `${site.baseUrl}/en`);
    expect(await page.getByRole('button', { name: 'Features' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
  });

  it('opens by mouse, expands the features group and navigates', async () => {
    const page = await site.newPage(1024);
    await openWithHeader(page, `${site.baseUrl}/en`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    for (const name of [
      'Case studies',
      'Pricing',
      'About us',
      'Blog',
      'Help centre',
      'Careers',
      'Imprint',
      'Privacy notice',
      'Terms and conditions (PDF)',
    ]) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await menu.getByRole('link', { name: /LinkedIn/ }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'DE' }).getAttribute('href')).toBe('/de');

    const group = menu.getByRole('button', { name: 'Features' });
    expect(await menu.getByRole('link', { name: 'IFC viewer' }).isVisible()).toBe(false);
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    expect(await wcagViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'IFC viewer' }).click();
    await page.waitForURL('**/en/product/ifc-viewer');
    await page.waitForSelector('html[data-hydrated="true"]');
    // A new document built as islands: its header is the delivered one, with every menu closed.
    expect(await page.getByRole('banner').locator('details[open], [aria-expanded="true"]').count()).toBe(0);
  });

  it('works by keyboard and closes with Escape, returning focus', async () => {
    const page = await site.newPage(1024);
    await openWithHeader(page, `${site.baseUrl}/de`);
    const button = page.getByRole('button', { name: 'Menü', exact: true });
    await button.focus();
    await page.keyboard.press('Space');
    // The sheet is modal: focus starts on its close button, and the page behind (the button with it) is inert.
    expect(await focused(page)).toBe('Menü schließen');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Funktionen');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Aufgaben und Mängel');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('covers the page, which stays put behind it, and closes by its close button', async () => {
    const page = await site.newPage(1024);
    await openWithHeader(page, `${site.baseUrl}/en`);
    await page.evaluate(() => window.scrollTo(0, 600));
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    // The whole width but for the scrollbar's gutter, which the open sheet keeps so nothing behind moves sideways.
    const sheet = page.locator('header dialog[open]');
    expect(await sheet.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThanOrEqual(1024 - 16);
    // Sections hydrating near the viewport may have moved the page before the sheet opened; from then on it stays.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await frames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('mobile menu at 375 px', () => {
  it('has no axe violations when open', async () => {
    const page = await site.newPage(375, 800);
    await openWithHeader(page, `${site.baseUrl}/de`);
    await page.getByRole('button', { name: 'Menü' }).click();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

describe('navigation without JavaScript', () => {
  it('opens the menu at 375 px, expands a group and follows a link', async () => {
    const page = await site.newPage(375, 800, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/de/pricing`);
    const menu = page.locator('header summary', { hasText: 'Menü' });
    expect(await menu.isVisible()).toBe(true);
    // The control looks as it will once the script runs: its icon keeps its 24 px.
    expect((await menu.locator('svg').boundingBox())?.width).toBe(24);
    const panel = page.getByRole('navigation', { name: 'Seitenmenü' });
    expect(await panel.isVisible()).toBe(false);

    await menu.click();
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Karriere', exact: true }).isVisible()).toBe(true);
    const ifc = panel.getByRole('link', { name: 'IFC-Viewer', exact: true });
    expect(await ifc.isVisible()).toBe(false);
    await panel.locator('summary', { hasText: 'Funktionen' }).click();
    expect(await ifc.isVisible()).toBe(true);

    await ifc.click();
    await page.waitForURL('**/de/product/ifc-viewer');
    expect(await page.locator('h1').textContent()).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });

  it('opens the features menu and the language picker at 1280 px', async () => {
    const page = await site.newPage(1280, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/en`);
    await page.getByRole('navigation', { name: 'Main', exact: true }).locator('summary', { hasText: 'Features' }).click();
    const documents = page.getByRole('banner').getByRole('link', { name: /Document management/ });
    expect(await documents.isVisible()).toBe(true);
    await page.getByRole('banner').locator('summary', { hasText: 'Language: EN' }).click();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('/de');
    await documents.click();
    await page.waitForURL('**/en/product/dms');
  });
});

describe('menus before and after the script runs', () => {
  it('are native disclosures in the HTML and buttons with aria-expanded once hydrated, keeping a panel the visitor opened', async () => {
    const page = await site.newPage(375, 800);
    // Hold the scripts back until the menu is open, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.baseUrl}/de`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('header button[aria-expanded]').count()).toBe(0);
    await page.locator('header summary', { hasText: 'Menü' }).click();
    release();
    await page.waitForSelector('[data-island="header"][data-island-state="hydrated"]');
    const button = page.getByRole('button', { name: 'Menü', exact: true });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('header details').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Seitenmenü' }).isVisible()).toBe(true);
  });
});
