import type { Browser } from 'playwright-core';
import type { Lang } from '../../app/shared/languages.ts';
import { type ViewName, views } from '../../app/views/catalog.ts';
import type { Composition } from '../../app/views/types.ts';

export interface ViewRender {
  png: Buffer;
  /** CSS size the view was laid out at. */
  width: number;
  height: number;
  /** Smallest and largest font size of any text in it, in CSS pixels at that size. */
  minText: number;
  maxText: number;
  /** Texts cut off by their box (a label wider than its column): a view must have none. */
  clipped: string[];
}

/** Pixels per CSS pixel in the rendered file: sharp on 2x screens, and the 1x file is made from it. */
export const renderScale = 2;

/** Draws one view in Chromium on the stage and takes its picture. */
export async function renderView(browser: Browser, stageUrl: string, name: ViewName, composition: Composition, lang: Lang): Promise<ViewRender> {
  const [width, height] = views[name].size[composition];
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: renderScale });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${stageUrl}?${new URLSearchParams({ view: name, composition, lang })}`);
    await page.waitForSelector('body[data-ready]', { timeout: 30_000 }).catch(() => {
      throw new Error(`view ${name} ${composition} ${lang} did not render: ${errors.join('; ') || 'timeout'}`);
    });
    const metrics = await page.evaluate(() => {
      const stage = document.getElementById('stage')!;
      const sizes: number[] = [];
      const clipped: string[] = [];
      const walker = document.createTreeWalker(stage, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        if (!node.textContent?.trim() || element.closest('svg')) continue;
        sizes.push(Number.parseFloat(getComputedStyle(element).fontSize));
        // Text the stage itself cuts at its edge is a crop of the composition, not a cut label.
        const box = element.getBoundingClientRect();
        const inside = box.right <= stage.clientWidth && box.bottom <= stage.clientHeight;
        if (inside && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflow !== 'visible')
          clipped.push(node.textContent.trim());
      }
      return { minText: Math.min(...sizes), maxText: Math.max(...sizes), clipped };
    });
    const png = await page.locator('#stage').screenshot({ omitBackground: true });
    return { png, width, height, ...metrics };
  } finally {
    await context.close();
  }
}
