// The pictures of the case studies' buildings (npm run renders): drawn from the IFC models and the
// render stage as they are now, one building per study, each with an alt text in both languages that
// describes it as a visualisation, and small enough to serve.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '../../app/content/case-studies.ts';
import { caseStudyPictures } from '../../app/content/case-study-pictures.ts';
import { languages } from '../../app/shared/languages.ts';
import { renderModels } from '../../scripts/ifc/render-models.ts';
import { renderWidths } from '../../scripts/prebuild/render-images.ts';
import { renderSourcesHash } from '../../scripts/renders/render-sources.ts';
import { type RendersRecord, renderFile, rendersDir, rendersRecordFile } from '../../scripts/renders/renders-record.ts';
import { renderShots, shotOf } from '../../scripts/renders/shots.ts';
import { locales } from '../support/locales.ts';

const root = path.resolve(import.meta.dirname, '../..');
const record = JSON.parse(readFileSync(path.join(root, rendersRecordFile), 'utf8')) as RendersRecord;
const files = Object.keys(renderShots).map(renderFile);

describe('the renders', () => {
  it('were drawn from the models, the stage and the viewer’s loader as they are now (npm run renders draws them again)', () => {
    expect(record.sources).toBe(renderSourcesHash(root));
  });

  it('are exactly the shots of scripts/renders/shots.ts', () => {
    expect(Object.keys(record.renders).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s has the size its shot asks for, as wide as the widest file the pages use, and stays under 2 MB', async (file) => {
    const name = file.replace(/\.jpg$/, '') as keyof typeof renderShots;
    const { width, height } = await sharp(path.join(root, rendersDir, file)).metadata();
    expect([width, height]).toEqual([...renderShots[name].size]);
    expect(width).toBeGreaterThanOrEqual(Math.max(...(shotOf(name).widths ?? renderWidths)));
    expect(statSync(path.join(root, rendersDir, file)).size).toBeLessThan(2 * 1024 * 1024);
  });

  it('show every building model in some picture', () => {
    const shown = new Set(Object.values(renderShots).flatMap((shot) => shot.models));
    expect([...shown].sort()).toEqual(Object.keys(renderModels).sort());
  });
});

describe('the case studies’ pictures', () => {
  it('show each study its own building', () => {
    const names = caseStudies.map((study) => caseStudyPictures[study.id].name);
    expect(new Set(names).size).toBe(caseStudies.length);
    for (const name of names) expect(Object.keys(renderShots)).toContain(name);
  });

  it('have alt texts in both languages that say they are visualisations', () => {
    const keys = [...caseStudies.map((study) => `caseStudies:studies.${study.id}.visual`), 'aboutUs:story.visual'];
    for (const key of keys) {
      expect(locales.de.get(key), `de ${key}`).toMatch(/^Visualisierung /);
      expect(locales.en.get(key), `en ${key}`).toMatch(/^Visualisation /);
      for (const lang of languages) expect(locales[lang].get(key)!.length, `${lang} ${key}`).toBeGreaterThan(60);
    }
  });
});
