// The site photos of the product views (npm run site-photos): rendered from the stage as it is now,
// exactly the scenes SitePhoto shows, at their size, and each within its byte budget.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sitePhotoSourcesHash } from '../../scripts/site-photos/site-photo-sources.ts';
import {
  type SitePhotosRecord,
  sitePhotoBudget,
  sitePhotoFile,
  sitePhotoNames,
  sitePhotoSize,
  sitePhotosDir,
  sitePhotosRecordFile,
} from '../../scripts/site-photos/site-photos-record.ts';

const root = path.resolve(import.meta.dirname, '../..');
const record = JSON.parse(readFileSync(path.join(root, sitePhotosRecordFile), 'utf8')) as SitePhotosRecord;
const files = sitePhotoNames.map(sitePhotoFile);

describe('the site photos', () => {
  it('were drawn from their stage as it is now (npm run site-photos draws them again)', () => {
    expect(record.sources).toBe(sitePhotoSourcesHash(root));
  });

  it('are exactly the scenes of the script, and SitePhoto shows each of them', () => {
    expect(Object.keys(record.photos).sort()).toEqual([...files].sort());
    const component = readFileSync(path.join(root, sitePhotosDir, 'SitePhoto.tsx'), 'utf8');
    const imported = [...component.matchAll(/from '\.\/([\w-]+\.jpg)'/g)].map((match) => match[1]);
    expect(imported.sort()).toEqual([...files].sort());
  });

  it.each(files)('%s is a JPEG of the record’s size, and within the budget', async (file) => {
    const { format, width, height } = await sharp(path.join(root, sitePhotosDir, file)).metadata();
    expect(format).toBe('jpeg');
    expect([width, height]).toEqual([...sitePhotoSize]);
    expect(statSync(path.join(root, sitePhotosDir, file)).size).toBeLessThanOrEqual(sitePhotoBudget);
  });
});
