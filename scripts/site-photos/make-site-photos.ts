/**
 * `npm run site-photos`: the "photos taken on site" that the product views show (a defect's crack, wall
 * formwork, a window being fitted, a delivery), drawn as close-up scenes of procedural geometry and
 * textures with three.js in Debian's Chromium with software WebGL (stage/), lit like an overcast
 * November day. Each is drawn at twice its size, scaled down, and written as a JPEG within the budget
 * to `app/views/photos/<name>.jpg` with `site-photos.json` beside it (what they were drawn from).
 * Committed like the renders; `tests/unit/site-photos.test.ts` fails while they are older than their sources.
 *
 *   npm run site-photos                 every photo
 *   npm run site-photos -- crack        one photo (the record keeps the others)
 *   npm run site-photos -- --draft      drawn once at the photo's size, into bench/tmp/ as PNG only: to judge a change quickly
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { launchBrowser, softwareWebglFlags } from '../chromium.ts';
import { startStage } from '../views/stage-server.ts';
import { sitePhotoSourcesHash } from './site-photo-sources.ts';
import {
  type SitePhotoName,
  type SitePhotosRecord,
  sitePhotoBudget,
  sitePhotoFile,
  sitePhotoNames,
  sitePhotoSize,
  sitePhotosDir,
  sitePhotosRecordFile,
} from './site-photos-record.ts';

const root = path.resolve(import.meta.dirname, '../..');
const draft = process.argv.includes('--draft');
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--')) as SitePhotoName[];
for (const name of wanted) if (!sitePhotoNames.includes(name)) throw new Error(`no such site photo: ${name}`);
const names = wanted.length ? wanted : sitePhotoNames;
const [width, height] = sitePhotoSize;

const started = performance.now();
const recordPath = path.join(root, sitePhotosRecordFile);
const record = JSON.parse(await readFile(recordPath, 'utf8').catch(() => '{"sources":"","photos":{}}')) as SitePhotosRecord;
await mkdir(path.join(root, draft ? 'bench/tmp' : sitePhotosDir), { recursive: true });
const stage = await startStage('scripts/site-photos/stage/index.html');
const browser = await launchBrowser(softwareWebglFlags);
try {
  for (const name of names) {
    const began = performance.now();
    const context = await browser.newContext({ viewport: { width: 400, height: 300 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'info') console.log(`site-photos: ${name}: ${message.text()}`);
        // SwiftShader reports every read of the canvas as a stall; that is how the picture gets out.
        else if (message.type() === 'error' || (message.type() === 'warning' && !message.text().includes('GPU stall'))) errors.push(message.text());
      });
      // The stage's first load has Vite transform three.js, which takes long on a busy machine.
      await page.goto(`${stage.url}?photo=${name}${draft ? '&scale=1' : ''}`, { timeout: 180_000 });
      await page.waitForSelector('body[data-ready]', { timeout: 600_000 }).catch(() => {
        throw new Error(`site photo ${name} was not drawn: ${errors.join('; ') || 'timeout'}`);
      });
      if (errors.length) throw new Error(`site photo ${name}: ${errors.join('; ')}`);
      const dataUrl = await page.evaluate(() => (document.getElementById('view') as HTMLCanvasElement).toDataURL('image/png'));
      const drawn = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const seconds = Math.round((performance.now() - began) / 1000);
      const developed = await develop(drawn);
      if (draft) {
        await writeFile(path.join(root, 'bench/tmp', `site-photo-${name}-draft.png`), developed);
        console.log(`site-photos: bench/tmp/site-photo-${name}-draft.png, ${seconds} s`);
        continue;
      }
      // The best quality within the budget.
      let quality = 90;
      let jpeg = await encode(developed, quality);
      while (jpeg.length > sitePhotoBudget && quality > 50) {
        quality -= 4;
        jpeg = await encode(developed, quality);
      }
      if (jpeg.length > sitePhotoBudget) throw new Error(`site photo ${name}: ${jpeg.length} bytes even at quality ${quality}`);
      await writeFile(path.join(root, sitePhotosDir, sitePhotoFile(name)), jpeg);
      record.photos[sitePhotoFile(name)] = { width, height, bytes: jpeg.length, quality, seconds };
      console.log(
        `site-photos: ${sitePhotosDir}/${sitePhotoFile(name)} ${width} x ${height}, ${(jpeg.length / 1024).toFixed(0)} KB at quality ${quality}, ${seconds} s`,
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stage.close();
}
if (!draft) {
  // Photos no longer in the list leave the record; a full run also states the sources it drew from.
  record.photos = Object.fromEntries(Object.entries(record.photos).filter(([file]) => sitePhotoNames.some((name) => sitePhotoFile(name) === file)));
  if (!wanted.length) record.sources = sitePhotoSourcesHash(root);
  await writeFile(recordPath, `${JSON.stringify(record, null, 2)}\n`);
}
console.log(`site-photos: ${names.length} photo${names.length === 1 ? '' : 's'} in ${Math.round((performance.now() - started) / 1000)} s`);

/**
 * What a phone does to its frame: scaled to the file's size, local contrast raised (an unsharp mask
 * a dozen pixels wide, as its processing brings out grey surfaces under a flat sky; an adaptive
 * histogram drew halos round the paint ring), colours a touch richer, edges sharpened a little.
 */
function develop(drawn: Buffer): Promise<Buffer> {
  return sharp(drawn)
    .resize(width, height, { kernel: 'lanczos3' })
    .sharpen({ sigma: 6, m1: 0.5, m2: 0.5 })
    .modulate({ saturation: 1.05 })
    .sharpen({ sigma: 0.6 })
    .png()
    .toBuffer();
}

function encode(image: Buffer, quality: number): Promise<Buffer> {
  return sharp(image).jpeg({ quality, mozjpeg: true }).toBuffer();
}
