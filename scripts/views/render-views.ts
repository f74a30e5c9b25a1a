/**
 * `npm run views`: draws every product view (app/views/catalog.ts) in each composition and language
 * in Debian's Chromium and writes the pictures to `app/media/images/views/`, with `views.json` beside
 * them: what each was made from (a hash of the sources) and the size of its text. The files are
 * committed, so a build needs no browser; `tests/unit/product-views.test.ts` fails when they are older
 * than their sources, and a browser test draws one again and compares.
 *
 *   npm run views                  every view whose sources changed (all of them: one hash covers all)
 *   npm run views -- --force       every view, even when nothing changed
 *   npm run views -- --only dms-,plans-folders
 *                                  only the views whose names start with these (while a view is being
 *                                  made); the others keep their pictures, and the record keeps the old
 *                                  sources hash, so the unit test still asks for one full run before a commit
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { languages } from '../../app/shared/languages.ts';
import { type ViewName, views } from '../../app/views/catalog.ts';
import { compositions } from '../../app/views/types.ts';
import { launchBrowser } from '../chromium.ts';
import { renderView } from './render-view.ts';
import { startStage } from './stage-server.ts';
import { viewSourcesHash } from './view-sources.ts';
import { type ViewsRecord, viewFile, viewsDir, viewsRecordFile } from './views-record.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { force: { type: 'boolean', default: false }, only: { type: 'string' } } });
const only = values.only?.split(',').filter(Boolean);

const sources = viewSourcesHash(root);
const recordPath = path.join(root, viewsRecordFile);
const current = JSON.parse(await readFile(recordPath, 'utf8').catch(() => '{}')) as Partial<ViewsRecord>;
if (current.sources === sources && !values.force && !only) {
  console.log('views: up to date');
  process.exit(0);
}

const started = performance.now();
await mkdir(path.join(root, viewsDir), { recursive: true });
const stage = await startStage();
const browser = await launchBrowser();
const record: ViewsRecord = only ? { sources: current.sources ?? '', renders: { ...current.renders } } : { sources, renders: {} };
const chosen = (Object.keys(views) as ViewName[]).filter((name) => !only || only.some((prefix) => name.startsWith(prefix)));
if (only && !chosen.length) throw new Error(`views: no view starts with ${only.join(' or ')}`);
const problems: string[] = [];
try {
  for (const name of chosen) {
    for (const composition of compositions) {
      for (const lang of languages) {
        const render = await renderView(browser, stage.url, name, composition, lang);
        const file = viewFile(name, composition, lang);
        await writeFile(path.join(root, viewsDir, file), render.png);
        record.renders[file] = { width: render.width, height: render.height, minText: render.minText, maxText: render.maxText };
        if (render.clipped.length) problems.push(`${file}: text cut off: ${render.clipped.join(' | ')}`);
        if (render.placeholders.length) problems.push(`${file}: placeholder bars without words: ${render.placeholders.join(', ')}`);
        if (composition === 'phone' && render.minText < 11) problems.push(`${file}: text of ${render.minText} px; a phone needs 11 px at least`);
        if (render.maxText > 16)
          problems.push(`${file}: text of ${render.maxText} px; no word in a view is larger than the page's body text (16 px)`);
      }
    }
  }
} finally {
  await browser.close();
  await stage.close();
}
// Pictures of views no longer in the catalog go (after a full run only: a partial one knows its own views).
const keep = new Set(Object.keys(record.renders));
const { readdir } = await import('node:fs/promises');
if (!only)
  for (const name of await readdir(path.join(root, viewsDir)))
    if (name.endsWith('.png') && !keep.has(name)) await rm(path.join(root, viewsDir, name));
// A partial run merges into the record as it is now, not as it was when this run began: two groups drawn
// side by side would otherwise each write the record without the other's pictures.
if (only) {
  const latest = JSON.parse(await readFile(recordPath, 'utf8').catch(() => '{}')) as Partial<ViewsRecord>;
  const mine = Object.fromEntries(Object.entries(record.renders).filter(([file]) => chosen.some((name) => file.startsWith(`${name}-`))));
  record.renders = { ...latest.renders, ...mine };
  record.sources = latest.sources ?? record.sources;
}
await writeFile(recordPath, `${JSON.stringify(record, null, 2)}\n`);
console.log(
  `views: ${only ? chosen.length * compositions.length * languages.length : keep.size} pictures in ${Math.round((performance.now() - started) / 1000)} s`,
);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
