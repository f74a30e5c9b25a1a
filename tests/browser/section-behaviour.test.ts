// What the content sections do: one-time activations inside the spec's scroll ranges at 1440 px, the
// feature picker and the item panels by mouse and keyboard, image fallbacks, and the product videos.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const activations = (page: Page, name: string) => page.evaluate((mark) => performance.getEntriesByName(`activate:${mark}`).length, name);

/** Scrolls down in 20 px steps and returns the scroll position at which the activation fired. */
async function firingPoint(page: Page, name: string, until: number): Promise<number | undefined> {
  for (let y = 0; y <= until; y += 20) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await frames(page);
    if ((await activations(page, name)) > 0) return page.evaluate(() => window.scrollY);
  }
  return undefined;
}

// The spec's ranges (section 9), measured on a 1440 x 900 desktop.
const ranges = [
  { path: '/de', name: 'home-process', from: 1800, to: 2200 },
  { path: '/en/product/task-and-issue-management', name: 'task-structures', from: 2800, to: 3500 },
  { path: '/de/product/ifc-viewer', name: 'ifc-features', from: 800, to: 1200 },
  { path: '/en/product/bim-model-management', name: 'feature-merging', from: 900, to: 1200 },
  { path: '/de/product/information-management', name: 'info-structures', from: 850, to: 1700 },
];

describe.each(ranges)('one-time activation $name on $path', ({ path, name, from, to }) => {
  it(`fires once, between ${from} and ${to} px of scroll`, async () => {
    const page = await site.newPage(1440, 900);
    await open(page, site.baseUrl + path);
    const at = await firingPoint(page, name, to + 400);
    expect(at).toBeGreaterThanOrEqual(from);
    expect(at).toBeLessThanOrEqual(to);
    // Back to the top and down past it again: it does not fire a second time.
    await page.evaluate(() => window.scrollTo(0, 0));
    await frames(page);
    await page.evaluate((top) => window.scrollTo(0, top), to + 400);
    await frames(page);
    expect(await activations(page, name)).toBe(1);
    await page.close();
  });
});

describe('item panel (task page structures)', () => {
  it('opens its first item when reached, then one item at a time by mouse and keyboard', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/en/product/task-and-issue-management`);
    const panel = page.locator('section[aria-labelledby="task-structures-title"]');
    const buttons = panel.locator('h3 button');
    // Its top in the lower part of the screen: its code loads and it hydrates, but it is not reached yet,
    // so nothing is open.
    const top = await panel.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y - 700), top);
    await expect.poll(() => buttons.count()).toBe(3);
    await expect.poll(() => panel.locator('button[aria-expanded="true"]').count()).toBe(0);
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await expect.poll(() => buttons.nth(0).getAttribute('aria-expanded')).toBe('true');

    await buttons.nth(1).click();
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('false');
    const region = page.locator(`[id="${await buttons.nth(1).getAttribute('aria-controls')}"]`);
    expect(await region.isVisible()).toBe(true);

    await buttons.nth(1).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await buttons.nth(2).getAttribute('aria-expanded')).toBe('true');
    expect(await panel.locator('button[aria-expanded="true"]').count()).toBe(1);
    await page.keyboard.press(' ');
    expect(await buttons.nth(2).getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});

describe('feature picker (home)', () => {
  it('shows one feature at a time, by mouse and by the arrow keys, Home and End', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/en`);
    await page.locator('section[aria-labelledby="features-title"]').scrollIntoViewIfNeeded();
    const tabs = page.getByRole('tablist').getByRole('tab');
    // It hydrates once it comes near the viewport.
    await expect.poll(() => tabs.count()).toBe(7);
    const selected = () => page.getByRole('tab', { selected: true }).textContent();
    const visiblePanels = () => page.locator('[role="tabpanel"]:visible').count();
    await expect.poll(visiblePanels).toBe(1);

    await tabs.nth(2).click();
    expect(await selected()).toBe(await tabs.nth(2).textContent());
    const panel = page.locator(`[id="${await tabs.nth(2).getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link').getAttribute('href')).toBe('/en/product/dms');

    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe(await tabs.nth(3).textContent());
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('End');
    expect(await selected()).toBe(await tabs.nth(6).textContent());
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe(await tabs.nth(0).textContent());
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe(await tabs.nth(6).textContent());
    await page.keyboard.press('Home');
    expect(await selected()).toBe(await tabs.nth(0).textContent());
    expect(await visiblePanels()).toBe(1);
    await page.close();
  });

  it('is a list of links to the product pages before the script runs', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/de`);
    const links = page.locator('section[aria-labelledby="features-title"] nav a');
    expect(await links.count()).toBe(7);
    expect(await links.nth(1).getAttribute('href')).toBe('/de/product/ifc-viewer');
    // The first feature's panel alone has content: the others cannot show without the script.
    expect(await page.locator('section[aria-labelledby="features-title"] h3').count()).toBe(1);
    expect(await page.locator('section[aria-labelledby="features-title"] h3').isVisible()).toBe(true);
    await page.close();
  });
});

describe('images', () => {
  it('fall back to PNG when the AVIF and WebP files fail to load', async () => {
    // The PNGs are the heaviest files of the site: on a busy machine one takes longer than a second.
    const pngPace = { timeout: 15_000 };
    const page = await site.newPage(1440, 900);
    await page.route(/\.(avif|webp)$/, (route) => route.abort());
    // The IFC viewer page's hero picture, loaded before the script runs.
    await open(page, `${site.baseUrl}/de/product/ifc-viewer`);
    const hero = page.locator('main picture img').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.currentSrc.endsWith('.png')), pngPace).toBe(true);
    // A lazy one on the home page, loaded after the script runs.
    await open(page, `${site.baseUrl}/de`);
    const picture = page.locator('section[aria-labelledby="features-title"] picture img').first();
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.currentSrc.endsWith('.png')), pngPace).toBe(true);
    await page.close();
  });
});

describe('videos on the task page', () => {
  const path = '/de/product/task-and-issue-management';

  it('have a poster and a text alternative, play in view and pause from the keyboard', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, site.baseUrl + path);
    const videos = page.locator('main video');
    expect(await videos.count()).toBe(2);
    for (const video of await videos.all()) {
      // The poster is the lazy picture the video covers, loaded once it comes near the viewport.
      const poster = video.locator('xpath=preceding-sibling::picture/img');
      await poster.scrollIntoViewIfNeeded();
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await poster.evaluate((img) => img.getBoundingClientRect().height)).toBeCloseTo(
        await video.evaluate((v) => v.getBoundingClientRect().height),
        0,
      );
      const description = await video.getAttribute('aria-describedby');
      expect((await page.locator(`[id="${description}"]`).textContent())?.length).toBeGreaterThan(40);
      expect(await video.getAttribute('autoplay')).toBeNull();
    }
    const first = videos.first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
    const toggle = page.getByRole('button', { name: 'Animation anhalten' }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await first.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    expect(await page.getByRole('button', { name: 'Animation abspielen' }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('do not play by themselves under reduced motion', async () => {
    const page = await site.newPage(1440, 900);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, site.baseUrl + path);
    const first = page.locator('main video').first();
    await first.scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    expect(await first.evaluate((video: HTMLVideoElement) => video.paused && video.currentTime === 0)).toBe(true);
    await page.close();
  });
});
