// The product pages' signature pieces in the browser: complete in the HTML, their code loaded only
// after the visitor's first input, then working by pointer, touch and keyboard, without axe
// violations; and a piece whose chunk fails to load keeps its content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { collectErrors, type LiveSite, liveSite, open, openWatchingScripts, reachLazySection } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

/** `unit`: how the console names the piece when its code does not load (an island on a page built as islands). */
const pieces = [
  { path: '/de/product/plan-management', id: 'plan-compare', unit: 'island "plan-compare"', chunk: /island-plan-compare\.island-/ },
  { path: '/de/product/bim-model-management', id: 'model-compare', unit: 'island "model-compare"', chunk: /island-model-compare\.island-/ },
  { path: '/de/product/information-management', id: 'smart-search', unit: 'island "smart-search"', chunk: /island-smart-search\.island-/ },
];

describe.each(pieces)('$id on $path', ({ path, id, unit, chunk }) => {
  it("loads its code at the visitor's first input, not with the first screen", async () => {
    const { page, scripts } = await openWatchingScripts(site, path);
    expect(scripts.filter((url) => chunk.test(url))).toEqual([]);
    await reachLazySection(page, id);
    expect(scripts.filter((url) => chunk.test(url))).toHaveLength(1);
    expect(await wcagViolations(page, `[data-lazy-section="${id}"]`)).toEqual([]);
    await page.close();
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
    expect(before.length).toBeGreaterThan(200);
    // The loader tries six times, 350 ms doubling between tries, about 11 s in all.
    await expect.poll(() => errors.some((error) => error.includes(`${unit} did not load`)), { timeout: 30_000 }).toBe(true);
    expect(await section.textContent()).toBe(before);
    expect(await page.locator('h1').count()).toBe(1);
    await page.close();
  });
});

describe('the pieces at work', () => {
  it('plan comparison: the divider moves by keys and by a press on the plan', async () => {
    const { page } = await openWatchingScripts(site, '/de/product/plan-management');
    const section = await reachLazySection(page, 'plan-compare');
    const slider = section.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('End');
    expect(await slider.getAttribute('aria-valuenow')).toBe('100');
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuenow')).toBe('95');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Index D zu 95\u00a0% sichtbar');
    const plans = section.getByRole('group');
    await plans.scrollIntoViewIfNeeded();
    const box = (await plans.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeLessThan(40);
    await page.close();
  });

  it('version comparison: the tabs follow the arrow keys, one panel at a time', async () => {
    const { page } = await openWatchingScripts(site, '/de/product/bim-model-management');
    const section = await reachLazySection(page, 'model-compare');
    const tabs = section.getByRole('tab');
    expect(await tabs.count()).toBe(3);
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await section.getByRole('tabpanel').count()).toBe(1);
    await page.keyboard.press('End');
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    expect(await section.getByRole('tabpanel').innerText()).toContain('FireRating');
    await page.close();
  });

  it('smart search: a wider range finds more windows, announced politely', async () => {
    const { page } = await openWatchingScripts(site, '/de/product/information-management');
    const section = await reachLazySection(page, 'smart-search');
    const count = section.locator('output[aria-live="polite"]');
    expect(await count.innerText()).toBe('5 von 12 Fenstern');
    await section.getByRole('spinbutton', { name: 'Mindestbreite' }).fill('100');
    await expect.poll(() => count.innerText()).not.toBe('5 von 12 Fenstern');
    expect(Number.parseInt(await count.innerText(), 10)).toBeGreaterThan(5);
    await page.close();
  });
});
