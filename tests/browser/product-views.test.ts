// The product views: what the build shows is what their sources draw, and they carry words rather
// than placeholder bars.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/chromium.ts';
import { measureStage } from '../../scripts/views/measure-stage.ts';
import { renderView } from '../../scripts/views/render-view.ts';
import { startStage } from '../../scripts/views/stage-server.ts';
import { viewFile, viewsDir } from '../../scripts/views/views-record.ts';
import { differingShare } from '../support/pixels.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('drawing a view again', () => {
  let browser: Browser;
  let stage: Awaited<ReturnType<typeof startStage>>;
  beforeAll(async () => {
    [browser, stage] = await Promise.all([launchBrowser(), startStage()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stage?.close();
  });

  it('gives the picture the build carries, pixel for pixel within anti-aliasing', async () => {
    const render = await renderView(browser, stage.url, 'task-board', 'phone', 'de');
    const committed = path.join(root, viewsDir, viewFile('task-board', 'phone', 'de'));
    expect(await differingShare(render.png, committed)).toBeLessThan(0.002);
    expect(render.placeholders).toEqual([]);
    expect(render.clipped).toEqual([]);
  });

  it('finds a grey bar without words, the placeholder a view must not have', async () => {
    const page = await browser.newPage();
    await page.goto(`${stage.url}?view=task-board&composition=desktop&lang=en`);
    await page.waitForSelector('body[data-ready]');
    expect((await page.evaluate(measureStage)).placeholders).toEqual([]);
    await page.evaluate(() => {
      const bar = document.createElement('span');
      Object.assign(bar.style, { display: 'block', width: '120px', height: '8px', borderRadius: '4px', background: '#e6e3dc' });
      document.querySelector('#stage main')!.append(bar);
    });
    expect((await page.evaluate(measureStage)).placeholders).toHaveLength(1);
    await page.close();
  });
});
