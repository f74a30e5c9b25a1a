import type { Browser } from 'playwright-core';
import type { Lang } from '../../app/shared/languages.ts';
import { type ViewName, views } from '../../app/views/catalog.ts';
import type { Composition } from '../../app/views/types.ts';
import { measureStage } from './measure-stage.ts';

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
  /**
   * Bar-shaped boxes with a fill and no words: the grey placeholder lines of a wireframe. A bar that
   * is data (a Gantt bar, a progress fill) says so with `data-datum`; every other line carries text.
   */
  placeholders: string[];
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
    const metrics = await page.evaluate(measureStage);
    const png = await page.locator('#stage').screenshot({ omitBackground: true });
    return { png, width, height, ...metrics };
  } finally {
    await context.close();
  }
}
