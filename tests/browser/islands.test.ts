// Every page is built as islands. In Chromium against the real server: before
// the visitor does anything it loads the island loader and nothing of React; each island loads and
// hydrates at its trigger and then works as on any page; one whose code does not load stays as the
// page delivered it; the parts no island covers (the footer's language links) work from the loader.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderPaths } from '../../app/shared/pages.ts';
import { holdScripts } from '../support/hold-scripts.ts';
import { collectErrors, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

const path = '/en/imprint';
const scriptsOf = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname.replace('/assets/', '')));
  return scripts;
};
const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);
/** Every prerendered address, the not-found pages included. */
const islandPaths = prerenderPaths();
const beforeInput = /^island-(react|runtime)-|^island-[\w-]+\.island-|^(entry\.client|manifest|root|framework)-/;

describe('a page built as islands', () => {
  it('loads only the island loader before the first input: no React, no island, within 30 KB gzip', async () => {
    const page = await site.newPage();
    const scripts = scriptsOf(page);
    await open(page, site.baseUrl + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(scripts.some((name) => /^islands-[\w-]+\.js$/.test(name))).toBe(true);
    expect(scripts.filter((name) => /^island-(react|runtime|header|newsletter)[.-]/.test(name))).toEqual([]);
    expect(scripts.filter((name) => /^(entry\.client|manifest|root|framework)-/.test(name))).toEqual([]);
    let bytes = 0;
    for (const name of scripts) {
      const reply = await page.request.get(`${site.baseUrl}/assets/${name}`, { headers: { 'accept-encoding': 'gzip' } });
      bytes += (await reply.body()).length;
    }
    expect(bytes).toBeLessThan(30 * 1024);
    expect(await island(page, 'header').getAttribute('data-island-state')).toBeNull();
    await page.close();
  });

  it('loads no React and no island before the first input on any page, but a live island’s own code', async () => {
    expect(islandPaths.length).toBeGreaterThan(15);
    const page = await site.newPage();
    const scripts = scriptsOf(page);
    for (const address of islandPaths) {
      scripts.length = 0;
      await open(page, site.baseUrl + address);
      await page.waitForLoadState('networkidle');
      expect(`${address}: ${scripts.join(' ')}`).toMatch(/islands-[\w-]+\.js/);
      // A live island (the consent dialog while it asks) acts without input: its own code, and React for it, may come.
      const live = await page
        .locator('[data-island-trigger="live"]')
        .evaluateAll((found) => found.map((element) => (element as HTMLElement).dataset.island));
      const itsOwn = (name: string) =>
        live.length > 0 && (/^island-(react|runtime)-/.test(name) || live.some((island) => name.startsWith(`island-${island}.island-`)));
      expect(`${address}: ${scripts.filter((name) => beforeInput.test(name) && !itsOwn(name)).join(' ')}`).toBe(`${address}: `);
      expect(await page.locator('[data-island][data-island-state]:not([data-island-trigger="live"])').count(), address).toBe(0);
    }
    await page.close();
  });

  it('hydrates the contact form at the first focus in it, which then checks the fields before sending', async () => {
    const page = await site.newPage(1280, 900);
    const errors = collectErrors(page);
    const scripts = scriptsOf(page);
    await open(page, `${site.baseUrl}/en/about-us`);
    const form = island(page, 'contact-form');
    await form.getByLabel('Email', { exact: false }).focus();
    await expect.poll(() => form.getAttribute('data-island-state')).toBe('hydrated');
    expect(scripts.some((name) => name.startsWith('island-contact-form.island-'))).toBe(true);
    await form.getByLabel('Email', { exact: false }).fill('not-an-address');
    await form.getByRole('button').click();
    await expect.poll(() => form.getByText('Please enter a valid email address', { exact: false }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/en/about-us');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates the header at the first pointer over it; its menu then works as a WAI-ARIA disclosure, without a console error', async () => {
    const page = await site.newPage(1280, 900);
    const errors = collectErrors(page);
    const scripts = scriptsOf(page);
    await open(page, site.baseUrl + path);
    await page.getByRole('banner').locator('nav').first().hover();
    await expect.poll(() => island(page, 'header').getAttribute('data-island-state')).toBe('hydrated');
    expect(scripts.some((name) => name.startsWith('island-header.island-'))).toBe(true);
    expect(scripts.some((name) => name.startsWith('island-react-'))).toBe(true);
    const features = page.getByRole('button', { name: 'Features' });
    await features.click();
    expect(await features.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await features.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Features');
    // The newsletter form below has not been near the viewport: its code has not come.
    expect(scripts.some((name) => name.startsWith('island-newsletter'))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a menu opened before the code came open once the header hydrates', async () => {
    const page = await site.newPage(1280, 900);
    await page.route(/\/assets\/island-header\.island-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await open(page, site.baseUrl + path);
    // The native menu: a <details> whose summary opens it before any script of it runs.
    await page.getByRole('banner').locator('summary', { hasText: 'Features' }).first().click();
    expect(await page.getByRole('banner').locator('details[open]').count()).toBe(1);
    await expect.poll(() => island(page, 'header').getAttribute('data-island-state')).toBe('hydrated');
    expect(await page.getByRole('button', { name: 'Features' }).getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });

  it('loads none of the viewer’s stage before input, and opens the sample pressed before its code came once it has', async () => {
    const page = await site.newPage(1280, 900);
    const errors = collectErrors(page);
    const scripts = scriptsOf(page);
    const hold = await holdScripts(page, /^island-viewer-stage\.island-/);
    await open(page, `${site.baseUrl}/en/product/ifc-viewer`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((name) => beforeInput.test(name))).toEqual([]);
    const stage = island(page, 'viewer-stage');
    // The button works from the first paint: pressed before the code, it is held, not lost.
    await stage.getByRole('button', { name: 'Try it in your browser' }).click();
    await expect.poll(() => hold.held().length).toBeGreaterThan(0);
    expect(await page.locator('#try-it [role="status"]').count()).toBe(0);
    hold.release();
    await expect.poll(() => stage.getAttribute('data-island-state')).toBe('hydrated');
    await expect.poll(() => scripts.some((name) => name.startsWith('island-ViewerApp-'))).toBe(true);
    await page.waitForFunction(() => performance.getEntriesByName('ifc-viewer:first-frame').length === 1, null, { timeout: 60_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a model chosen in the file dialog before the stage’s code came, once it has', async () => {
    const page = await site.newPage(1280, 900);
    const hold = await holdScripts(page, /^island-viewer-stage\.island-/);
    await open(page, `${site.baseUrl}/en/product/ifc-viewer`);
    const stage = island(page, 'viewer-stage');
    // The pointer that reaches for the button asks for the code; the browser's own dialog opens meanwhile.
    await stage.locator('input[type="file"]').dispatchEvent('pointerover');
    await expect.poll(() => hold.held().length).toBeGreaterThan(0);
    await stage.locator('input[type="file"]').setInputFiles('public/models/office-structure.ifc');
    hold.release();
    await expect.poll(() => stage.getAttribute('data-island-state')).toBe('hydrated');
    await page.waitForFunction(() => performance.getEntriesByName('ifc-viewer:first-frame').length === 1, null, { timeout: 60_000 });
    await expect.poll(() => page.locator('#try-it').textContent()).toContain('office-structure.ifc');
    await page.close();
  });

  it('selects the home page’s feature tab pressed before its code came, once it has, instead of leaving the page', async () => {
    const page = await site.newPage(1440, 900);
    const hold = await holdScripts(page, /^island-home-features\.island-/);
    await open(page, `${site.baseUrl}/en`);
    const picker = page.locator('[data-lazy-section="features"]');
    await picker.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    // Before its code, each tab is a link to the product's page.
    const second = picker.locator('nav a').nth(1);
    const label = (await second.textContent())!.trim();
    await second.click();
    await expect.poll(() => hold.held().length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/en');
    hold.release();
    await expect.poll(() => picker.getByRole('tab', { name: label }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/en');
    await page.close();
  });

  it('leaves an island whose code does not load as the page delivered it, and says so', async () => {
    const page = await site.newPage(1280, 900);
    await page.addInitScript(() => Object.assign(window, { __chunkTimeoutMs: 1500 }));
    const errors = collectErrors(page);
    await page.route(/\/assets\/island-header\.island-/, (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, site.baseUrl + path);
    await page.getByRole('banner').locator('nav').first().hover();
    await expect.poll(() => island(page, 'header').getAttribute('data-island-state'), { timeout: 15_000 }).toBe('failed');
    expect(errors.some((error) => error.includes('The code of island "header" did not load'))).toBe(true);
    await page.getByRole('banner').locator('summary', { hasText: 'Features' }).first().click();
    expect(await page.getByRole('banner').locator('details[open]').count()).toBe(1);
    await page.close();
  });

  it('hydrates the footer’s form near the viewport after the first input, which then checks the address before sending', async () => {
    const page = await site.newPage(1280, 900);
    const scripts = scriptsOf(page);
    await open(page, site.baseUrl + path);
    await page.evaluate(() => document.querySelector('footer')!.scrollIntoView());
    await page.waitForTimeout(500);
    // A scroll by script is input too (the page cannot tell); what counts is that nothing came before it.
    await page.mouse.move(300, 300);
    await expect.poll(() => island(page, 'newsletter').getAttribute('data-island-state')).toBe('hydrated');
    expect(scripts.some((name) => name.startsWith('island-newsletter.island-'))).toBe(true);
    const form = page.getByRole('contentinfo').locator('form');
    await form.getByRole('textbox').fill('not-an-address');
    await form.getByRole('button').click();
    await expect.poll(() => form.getByText('Please enter a valid email address', { exact: false }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.close();
  });

  it('switches the language from the footer, which no island covers, in place of the history entry', async () => {
    const page = await site.newPage();
    // Without React: the loader does it.
    await holdScripts(page, /^island-react-/);
    await open(page, `${site.baseUrl}/de/imprint`);
    const before = await page.evaluate(() => history.length);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/imprint');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.evaluate(() => history.length)).toBe(before);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await page.close();
  });
});
