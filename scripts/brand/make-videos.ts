// `npm run brand:videos`: records the product's motion (app/views/motion/) into the loops of
// app/media/videos.ts. Each scene is the view kit's own interface, drawn by React on a stage page as a
// pure function of the time: Chromium draws it frame by frame (seek, then screenshot: no clock, so a
// slow machine gives the same frames), ffmpeg encodes WebM (VP9) and MP4 (H.264) per composition and
// language into public/video/, and the last frame becomes the poster in app/media/images/posters/.
// Run it by hand after changing a scene, the kit or its copy: the results are committed, CI never runs it.
//
//   npm run brand:videos                          every scene, composition and language
//   npm run brand:videos -- task-activities       only the scenes named
//   npm run brand:videos -- --composition phone   only the phone compositions (two runs side by side finish sooner)
//   npm run brand:videos -- --stills              no encoding: a PNG every 0.5 s into bench/tmp/video-stills/
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { languages } from '../../app/shared/languages.ts';
import { type MotionCompositionName, type MotionName, motionFps, motions } from '../../app/views/motion/catalog.ts';
import { launchBrowser } from '../chromium.ts';
import { startStage } from '../views/stage-server.ts';
import { encodeWithinBudget, requireFfmpeg } from './video-encode.ts';

const root = path.resolve(import.meta.dirname, '../..');
const videoDir = path.join(root, 'public/video');
const posterDir = path.join(root, 'app/media/images/posters');
const stillDir = path.join(root, 'bench/tmp/video-stills');
const compositions: readonly MotionCompositionName[] = ['desktop', 'phone'];

const { values, positionals } = parseArgs({
  options: { stills: { type: 'boolean', default: false }, composition: { type: 'string' } },
  allowPositionals: true,
});
const names = (Object.keys(motions) as MotionName[]).filter((name) => positionals.length === 0 || positionals.includes(name));
if (names.length === 0) throw new Error(`no scene named ${positionals.join(', ')}; there are ${Object.keys(motions).join(', ')}`);

/** Opens one scene on the stage at its CSS size and scale; `seek` draws a frame. */
async function openScene(page: Page, stageUrl: string, name: MotionName, composition: MotionCompositionName, lang: string) {
  const { width, height, scale } = motions[name][composition];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stageUrl}?${new URLSearchParams({ scene: name, composition, lang })}`);
  await page.waitForSelector('body[data-ready]', { timeout: 30_000 }).catch(() => {
    throw new Error(`scene ${name} ${composition} ${lang} did not render: ${errors.join('; ') || 'timeout'}`);
  });
  // The DevTools protocol's fast PNG (lossless, lighter compression) takes a third of Playwright's
  // screenshot; a frame whose markup equals the one before is not drawn again (the holds of a scene).
  const cdp = await page.context().newCDPSession(page);
  let last: { markup: string; png: Buffer } | undefined;
  return async (time: number): Promise<Buffer> => {
    const markup = await page.evaluate(async (t) => {
      await window.motionStage!.seek(t);
      return document.getElementById('stage')!.innerHTML;
    }, time);
    if (last?.markup === markup) return last.png;
    // The clip's scale is the recording's: without it the headless shell captures CSS pixels.
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, clip: { x: 0, y: 0, width, height, scale } });
    last = { markup, png: Buffer.from(data, 'base64') };
    return last.png;
  };
}

/** The centres of the elements the pointer aims at (`data-pointer`, and the board's card of the parent task). */
function pointerTargets(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const stage = document.getElementById('stage')!.getBoundingClientRect();
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return `x ${Math.round(box.x + box.width / 2 - stage.x)} (left ${Math.round(box.x - stage.x)}), y ${Math.round(box.y + box.height / 2 - stage.y)}`;
    };
    const found: Record<string, string> = {};
    for (const element of document.querySelectorAll('[data-pointer]')) found[(element as HTMLElement).dataset.pointer!] = centre(element);
    const card = [...document.querySelectorAll('article')].find((article) => article.textContent?.includes('RFI-035'));
    if (card) found.card = centre(card);
    return found;
  });
}

if (!values.stills) requireFfmpeg();
mkdirSync(values.stills ? stillDir : videoDir, { recursive: true });
mkdirSync(posterDir, { recursive: true });
const stage = await startStage('app/views/motion/stage/index.html');
const browser = await launchBrowser(['--font-render-hinting=none']);
try {
  for (const name of names) {
    const { duration } = motions[name];
    const count = duration * motionFps;
    for (const composition of compositions.filter((one) => !values.composition || one === values.composition)) {
      const { width, height, scale } = motions[name][composition];
      for (const lang of languages) {
        const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
        const page = await context.newPage();
        const frame = await openScene(page, stage.url, name, composition, lang);
        const label = `${name}-${composition}.${lang}`;
        if (values.stills) {
          const targets: Record<string, string> = {};
          for (let time = 0; time <= duration; time += 0.5) {
            writeFileSync(
              path.join(stillDir, `${label}-${time.toFixed(1).padStart(4, '0')}.png`),
              await frame(Math.min(time, duration - 1 / motionFps)),
            );
            for (const [key, value] of Object.entries(await pointerTargets(page)))
              if (targets[key]?.split(': ')[1] !== value) targets[key] = `${time} s: ${value}`;
          }
          console.log(targets);
          console.log(`${label}: stills in ${path.relative(root, stillDir)}/`);
        } else {
          const frames: Buffer[] = [];
          for (let index = 0; index < count; index++) frames.push(await frame(index / motionFps));
          // The poster is the last frame: the final state, what reduced motion and a paused loop show.
          writeFileSync(path.join(posterDir, `${label}.png`), frames.at(-1)!);
          for (const format of ['webm', 'mp4'] as const) {
            const target = path.join(videoDir, `${name}-${composition}.${lang}.${format}`);
            const result = await encodeWithinBudget(frames, format, target);
            console.log(
              `${path.relative(root, target)}: ${(result.bytes / 1024).toFixed(0)} KB at ${result.quality}, ${frames.length} frames, ${duration} s`,
            );
          }
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await stage.close();
}
