// The task page's RFI flow in the browser: complete in the HTML and without JavaScript, its code loaded
// only after the visitor's first input, then stepped by keyboard, mouse and touch without axe
// violations in any state and without changing its height; a chunk that fails to load keeps its content.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { collectErrors, type LiveSite, liveSite, open, openWatchingScripts, reachLazySection } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

const path = '/de/product/task-and-issue-management';
const id = 'rfi-flow';
const chunk = /island-rfi-flow\.island-/;
const selector = `[data-lazy-section="${id}"]`;
const stageNames = ['Anfrage', 'Aufgabe erstellt', 'Geprüft', 'Beantwortet', 'Freigegeben'];

const status = (page: Page) => page.locator(`${selector} output[aria-live="polite"]`).innerText();
const height = (page: Page) => page.locator(`${selector} article`).evaluate((element) => element.getBoundingClientRect().height);

/** The piece's height once it is laid out and stays put: below the first screen it is laid out only when near. */
async function settledHeight(page: Page): Promise<number> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  let last = -1;
  for (;;) {
    await page.waitForTimeout(250);
    const now = await height(page);
    if (Math.abs(now - last) < 0.5) return now;
    last = now;
  }
}

describe('the RFI flow on the task page', () => {
  it("loads its code at the visitor's first input, not with the first screen, and has no axe violations in any state", async () => {
    const { page, scripts } = await openWatchingScripts(site, path);
    expect(scripts.filter((url) => chunk.test(url))).toEqual([]);
    const section = await reachLazySection(page, id);
    expect(scripts.filter((url) => chunk.test(url))).toHaveLength(1);
    expect(await wcagViolations(page, selector)).toEqual([]);
    const steps = section.getByRole('list', { name: 'Ablauf der Rückfrage' }).getByRole('button');
    for (const index of [0, 1, 2, 3]) {
      await steps.nth(index).click();
      expect(await status(page)).toBe(`Schritt ${index + 1} von 5: ${stageNames[index]}`);
      expect(await wcagViolations(page, selector), stageNames[index]).toEqual([]);
    }
    await page.close();
  });

  it('steps by keyboard: Back and Next with Enter and Space, the focus kept at either end', async () => {
    const { page } = await openWatchingScripts(site, path);
    const section = await reachLazySection(page, id);
    const back = section.getByRole('button', { name: 'Zurück' });
    const next = section.getByRole('button', { name: 'Nächster Schritt' });
    await back.focus();
    for (let press = 0; press < 5; press++) await page.keyboard.press('Enter');
    expect(await status(page)).toBe('Schritt 1 von 5: Anfrage');
    expect(await back.getAttribute('aria-disabled')).toBe('true');
    expect(await back.evaluate((element) => element === document.activeElement)).toBe(true);
    // Later stages wait: their record is out of sight and out of the accessibility tree.
    expect(await section.getByText('Zur Ausführung freigegeben', { exact: false }).isVisible()).toBe(false);
    expect(await section.getByText('Wartet auf die Freigabe durch die Architektur').isVisible()).toBe(true);

    await page.keyboard.press('Tab');
    expect(await next.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press(' ');
    await page.keyboard.press('Enter');
    expect(await status(page)).toBe('Schritt 3 von 5: Geprüft');
    expect(await section.locator('header [data-tone]').textContent()).toBe('Status: In Bearbeitung');

    // From the stepper too: Shift+Tab back to the stages, Enter on one.
    const steps = section.getByRole('list', { name: 'Ablauf der Rückfrage' }).getByRole('button');
    await steps.nth(3).focus();
    await page.keyboard.press('Enter');
    expect(await steps.nth(3).getAttribute('aria-current')).toBe('step');
    expect(await status(page)).toBe('Schritt 4 von 5: Beantwortet');
    await page.close();
  });

  it('steps by mouse and by touch, and no step changes its height', async () => {
    const { page } = await openWatchingScripts(site, path);
    const section = await reachLazySection(page, id);
    const before = await height(page);
    await section.getByRole('button', { name: 'Schritt 1: Anfrage' }).click();
    expect(await status(page)).toBe('Schritt 1 von 5: Anfrage');
    expect(await height(page)).toBeCloseTo(before, 0);
    await section.getByRole('button', { name: 'Nächster Schritt' }).click();
    expect(await status(page)).toBe('Schritt 2 von 5: Aufgabe erstellt');
    expect(await height(page)).toBeCloseTo(before, 0);
    await page.close();

    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, locale: 'de-DE' });
    const phone = await context.newPage();
    await phone.goto(site.baseUrl + path);
    await phone.waitForSelector('html[data-hydrated="true"]');
    const piece = phone.locator(selector);
    await piece.scrollIntoViewIfNeeded();
    await phone.waitForSelector(`${selector}[data-hydrated="true"]`);
    const tall = await height(phone);
    await piece.getByRole('button', { name: 'Zurück' }).tap();
    await piece.getByRole('button', { name: 'Zurück' }).tap();
    expect(await status(phone)).toBe('Schritt 3 von 5: Geprüft');
    await piece.getByRole('button', { name: 'Schritt 1: Anfrage' }).tap();
    expect(await status(phone)).toBe('Schritt 1 von 5: Anfrage');
    expect(await height(phone)).toBeCloseTo(tall, 0);
    // The phone's column does not scroll sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it.each([
    [375, 800],
    [1440, 900],
    [1920, 1080],
  ])('keeps its height when the script upgrades it at %i px', async (width, viewport) => {
    // One page, so both forms are set in the same font (the site's is `font-display: optional`): the
    // piece's code is held back until the HTML form is measured.
    const page = await site.newPage(width, viewport);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, site.baseUrl + path);
    const delivered = await settledHeight(page);
    expect(await page.locator(`${selector}[data-hydrated]`).count()).toBe(0);
    expect(await page.locator(`${selector} button`).evaluateAll((buttons) => buttons.every((button) => (button as HTMLButtonElement).disabled))).toBe(
      true,
    );
    release();
    await page.waitForSelector(`${selector}[data-hydrated="true"]`);
    expect(Math.abs((await settledHeight(page)) - delivered)).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('shows every stage in order without JavaScript, with who and when', async () => {
    const page = await site.newPage(375, 800, { javaScriptEnabled: false });
    await page.goto(site.baseUrl + path);
    const section = page.locator(selector);
    await section.scrollIntoViewIfNeeded();
    const history = section.getByRole('list', { name: 'Verlauf' });
    expect(await history.locator('h4').allTextContents()).toEqual(stageNames);
    expect(await history.locator('h4').first().isVisible()).toBe(true);
    const text = (await history.textContent()) ?? '';
    for (const name of ['Adam Novak', 'Selin Yılmaz', 'Marie Keßler']) expect(text).toContain(name);
    for (const date of ['19.11.2026', '20.11.2026', '23.11.2026', '24.11.2026']) expect(text).toContain(date);
    expect(await section.locator('output').textContent()).toBe('Schritt 5 von 5: Freigegeben');
    expect(await section.getByRole('button').evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).disabled))).toEqual([
      true,
      true,
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });

  it('keeps its content when its code fails to load', async () => {
    const page = await site.newPage(1280, 900);
    const errors = collectErrors(page);
    await page.route(chunk, (route) => route.fulfill({ status: 503, body: '' }));
    await open(page, site.baseUrl + path);
    const section = page.locator(selector);
    const before = (await section.textContent()) ?? '';
    await page.mouse.move(200, 600);
    await section.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    // The loader tries six times, 350 ms doubling between tries, about 11 s in all.
    await expect.poll(() => errors.some((error) => error.includes(`island "rfi-flow" did not load`)), { timeout: 30_000 }).toBe(true);
    expect(before).toContain('RFI-036');
    for (const name of stageNames) expect(before).toContain(name);
    expect(await section.textContent()).toBe(before);
    expect(await section.locator('h4').first().isVisible()).toBe(true);
    expect(await section.getByRole('button', { name: 'Zurück' }).isDisabled()).toBe(true);
    await page.close();
  });
});
