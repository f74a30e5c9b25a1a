// A hero's product view is the largest paint of a wide first screen, and a sliver below the text on a
// phone: the head preloads the desktop composition for wide screens only, and a phone fetches its
// composition at low priority, behind the page and the font its text needs.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveSite, liveSite } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

interface Fetched {
  url: string;
  initial: string;
  final: string;
}

/** Every picture the page fetched while loading, with the priority it started at and the one it ended at. */
async function picturesFetched(page: Page, path: string): Promise<Fetched[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, Fetched>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (/\/media\/.+\.(avif|webp|png)$/.test(request.url)) {
      requests.set(requestId, { url: new URL(request.url).pathname, initial: request.initialPriority, final: request.initialPriority });
    }
  });
  cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    const fetched = requests.get(requestId);
    if (fetched) fetched.final = newPriority;
  });
  await page.goto(site.baseUrl + path, { waitUntil: 'load' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return [...requests.values()];
}

const heroImage = (page: Page) => page.locator('#page-title').locator('xpath=ancestor::section[1]').locator('picture img');

describe('the hero picture', () => {
  for (const path of ['/de', '/en/workflows/general-contractors', '/en/product/dms']) {
    it(`on a phone, ${path} fetches its sliver of the hero view at low priority and no desktop view`, async () => {
      const page = await site.newPage(412, 823);
      const fetched = await picturesFetched(page, path);
      const phone = fetched.filter((request) => /-phone-/.test(request.url));
      expect(phone.length).toBeGreaterThan(0);
      // Partly in the first screen, Chromium would raise it to High without the page's hint.
      expect(phone[0]).toMatchObject({ initial: 'Low', final: 'Low' });
      expect(await heroImage(page).evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(phone[0]!.url);
      // The same view's desktop composition (its name up to the width), which the head preloads for wide screens only.
      const desktopView = phone[0]!.url.replace(/-phone-(\w+)-\d+\..*$/, '-desktop-$1-');
      expect(fetched.filter((request) => request.url.startsWith(desktopView))).toEqual([]);
      await page.close();
    });

    it(`on a wide screen, ${path} fetches its desktop view once, from the head at high priority, and shows that file`, async () => {
      const page = await site.newPage(1440, 900);
      const fetched = await picturesFetched(page, path);
      const shown = await heroImage(page).evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(shown).toMatch(/-desktop-.+\.avif$/);
      const requests = fetched.filter((request) => request.url === shown);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.initial).toBe('High');
      expect(fetched.some((request) => /-phone-/.test(request.url))).toBe(false);
      await page.close();
    });
  }
});

describe("the IFC viewer's stage picture, the largest paint at every width", () => {
  /** The page's requests after the document, in the order they were sent. */
  async function requestOrder(page: Page, path: string): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const order: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, type }) => type !== 'Document' && order.push(new URL(request.url).pathname));
    await page.goto(site.baseUrl + path, { waitUntil: 'load' });
    return order;
  }

  for (const [width, height, composition] of [
    [412, 823, 'phone'],
    [1440, 900, 'desktop'],
  ] as const) {
    it(`is asked for before the font at ${width} px, and is the file the stage shows`, async () => {
      const page = await site.newPage(width, height);
      const order = await requestOrder(page, '/en/product/ifc-viewer');
      const picture = order.findIndex((url) => url.includes(`view-model-viewer-${composition}-`));
      const font = order.findIndex((url) => url.endsWith('.woff2'));
      expect(picture).toBeGreaterThanOrEqual(0);
      expect(picture).toBeLessThan(font);
      const shown = await page
        .locator('[data-island="viewer-stage"] picture img')
        .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(shown).toBe(order[picture]);
      await page.close();
    });
  }
});

describe("the IFC viewer's stage picture while its file is still coming", () => {
  for (const [width, height] of [
    [412, 823],
    [800, 1000],
    [1440, 900],
  ] as const) {
    it(`holds its room at ${width} px, so nothing under it moves when the file arrives`, async () => {
      const page = await site.newPage(width, height);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/media/view-model-viewer-*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${site.baseUrl}/en/product/ifc-viewer`, { waitUntil: 'domcontentloaded' });
      const picture = page.locator('[data-island="viewer-stage"] picture');
      const size = () =>
        picture.evaluate((element) => [Math.round(element.getBoundingClientRect().width), Math.round(element.getBoundingClientRect().height)]);
      const before = await size();
      release();
      await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(before[1]).toBeGreaterThan(300);
      expect(await size()).toEqual(before);
      await page.close();
    });
  }
});

describe("the workflows index's role cards", () => {
  const cards = (page: Page) => page.locator('ul[data-count] > li');

  it('on a phone, fetch the first card’s picture at once and the others only after the first paint', async () => {
    const page = await site.newPage(412, 823);
    await page.goto(`${site.baseUrl}/en/workflows`, { waitUntil: 'load' });
    await expect.poll(() => cards(page).locator('picture img').count()).toBe(4);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      pictures: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/view-site-card-'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    const first = timing.pictures.filter((picture) => picture.url.includes('-architects-'));
    const others = timing.pictures.filter((picture) => !picture.url.includes('-architects-'));
    expect(first).toHaveLength(1);
    expect(first[0]!.start).toBeLessThan(timing.paint);
    expect(others.length).toBeGreaterThan(0);
    for (const picture of others) expect(picture.start, picture.url).toBeGreaterThan(timing.paint);
    await page.close();
  });

  it('on a wide screen, where all four are in view, keep their room until the pictures come: nothing moves', async () => {
    const page = await site.newPage(1440, 900);
    await page.addInitScript(() => {
      (window as unknown as { shifted: number }).shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) (window as unknown as { shifted: number }).shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${site.baseUrl}/en/workflows`, { waitUntil: 'load' });
    const images = cards(page).locator('picture img');
    await expect.poll(() => images.evaluateAll((all) => all.filter((img) => (img as HTMLImageElement).complete).length)).toBe(4);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.001);
    await page.close();
  });

  it('show all four pictures without scripting', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/en/workflows`, { waitUntil: 'load' });
    const images = cards(page).locator('picture img');
    expect(await images.count()).toBe(4);
    for (const image of await images.all()) expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.close();
  });
});
