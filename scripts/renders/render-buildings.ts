/**
 * `npm run renders`: the pictures of the case studies' buildings, where a visitor expects a photograph.
 * Writes each building's IFC file (scripts/ifc/render-models.ts) to a scratch folder, draws it on the
 * render stage (scripts/renders/stage/) with the live viewer's own engine and mesh builder in Debian's
 * Chromium with software WebGL, at twice the picture's size, scales it down and writes it to
 * `app/media/images/renders/<name>.jpg` with `renders.json` beside it (what it was drawn from). The
 * pictures are committed, so a build needs no browser; `tests/unit/renders.test.ts` fails while they
 * are older than their sources.
 *
 *   npm run renders                      every picture
 *   npm run renders -- office-mannheim   one picture (the record keeps the others)
 *   npm run renders -- --draft           drawn once at the picture's size, into bench/tmp/ only: to judge a change quickly
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { launchBrowser, softwareWebglFlags } from '../chromium.ts';
import { type RenderModelName, renderModelFile, renderModels } from '../ifc/render-models.ts';
import { startStage } from '../views/stage-server.ts';
import { renderSourcesHash } from './render-sources.ts';
import { type RendersRecord, renderFile, rendersDir, rendersRecordFile } from './renders-record.ts';
import { type RenderName, renderShots } from './shots.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The buildings' IFC files: the renders' input only, never served (bench/tmp/ is not committed). */
export const renderModelsDir = 'bench/tmp/render-models';

const draft = process.argv.includes('--draft');
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--')) as RenderName[];
for (const name of wanted) if (!(name in renderShots)) throw new Error(`no such render: ${name}`);
const names = wanted.length ? wanted : (Object.keys(renderShots) as RenderName[]);

const started = performance.now();
await mkdir(path.join(root, renderModelsDir), { recursive: true });
await mkdir(path.join(root, rendersDir), { recursive: true });
for (const model of new Set(names.flatMap((name) => renderShots[name].models as readonly RenderModelName[]))) {
  const text = renderModelFile(model);
  await writeFile(path.join(root, renderModelsDir, `${model}.ifc`), text);
  console.log(`renders: ${renderModelsDir}/${renderModels[model].fileName} ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
}

const recordPath = path.join(root, rendersRecordFile);
const record = JSON.parse(await readFile(recordPath, 'utf8').catch(() => '{"sources":"","renders":{}}')) as RendersRecord;
const stage = await startStage('scripts/renders/stage/index.html');
const browser = await launchBrowser(softwareWebglFlags);
try {
  for (const name of names) {
    const began = performance.now();
    const [width, height] = renderShots[name].size;
    const context = await browser.newContext({ viewport: { width: 400, height: 300 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'info') console.log(`renders: ${name}: ${message.text()}`);
        // SwiftShader reports every read of the canvas as a stall; that is how the picture gets out.
        else if (message.type() === 'error' || (message.type() === 'warning' && !message.text().includes('GPU stall'))) errors.push(message.text());
      });
      // The stage's first load has Vite transform three.js and web-ifc, which takes long on a busy machine.
      await page.goto(`${stage.url}?render=${name}${draft ? '&scale=1' : ''}`, { timeout: 180_000 });
      // Software WebGL at twice the size, with shadows and ambient occlusion: minutes on two cores. A script
      // error on the stage ends the wait at once rather than after the whole timeout.
      const failed = new Promise<never>((_, reject) => page.once('pageerror', (error) => reject(new Error(`render ${name}: ${error.message}`))));
      await Promise.race([
        page.waitForSelector('body[data-ready]', { timeout: 900_000 }).catch(() => {
          throw new Error(`render ${name} was not drawn: ${errors.join('; ') || 'timeout'}`);
        }),
        failed,
      ]);
      if (errors.length) throw new Error(`render ${name}: ${errors.join('; ')}`);
      const dataUrl = await page.evaluate(() => (document.getElementById('view') as HTMLCanvasElement).toDataURL('image/png'));
      const drawn = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const seconds = Math.round((performance.now() - began) / 1000);
      if (draft) {
        await writeFile(path.join(root, 'bench/tmp', `render-${name}-draft.png`), drawn);
        console.log(`renders: bench/tmp/render-${name}-draft.png, ${seconds} s`);
        continue;
      }
      // Scaled down, softened as a lens would (foliage drawn pixel-sharp is noise, and weighs in every
      // encoded file), and kept as a nearly lossless JPEG: the source the prebuild makes each width from.
      const jpeg = await sharp(drawn)
        .resize(width, height, { kernel: 'lanczos3' })
        .blur(0.55)
        .jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: true })
        .toBuffer();
      await writeFile(path.join(root, rendersDir, renderFile(name)), jpeg);
      record.renders[renderFile(name)] = { width, height, seconds };
      console.log(`renders: ${rendersDir}/${renderFile(name)} ${width} x ${height}, ${(jpeg.length / 1024).toFixed(0)} KB, ${seconds} s`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stage.close();
}
if (!draft) {
  // Pictures no longer in the list leave the record; a full run also states the sources it drew from.
  record.renders = Object.fromEntries(
    Object.entries(record.renders).filter(([file]) => Object.keys(renderShots).some((name) => renderFile(name) === file)),
  );
  if (!wanted.length) record.sources = renderSourcesHash(root);
  await writeFile(recordPath, `${JSON.stringify(record, null, 2)}\n`);
}
console.log(`renders: ${names.length} picture${names.length === 1 ? '' : 's'} in ${Math.round((performance.now() - started) / 1000)} s`);
