// The product views: what the build shows is what their sources draw, they carry words rather than
// placeholder bars, and on a phone their text is legible where the pages show them.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../app/shared/languages.ts';
import { allPages, pathTo } from '../../app/shared/pages.ts';
import type { views } from '../../app/views/catalog.ts';
import { launchBrowser } from '../../scripts/chromium.ts';
import { measureStage } from '../../scripts/views/measure-stage.ts';
import { renderView } from '../../scripts/views/render-view.ts';
import { startStage } from '../../scripts/views/stage-server.ts';
import { type ViewsRecord, viewFile, viewsDir, viewsRecordFile } from '../../scripts/views/views-record.ts';
import { type LiveSite, liveSite, open } from '../support/live-site.ts';

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
    const [fresh, kept] = await Promise.all(
      [render.png, committed].map((input) => sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
    );
    expect([fresh!.info.width, fresh!.info.height]).toEqual([kept!.info.width, kept!.info.height]);
    let differing = 0;
    for (let index = 0; index < fresh!.data.length; index += 4) {
      const delta = Math.max(...[0, 1, 2, 3].map((channel) => Math.abs(fresh!.data[index + channel]! - kept!.data[index + channel]!)));
      if (delta > 24) differing++;
    }
    expect(differing / (fresh!.info.width * fresh!.info.height)).toBeLessThan(0.002);
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

describe('views on the pages at 375 px', () => {
  let site: LiveSite;
  beforeAll(async () => {
    site = await liveSite();
  });
  afterAll(() => site.close());

  const record = (async () => (await import(path.join(root, viewsRecordFile), { with: { type: 'json' } })).default as ViewsRecord)();
  const pages = languages.flatMap((lang) => allPages().map((page) => pathTo(page, lang)));

  it('show the phone composition, its text at least 11 CSS px, on every page that has one', async () => {
    const { renders } = await record;
    const page = await site.newPage(375, 812);
    const seen: string[] = [];
    for (const address of pages) {
      await open(page, site.baseUrl + address);
      const shown = await page.evaluate(async () => {
        const images = [...document.querySelectorAll<HTMLImageElement>('main img[src*="/media/view-"]')];
        for (const image of images) {
          image.loading = 'eager';
          image.scrollIntoView();
          await image.decode().catch(() => undefined);
        }
        return images.map((image) => ({ src: image.currentSrc, width: image.getBoundingClientRect().width }));
      });
      for (const { src, width } of shown) {
        const match = /\/media\/view-(.+)-(desktop|phone)-([a-z]{2})-\d+\./.exec(src);
        expect(match, `${address}: ${src}`).not.toBeNull();
        const [, name, composition, lang] = match!;
        expect(composition, `${address} shows ${name}`).toBe('phone');
        const render = renders[viewFile(name as keyof typeof views, 'phone', lang as 'de')]!;
        expect((width / render.width) * render.minText, `${address} ${name}`).toBeGreaterThanOrEqual(11);
        seen.push(`${address} ${name}`);
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    await page.close();
  });
});
