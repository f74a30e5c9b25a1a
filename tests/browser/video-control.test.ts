// The task page's product loops: the play/pause button sits under the picture, never on it, on a phone
// and on a desktop, each width gets its own composition in the page's language, and under reduced
// motion the loop stays on its poster until the visitor asks for it.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

const paths = { de: '/de/product/task-and-issue-management', en: '/en/product/task-and-issue-management' } as const;
const names = { de: /^Animation (anhalten|abspielen)$/, en: /^(Pause|Play) animation$/ } as const;

/** The video's figure, scrolled into view, once its script has added the button. */
async function hydratedFigure(page: Page, index: number, lang: keyof typeof names): Promise<{ video: Locator; toggle: Locator }> {
  const figure = page.locator('main figure:has(video)').nth(index);
  await figure.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const toggle = figure.getByRole('button', { name: names[lang] });
  await toggle.waitFor({ timeout: 15_000 });
  return { video: figure.locator('video'), toggle };
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('the product loops on the task page', () => {
  for (const [width, composition] of [
    [375, 'phone'],
    [1440, 'desktop'],
  ] as const) {
    for (const lang of ['de', 'en'] as const) {
      it(`keep the button off the picture at ${width} px in ${lang}, and play the ${composition} composition in that language`, async () => {
        const page = await site.newPage(width, 900);
        await open(page, site.baseUrl + paths[lang]);
        expect(await page.locator('main figure:has(video)').count()).toBe(2);
        for (const index of [0, 1]) {
          const { video, toggle } = await hydratedFigure(page, index, lang);
          const [videoBox, toggleBox] = await Promise.all([
            video.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
            toggle.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
          ]);
          expect(videoBox.width).toBeGreaterThan(200);
          expect(overlaps(videoBox, toggleBox), `button ${JSON.stringify(toggleBox)} on video ${JSON.stringify(videoBox)}`).toBe(false);
          // The video is wholly inside the page's width: nothing of it is cut off on a phone.
          expect(videoBox.left).toBeGreaterThanOrEqual(0);
          expect(videoBox.right).toBeLessThanOrEqual(width);
          await expect
            .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 10_000 })
            .toContain(`-${composition}.${lang}.`);
          const poster = video.locator('xpath=preceding-sibling::picture/img');
          await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`-${composition}-${lang}-`);
        }
        await page.close();
      });
    }
  }

  it('stay on their poster under reduced motion, and play when the visitor asks', async () => {
    const page = await site.newPage(1440, 900);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, site.baseUrl + paths.de);
    const { video, toggle } = await hydratedFigure(page, 0, 'de');
    await page.waitForTimeout(800);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused && element.currentTime === 0)).toBe(true);
    expect(await toggle.textContent()).toContain('Animation abspielen');
    await toggle.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    await page.close();
  });
});
