/**
 * `npm run views:captures`: draws the sample IFC project with the live viewer's own code (three.js and
 * web-ifc, on the capture stage) in Debian's Chromium with software WebGL, and writes each frame of
 * `app/views/captures/shots.ts` to `app/views/captures/<name>.png`, which the product views show. The files are
 * committed; run it again after a change to the sample models, the viewer's scene or a shot.
 *
 *   npm run views:captures                 every frame
 *   npm run views:captures -- model-merged one frame
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type CaptureName, captureShots } from '../../app/views/captures/shots.ts';
import { launchBrowser, softwareWebglFlags } from '../chromium.ts';
import { startStage } from './stage-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const capturesDir = 'app/views/captures';

const wanted = process.argv.slice(2) as CaptureName[];
for (const name of wanted) if (!(name in captureShots)) throw new Error(`no such capture: ${name}`);
const names = wanted.length ? wanted : (Object.keys(captureShots) as CaptureName[]);

const started = performance.now();
await mkdir(path.join(root, capturesDir), { recursive: true });
const stage = await startStage('scripts/views/capture-stage/index.html');
const browser = await launchBrowser(softwareWebglFlags);
try {
  for (const name of names) {
    const [width, height] = captureShots[name].size;
    // The canvas is twice the file's size at a device scale of 2: four pixels drawn for each one kept.
    const context = await browser.newContext({ viewport: { width: width * 2, height: height * 2 }, deviceScaleFactor: 2 });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The stage's first load has Vite transform three.js and web-ifc, which takes long on a busy machine.
      await page.goto(`${stage.url}?shot=${name}`, { timeout: 180_000 });
      await page.waitForSelector('body[data-ready]', { timeout: 120_000 }).catch(() => {
        throw new Error(`capture ${name} was not drawn: ${errors.join('; ') || 'timeout'}`);
      });
      const dataUrl = await page.evaluate(() => (document.getElementById('view') as HTMLCanvasElement).toDataURL('image/png'));
      const drawn = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const png = await sharp(drawn)
        .resize(width * 2, height * 2, { kernel: 'lanczos3' })
        .png({ compressionLevel: 9, palette: false })
        .toBuffer();
      await writeFile(path.join(root, capturesDir, `${name}.png`), png);
      console.log(`captures: ${name}.png ${width * 2} x ${height * 2}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stage.close();
}
console.log(`captures: ${names.length} frames in ${Math.round((performance.now() - started) / 1000)} s`);
