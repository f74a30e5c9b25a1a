// The cloud-and-security page's signature piece, "where the data lives", in the browser: complete in
// the HTML without JavaScript, its code loaded only after the visitor's first input, then WAI-ARIA tabs
// that keyboard, pointer and touch operate, without axe violations in any state, without changing its
// height when the script takes over, and without sideways scrolling from 320 to 1920 px; a failed
// chunk leaves the content as delivered.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../app/shared/languages.ts';
import { pathTo } from '../../app/shared/pages.ts';
import { siteHosting } from '../../app/shared/site-hosting.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { probeLayout } from '../support/layout-probe.ts';
import { collectErrors, type LiveSite, liveSite, open, openWatchingScripts, reachLazySection } from '../support/live-site.ts';

const id = 'data-location';
const chunk = /island-data-location\.island-/;
const stages = ['device', 'transfer', 'primary', 'backup', 'access'];

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

/** Text with the no-break spaces of number formatting made plain and the soft hyphens of German compounds gone. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\u00ad/g, '');

/** The piece's height. */
const pieceHeight = (page: Page) =>
  page.locator(`[data-lazy-section="${id}"] [data-enhanced]`).evaluate((piece) => piece.getBoundingClientRect().height);

describe.each(languages)('where the data lives (%s)', (lang) => {
  const path = pathTo('cloudSecurity', lang);

  it("loads its code at the visitor's first input, not with the first screen, and has no axe violations with any stage selected", async () => {
    const { page, scripts } = await openWatchingScripts(site, path);
    expect(scripts.filter((url) => chunk.test(url))).toEqual([]);
    // Right under the hero.
    expect(await page.evaluate(() => document.querySelector('main [data-lazy-section]')?.getAttribute('data-lazy-section'))).toBe(id);
    expect(await wcagViolations(page, `[data-lazy-section="${id}"]`)).toEqual([]);
    const section = await reachLazySection(page, id);
    expect(scripts.filter((url) => chunk.test(url))).toHaveLength(1);
    const tabs = section.getByRole('tab');
    expect(await tabs.count()).toBe(5);
    for (let index = 0; index < 5; index++) {
      await tabs.nth(index).click();
      expect(await tabs.nth(index).getAttribute('aria-selected')).toBe('true');
      expect(await wcagViolations(page, `[data-lazy-section="${id}"]`)).toEqual([]);
    }
    await page.close();
  });

  it('shows every stage and its facts in the HTML without JavaScript, the path leading to each', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    await page.goto(site.baseUrl + path);
    const section = page.locator(`[data-lazy-section="${id}"]`);
    const cards = section.locator('[data-stage]');
    expect(await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-stage')))).toEqual(stages);
    for (const card of await cards.all()) {
      expect((await card.locator('h3').textContent())?.length).toBeGreaterThan(5);
      expect(await card.locator('dt').count()).toBeGreaterThanOrEqual(3);
    }
    const text = plain(await section.textContent());
    for (const fact of [
      siteHosting.dataCentres.primary.city,
      siteHosting.dataCentres.backup.city,
      siteHosting.encryption.inTransit.protocol,
      siteHosting.encryption.atRest.cipher,
      siteHosting.provider.name,
      lang === 'de' ? `${siteHosting.backups.retentionDays} Tage` : `${siteHosting.backups.retentionDays} days`,
      ...siteHosting.signIn.sso,
      ...siteHosting.certifications.map((certification) => certification.name),
    ]) {
      expect(text).toContain(fact);
    }
    expect(await section.getByRole('tab').count()).toBe(0);
    // A link on the path scrolls the strip to its stage.
    const strip = section.locator('[role="region"]');
    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
    await section.locator('nav a').nth(3).click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const backup = await section.locator('[data-stage="backup"]').boundingBox();
    const box = (await strip.boundingBox())!;
    expect(Math.abs(backup!.x - box.x)).toBeLessThan(2);
    await page.close();
  });

  it.each([375, 1440, 1920])('keeps its height at %i px when the script takes over', async (width) => {
    const still = await site.newPage(width, 900, { javaScriptEnabled: false });
    await still.goto(site.baseUrl + path);
    // Measured in the site's typeface on both sides: a fallback font wraps the facts differently.
    await still.evaluate(() => document.fonts.ready);
    const before = await pieceHeight(still);
    await still.close();
    const { page } = await openWatchingScripts(site, path, width);
    await page.evaluate(() => document.fonts.ready);
    const piece = page.locator(`[data-lazy-section="${id}"] [data-enhanced]`);
    expect(await piece.getAttribute('data-enhanced')).toBe('false');
    expect(Math.abs((await pieceHeight(page)) - before)).toBeLessThan(1);
    await reachLazySection(page, id);
    expect(await piece.getAttribute('data-enhanced')).toBe('true');
    const after = await pieceHeight(page);
    expect(Math.abs(after - before), `${before} px before, ${after} px after`).toBeLessThanOrEqual(2);
    await page.close();
  });

  it('holds from 320 to 1920 px without sideways scrolling or text out of its box', async () => {
    const { page } = await openWatchingScripts(site, path, 1440);
    await reachLazySection(page, id);
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('* { content-visibility: visible !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const tabs = page.locator(`[data-lazy-section="${id}"]`).getByRole('tab');
    const failures: string[] = [];
    for (const width of [320, 360, 375, 768, 1024, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const index of [2, 3]) {
        await tabs.nth(index).dispatchEvent('click');
        const findings = await page.evaluate(probeLayout, { tolerance: 0.02, minCoverShare: 0.9 });
        failures.push(...findings.map((finding) => `${width} px, tab ${index + 1}: ${JSON.stringify(finding)}`));
      }
    }
    expect(failures).toEqual([]);
    await page.close();
  });
});

describe('the tabs at work', () => {
  const path = pathTo('cloudSecurity', 'de');

  it('follow the arrow keys, Home and End, one panel at a time', async () => {
    const { page } = await openWatchingScripts(site, path);
    const section = await reachLazySection(page, id);
    const tabs = section.getByRole('tab');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    expect(await section.getByRole('tabpanel').count()).toBe(1);
    expect(await section.getByRole('tabpanel').innerText()).toContain(siteHosting.encryption.inTransit.protocol);
    await page.keyboard.press('End');
    expect(await tabs.nth(4).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await tabs.nth(4).getAttribute('aria-selected')).toBe('true');
    expect(await section.getByRole('tabpanel').innerText()).toContain(siteHosting.signIn.twoFactor);
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    await page.close();
  });

  it('follow a click and a tap', async () => {
    const { page } = await openWatchingScripts(site, path);
    const section = await reachLazySection(page, id);
    await section.getByRole('tab').nth(2).click();
    expect(await section.getByRole('tabpanel').innerText()).toContain(siteHosting.encryption.atRest.cipher);
    await page.close();

    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, locale: 'de-DE' });
    const phone = await context.newPage();
    await open(phone, site.baseUrl + path);
    const piece = phone.locator(`[data-lazy-section="${id}"]`);
    await piece.scrollIntoViewIfNeeded();
    await phone.waitForSelector(`[data-lazy-section="${id}"][data-hydrated="true"]`);
    const backup = piece.getByRole('tab').nth(3);
    await backup.tap();
    expect(await backup.getAttribute('aria-selected')).toBe('true');
    const panel = plain(await piece.getByRole('tabpanel').innerText());
    expect(panel).toContain(siteHosting.dataCentres.backup.city);
    expect(panel).toContain(`${siteHosting.backups.retentionDays} Tage`);
    await context.close();
  });

  it('keeps its content when its code fails to load', async () => {
    const page = await site.newPage(1280, 900);
    const errors = collectErrors(page);
    await page.route(chunk, (route) => route.fulfill({ status: 503, body: '' }));
    await open(page, site.baseUrl + path);
    const section = page.locator(`[data-lazy-section="${id}"]`);
    // Its text, not its rendered text: before any input the band below the hero may not be laid out yet.
    const before = (await section.textContent()) ?? '';
    await page.mouse.move(200, 600);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(500);
    expect(before.length).toBeGreaterThan(500);
    // The loader tries six times, 350 ms doubling between tries, about 11 s in all.
    await expect.poll(() => errors.some((error) => error.includes('island "data-location" did not load')), { timeout: 30_000 }).toBe(true);
    expect(await section.textContent()).toBe(before);
    expect(await section.locator('[data-stage]').count()).toBe(5);
    expect(await page.locator('h1').count()).toBe(1);
    await page.close();
  });
});
