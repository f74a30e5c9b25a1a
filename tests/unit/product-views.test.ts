import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { languages } from '../../app/shared/languages.ts';
import { type ViewName, views } from '../../app/views/catalog.ts';
import { compositions } from '../../app/views/types.ts';
import { renderScale } from '../../scripts/views/render-view.ts';
import { viewSourcesHash } from '../../scripts/views/view-sources.ts';
import { type ViewsRecord, viewFile, viewsDir, viewsRecordFile } from '../../scripts/views/views-record.ts';

const root = path.resolve(import.meta.dirname, '../..');
const record = JSON.parse(readFileSync(path.join(root, viewsRecordFile), 'utf8')) as ViewsRecord;
const cases = (Object.keys(views) as ViewName[]).flatMap((name) =>
  compositions.flatMap((composition) => languages.map((lang) => ({ name, composition, lang, file: viewFile(name, composition, lang) }))),
);

describe('the product views in the catalog', () => {
  // ProductView.module.css caps each picture at its drawn width by one class per width: a new width
  // needs its class there, or a section that draws images at 100 % would stretch it.
  it('are drawn at the widths whose caps the page knows: 320, 640 or 960 px on a desktop, 320 px on a phone', () => {
    for (const [name, entry] of Object.entries(views)) {
      expect([320, 640, 960], name).toContain(entry.size.desktop[0]);
      expect(entry.size.phone[0], name).toBe(320);
    }
  });
});

describe('the product views in the build', () => {
  it('were drawn from the sources as they are now (npm run views draws them again)', () => {
    expect(record.sources).toBe(viewSourcesHash(root));
  });

  it('are exactly the catalog: every view in each composition and language, nothing else', () => {
    expect(Object.keys(record.renders).sort()).toEqual(cases.map(({ file }) => file).sort());
  });

  it.each(cases)('$file is drawn at twice its CSS size, with text a phone can read', async ({ name, composition, file }) => {
    const [width, height] = views[name].size[composition];
    const { width: pixelWidth, height: pixelHeight } = await sharp(path.join(root, viewsDir, file)).metadata();
    expect([pixelWidth, pixelHeight]).toEqual([width * renderScale, height * renderScale]);
    expect(record.renders[file]).toMatchObject({ width, height });
    // On a 375 px screen a phone composition is shown at its own width (320 px).
    if (composition === 'phone') expect(record.renders[file]!.minText).toBeGreaterThanOrEqual(11);
    // No word in a view is set larger than the page's own body text (16 px); the page never shows a view above its own size.
    expect(record.renders[file]!.maxText).toBeLessThanOrEqual(16);
  });
});
