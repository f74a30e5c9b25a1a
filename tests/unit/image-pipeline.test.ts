import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageSource } from '../../app/media/images.ts';
import { type CompactImage, expandImage } from '../../app/media/manifest-types.ts';
import { buildImages, type ImageStepOptions } from '../../scripts/prebuild/images.ts';

let dir: string;
let options: ImageStepOptions;

/** A source with some structure, so that each format and width encodes to different bytes. */
function drawing(width: number, height: number, background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/><rect x="10%" y="20%" width="50%" height="40%" fill="#1f2328"/><circle cx="75%" cy="60%" r="15%" fill="#ffbe28"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const images: Record<string, ImageSource> = {
  wide: { file: 'wide.png', widths: [480, 960, 1440], fallback: 'png' },
  photo: { file: 'photo.jpg', widths: [320, 640], fallback: 'jpeg' },
};

/** The files a srcset names, by width. */
function entries(srcset: string): { file: string; width: number }[] {
  return srcset.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return { file: path.basename(url!), width: Number(descriptor!.slice(0, -1)) };
  });
}

async function outputs(): Promise<Map<string, Buffer>> {
  const names = (await readdir(options.outputDir)).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(path.join(options.outputDir, name))] as const)));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'image-pipeline-'));
  options = {
    images,
    sourceDir: path.join(dir, 'sources'),
    outputDir: path.join(dir, 'public/media'),
    urlPrefix: '/media/',
    manifestFile: path.join(dir, 'image-manifest.generated.ts'),
    cacheDir: path.join(dir, 'cache'),
  };
  await mkdir(options.sourceDir, { recursive: true });
  await writeFile(path.join(options.sourceDir, 'wide.png'), await drawing(1000, 600, '#f5f3ef'));
  await sharp(await drawing(500, 500, '#ffffff'))
    .jpeg()
    .toFile(path.join(options.sourceDir, 'photo.jpg'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the image prebuild step', () => {
  it('makes AVIF, WebP and the fallback for every width up to the source width, and a manifest that matches them', async () => {
    const result = await buildImages(options);
    // wide: 480 and 960 (1440 is above its 1000 px), photo: 320 only (640 is above 500), three formats each.
    expect(result.encoded).toBe(9);
    expect(result.fromCache).toBe(0);
    expect(result.report).toBe('2 images, 9 encoded, 0 from cache');

    const files = await outputs();
    expect([...files.keys()].map((name) => name.replace(/\.[0-9a-f]{8}\./, '.')).sort()).toEqual([
      'photo-320.avif',
      'photo-320.jpg',
      'photo-320.webp',
      'wide-480.avif',
      'wide-480.png',
      'wide-480.webp',
      'wide-960.avif',
      'wide-960.png',
      'wide-960.webp',
    ]);

    // One hash names all of an image's files, so a picture's URLs repeat one string; images differ.
    const hashOf = (name: string) => name.split('.').at(-2)!;
    const hashes = (prefix: string) => new Set([...files.keys()].filter((name) => name.startsWith(prefix)).map(hashOf));
    expect(hashes('wide-').size).toBe(1);
    expect(hashes('photo-').size).toBe(1);
    expect(hashes('wide-')).not.toEqual(hashes('photo-'));

    const wide = result.manifest.wide!;
    expect([wide.avif.type, wide.webp.type, wide.fallback.type]).toEqual(['image/avif', 'image/webp', 'image/png']);
    expect(result.manifest.photo!.fallback.type).toBe('image/jpeg');
    expect([wide.width, wide.height]).toEqual([960, 576]);
    expect(wide.fallback.src).toBe(`/media/${entries(wide.fallback.srcset).at(-1)!.file}`);

    for (const [format, variant] of [
      ['heif', wide.avif],
      ['webp', wide.webp],
      ['png', wide.fallback],
    ] as const) {
      const listed = entries(variant.srcset);
      expect(listed.map((entry) => entry.width)).toEqual([480, 960]);
      for (const entry of listed) {
        const metadata = await sharp(files.get(entry.file)!).metadata();
        expect(metadata.format).toBe(format);
        expect(metadata.width).toBe(entry.width);
        expect(metadata.height).toBe(Math.round((entry.width * 600) / 1000));
      }
    }

    // The generated module stores the compact form; expanded, it is the manifest the step returned.
    const manifestSource = await readFile(options.manifestFile, 'utf8');
    const compact = [...manifestSource.matchAll(/^export const \w+: CompactImage = (\[.*\]);$/gm)].map(
      ([, json]) => JSON.parse(json!) as CompactImage,
    );
    expect(Object.fromEntries(compact.map((image) => [image[0], expandImage(image, options.urlPrefix)]))).toEqual(result.manifest);
  });

  it('encodes nothing on a second run and leaves every output byte for byte as it was', async () => {
    const before = await outputs();
    const result = await buildImages(options);
    expect(result).toMatchObject({ encoded: 0, fromCache: 9, removed: 0, report: '2 images, 0 encoded, 9 from cache' });
    expect(await outputs()).toEqual(before);
  });

  it('re-encodes a changed source, and removes the files it replaces', async () => {
    const before = await outputs();
    await writeFile(path.join(options.sourceDir, 'wide.png'), await drawing(1000, 600, '#e7e3db'));
    const result = await buildImages(options);
    expect(result).toMatchObject({ encoded: 6, fromCache: 3, removed: 6 });
    const after = await outputs();
    expect([...after.keys()].filter((name) => name.startsWith('photo-'))).toEqual([...before.keys()].filter((name) => name.startsWith('photo-')));
    const wide = [...after.keys()].filter((name) => name.startsWith('wide-'));
    expect(wide).toHaveLength(6);
    for (const name of wide) expect(before.has(name)).toBe(false);
    expect(new Set(wide.map((name) => name.split('.').at(-2))).size).toBe(1);
  });

  it('removes the files of an image no longer listed, and drops it from the manifest', async () => {
    const result = await buildImages({ ...options, images: { wide: images.wide! } });
    expect(result).toMatchObject({ encoded: 0, fromCache: 6, removed: 3, report: '1 image, 0 encoded, 6 from cache' });
    expect(Object.keys(result.manifest)).toEqual(['wide']);
    expect([...(await outputs()).keys()].filter((name) => name.startsWith('photo-'))).toEqual([]);
    expect(await readFile(options.manifestFile, 'utf8')).not.toContain('photo');
  });

  it('makes a source narrower than every width at its own width, never larger', async () => {
    await writeFile(path.join(options.sourceDir, 'small.png'), await drawing(200, 100, '#ffffff'));
    const result = await buildImages({ ...options, images: { small: { file: 'small.png', widths: [480, 960], fallback: 'png' } } });
    const small = result.manifest.small!;
    expect([small.width, small.height]).toEqual([200, 100]);
    expect(entries(small.avif.srcset).map((entry) => entry.width)).toEqual([200]);
  });
});
