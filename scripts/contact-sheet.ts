/**
 * Screenshots of every listed page in both languages at the widths a design review looks at, and a
 * contact sheet of them (`bench/results/contact-sheet-<width>.png` for the first screens,
 * `contact-sheet-<width>-full-<lang>.png` for whole pages, each page a column) to put beside the
 * README's figures. The single shots go to `bench/tmp/screens/` (not committed).
 *
 *   npm run contact-sheet                       first screens at 375, 768, 1440 and 1920 px, both languages
 *   npm run contact-sheet -- --full             whole pages, every band laid out
 *   npm run contact-sheet -- --widths 360,768 --only product/dms
 *
 * It needs a build (`npm run build`); the site is served by the real server on loopback. The consent
 * dialog is answered beforehand, so the shots show the pages as a returning visitor sees them.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { choiceCookie } from '../app/consent/choice.ts';
import { languages } from '../app/shared/languages.ts';
import { allPages, pathTo } from '../app/shared/pages.ts';
import { startServer } from '../bench/start-server.ts';
import { launchBrowser } from './chromium.ts';

const { values } = parseArgs({
  options: {
    widths: { type: 'string', default: '375,768,1440,1920' },
    full: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-sheet': { type: 'boolean', default: false },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const shotsDir = path.join(root, 'bench/tmp/screens');
const resultsDir = path.join(root, 'bench/results');
const widths = values.widths.split(',').map(Number);
/** The first screen of a phone and of the two desktop sizes a review compares. */
const heightFor = (width: number) => (width < 500 ? 812 : width < 1100 ? 1024 : width < 1600 ? 900 : 1080);

const paths = languages
  .flatMap((lang) => allPages().map((page) => pathTo(page, lang)))
  .filter((address) => !values.only || address.includes(values.only));

await mkdir(shotsDir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
const shots = new Map<number, { address: string; file: string }[]>();
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: heightFor(width) }, deviceScaleFactor: 1 });
    const cookie = choiceCookie({ analytics: false, marketing: false });
    await context.addCookies([{ ...cookie, url: server.url }]);
    const page = await context.newPage();
    const list: { address: string; file: string }[] = [];
    for (const address of paths) {
      await page.goto(server.url + address, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 }).catch(() => undefined);
      if (values.full) {
        // Lazy sections and images arrive as they near the viewport: scroll through once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 120));
          }
          scrollTo(0, 0);
          // Bands far from the viewport skip their layout (content-visibility) and would show blank;
          // through the CSS object model, which the page's style policy leaves open.
          for (const element of document.querySelectorAll<HTMLElement>('body *')) element.style.contentVisibility = 'visible';
          // A picture still on its way would be a blank box in the sheet, which a reviewer reads as a
          // missing image: wait for the ones not yet complete, at most 3 s (a lazy picture in a sideways
          // row may never start; a failed one shows as it is).
          const settled = (image: HTMLImageElement) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            });
          const pending = [...document.images].filter((image) => !image.complete);
          await Promise.race([Promise.all(pending.map(settled)), new Promise((resolve) => setTimeout(resolve, 3000))]);
        });
      }
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const file = path.join(shotsDir, `${address.slice(1).replaceAll('/', '_') || 'root'}-${width}${values.full ? '-full' : ''}.png`);
      await page.screenshot({ path: file, fullPage: values.full });
      list.push({ address, file });
    }
    shots.set(width, list);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

if (!values['no-sheet']) {
  await mkdir(resultsDir, { recursive: true });
  for (const [width, list] of shots) {
    if (!values.full) await writeSheet(width, list);
    else
      for (const lang of languages)
        await writeFullSheet(
          width,
          lang,
          list.filter(({ address }) => address.startsWith(`/${lang}`)),
        );
  }
}
console.log(`contact-sheet: ${[...shots.values()].flat().length} screenshots in ${path.relative(root, shotsDir)}`);

/** The first screens of one width in a grid, each labelled with its address, scaled to a tile. */
async function writeSheet(width: number, list: { address: string; file: string }[]) {
  const tileWidth = width < 500 ? 188 : 360;
  const tileHeight = Math.round((heightFor(width) / width) * tileWidth);
  const label = 18;
  const columns = width < 500 ? 12 : 6;
  const rows = Math.ceil(list.length / columns);
  const gap = 8;
  const sheetWidth = columns * (tileWidth + gap) + gap;
  const sheetHeight = rows * (tileHeight + label + gap) + gap;
  const tiles = await Promise.all(
    list.map(async ({ address, file }, index) => {
      const left = gap + (index % columns) * (tileWidth + gap);
      const top = gap + Math.floor(index / columns) * (tileHeight + label + gap);
      const image = await sharp(file).resize(tileWidth, tileHeight, { fit: 'cover', position: 'top' }).png().toBuffer();
      const caption = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${tileWidth}" height="${label}"><text x="2" y="13" font-family="Inter, sans-serif" font-size="11" fill="#1f2328">${address}</text></svg>`,
      );
      return [
        { input: caption, left, top },
        { input: image, left, top: top + label },
      ];
    }),
  );
  const output = path.join(resultsDir, `contact-sheet-${width}.png`);
  await sharp({ create: { width: sheetWidth, height: sheetHeight, channels: 3, background: '#e6e3dc' } })
    .composite(tiles.flat())
    .png({ compressionLevel: 9, palette: true })
    .toFile(output);
  console.log(`contact-sheet: ${path.relative(root, output)} (${list.length} pages at ${width} px)`);
}

/** Whole pages of one width and language side by side, each a column scaled to a narrow strip. */
async function writeFullSheet(width: number, lang: string, list: { address: string; file: string }[]) {
  if (!list.length) return;
  const columnWidth = width < 500 ? 150 : 240;
  const label = 18;
  const gap = 8;
  const columns = await Promise.all(
    list.map(async ({ address, file }) => ({ address, image: await sharp(file).resize({ width: columnWidth }).png().toBuffer() })),
  );
  const heights = await Promise.all(columns.map(async ({ image }) => (await sharp(image).metadata()).height ?? 0));
  const sheetWidth = columns.length * (columnWidth + gap) + gap;
  const sheetHeight = Math.max(...heights) + label + 2 * gap;
  const tiles = columns.flatMap(({ address, image }, index) => {
    const left = gap + index * (columnWidth + gap);
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${columnWidth}" height="${label}"><text x="2" y="13" font-family="Inter, sans-serif" font-size="10" fill="#1f2328">${address.slice(3) || '/'}</text></svg>`,
    );
    return [
      { input: caption, left, top: gap },
      { input: image, left, top: gap + label },
    ];
  });
  const output = path.join(resultsDir, `contact-sheet-${width}-full-${lang}.png`);
  await sharp({ create: { width: sheetWidth, height: sheetHeight, channels: 3, background: '#e6e3dc' } })
    .composite(tiles)
    .png({ compressionLevel: 9, palette: true })
    .toFile(output);
  console.log(`contact-sheet: ${path.relative(root, output)} (${list.length} pages at ${width} px)`);
}
