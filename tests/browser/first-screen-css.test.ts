// The pages whose first screen's CSS alone is inline (postbuild's split, to fit the first round trip),
// in Chromium against the real server: that CSS paints the first screen exactly as the whole sheet
// does, the later parts wait hidden for the sheet, and show after three seconds if it never comes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderPaths } from '../../app/shared/pages.ts';
import { loadConfig } from '../../server/config.ts';
import { type LiveSite, liveSite } from '../support/live-site.ts';
import { differingShare } from '../support/pixels.ts';

const pageSheet = /\/assets\/page-[\w-]+\.css$/;
const siteDir = loadConfig(process.env).siteDir;
/** The pages postbuild split, read from the build the server serves. */
const splitPaths = prerenderPaths().filter((url) =>
  /<link rel="stylesheet" href="\/assets\/page-[\w-]+\.css"/.test(readFileSync(path.join(siteDir, url, 'index.html'), 'utf8')),
);

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

const laterParts = 'main > * ~ *, body > footer';
const visibilityOfLaterParts = (page: Page) =>
  page.evaluate((selector) => [...document.querySelectorAll(selector)].map((part) => getComputedStyle(part).visibility), laterParts);
/** Whether each later part takes room: hidden ones must not, or a reload restores its place among them unstyled. */
const laterPartsTakingRoom = (page: Page) =>
  page.evaluate((selector) => [...document.querySelectorAll(selector)].map((part) => getComputedStyle(part).display !== 'none'), laterParts);

/**
 * The first screen as painted once the page has loaded, its pictures decoded, the later parts hidden
 * as they are while the sheet is on its way (on a wide window they reach into the first screen).
 */
async function firstScreen(page: Page): Promise<Buffer> {
  await page.evaluate(async (selector) => {
    for (const part of document.querySelectorAll<HTMLElement>(selector)) part.style.setProperty('visibility', 'hidden', 'important');
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight && image.currentSrc);
    await Promise.all(inView.map((image) => image.decode().catch(() => {})));
  }, laterParts);
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

it('splits pages in both languages', () => {
  // Should no page be split, the tests below would pass on nothing.
  expect(splitPaths.filter((url) => url.startsWith('/de/')).length).toBeGreaterThan(3);
  expect(splitPaths.filter((url) => url.startsWith('/en/')).length).toBeGreaterThan(3);
});

describe.each(splitPaths)('%s', (url) => {
  it.each([
    [375, 812],
    [1440, 900],
    [1920, 1080],
  ])('paints its first screen at %i × %i px with its inline CSS as with the whole sheet', async (width, height) => {
    // Without scripting, so that nothing but the CSS differs; a page of its own for each load, as a
    // sheet another page loaded would come from the memory cache. Without the web font: whether it
    // comes within its block period (`font-display: optional`) depends on the machine's load.
    const withoutSheet = await site.newPage(width, height, { javaScriptEnabled: false });
    const withSheet = await site.newPage(width, height, { javaScriptEnabled: false });
    try {
      for (const page of [withoutSheet, withSheet]) await page.route(/\.woff2$/, (route) => route.abort());
      await withoutSheet.route(pageSheet, (route) => route.abort());
      await withoutSheet.goto(site.baseUrl + url);
      expect(await visibilityOfLaterParts(withoutSheet)).not.toContain('visible');
      expect(await laterPartsTakingRoom(withoutSheet)).not.toContain(true);
      await withSheet.goto(site.baseUrl + url);
      expect(await visibilityOfLaterParts(withSheet)).not.toContain('hidden');
      expect(await laterPartsTakingRoom(withSheet)).not.toContain(false);
      const [alone, whole] = [await firstScreen(withoutSheet), await firstScreen(withSheet)];
      // Pixel for pixel but for anti-aliasing, which a rounded corner over a picture varies from load to load.
      expect(await differingShare(alone, whole)).toBeLessThan(0.0005);
    } finally {
      await withoutSheet.context().close();
      await withSheet.context().close();
    }
  });
});

it('shows the later parts after three seconds when the sheet never comes', async () => {
  const page = await site.newPage(1440, 900);
  let held: Route | undefined;
  await page.route(pageSheet, (route) => {
    held = route;
  });
  try {
    // The sheet holds back the module scripts and with them DOMContentLoaded; the first paint it does not.
    await page.goto(site.baseUrl + splitPaths[0]!, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('h1')?.getBoundingClientRect().height);
    expect(await visibilityOfLaterParts(page)).not.toContain('visible');
    expect(await laterPartsTakingRoom(page)).not.toContain(true);
    await page.waitForFunction(
      (selector) => [...document.querySelectorAll(selector)].every((part) => getComputedStyle(part).visibility === 'visible'),
      laterParts,
      { timeout: 5_000 },
    );
    expect(await laterPartsTakingRoom(page)).not.toContain(false);
    expect(held).toBeDefined();
  } finally {
    await held?.abort().catch(() => {});
    await page.context().close();
  }
});
