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
