import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type ImageSource, images } from '../../app/media/images.ts';
import { compactImage, type ImageVariant, type ManifestImage } from '../../app/media/manifest-types.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { cachedBytes } from './file-cache.ts';
import { encode, encoderSettings, extensions, type Format, mimeTypes } from './image-encoders.ts';
import { writeMenuThumbnails } from './menu-thumbnails.ts';
import { renderImageSources, writeRenderModules } from './render-images.ts';
import { viewImageSources, writeViewModules } from './view-images.ts';

export interface ImageStepOptions {
  images: Record<string, ImageSource>;
  /** Where the sources are (`app/media/images/`). */
  sourceDir: string;
  /** Where the outputs go (`public/media/`); Vite copies it into the client build. */
  outputDir: string;
  /** The URL `outputDir` is served at. */
  urlPrefix: string;
  manifestFile: string;
  /** Encoded files by cache key, kept across runs and builds. */
  cacheDir: string;
}

export interface ImageStepResult {
  manifest: Record<string, ManifestImage>;
  encoded: number;
  fromCache: number;
  removed: number;
  report: string;
}

// What this step writes, and so all it ever removes from the output folder.
const outputName = /^[a-z0-9-]+-\d+\.[0-9a-f]{8}\.(avif|webp|png|jpg)$|\.tmp$/;

/** The prebuild step for the site: `app/media/images/` into `public/media/` and the manifest. */
export async function writeImages(root: string): Promise<string> {
  const views = await viewImageSources(root);
  const renders = await renderImageSources(root);
  const result = await buildImages({
    images: { ...images, ...views.images, ...renders.images },
    sourceDir: path.join(root, 'app/media/images'),
    outputDir: path.join(root, 'public/media'),
    urlPrefix: '/media/',
    manifestFile: path.join(root, 'app/media/image-manifest.generated.ts'),
    cacheDir: path.join(root, 'node_modules/.cache/lotrecht-media'),
  });
  await writeViewModules(root, views.record, result.manifest);
  await writeRenderModules(root, renders.record, result.manifest);
  await writeMenuThumbnails(root, result.manifest);
  return result.report;
}

export async function buildImages(options: ImageStepOptions): Promise<ImageStepResult> {
  const manifest: Record<string, ManifestImage> = {};
  const named = new Set<string>();
  let encoded = 0;
  let fromCache = 0;

  for (const [name, image] of Object.entries(options.images)) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`image names must be kebab-case, for file names: ${name}`);
    const source = await readFile(path.join(options.sourceDir, image.file)).catch((error: unknown) => {
      throw new Error(`image ${name}: cannot read app/media/images/${image.file}`, { cause: error });
    });
    const widths = widthsFor(image, await orientedWidth(source));
    const formats: Format[] = ['avif', 'webp', image.fallback];

    const encodings = await Promise.all(
      formats.flatMap((format) =>
        widths.map(async (width) => {
          const quality = format === 'png' ? undefined : image.quality?.[format];
          const key = createHash('sha256')
            .update(source)
            .update('\0')
            .update(encoderSettings(format, width, quality))
            .digest('hex');
          const { bytes, hit } = await cachedBytes(options.cacheDir, `${key}.${extensions[format]}`, () => encode(source, format, width, quality));
          if (hit) fromCache++;
          else encoded++;
          return { format, width, bytes };
        }),
      ),
    );
    // One hash for all of an image's files, so that a <picture>'s dozen URLs repeat one string, which
    // compression nearly erases (per-file hashes cost a page up to a kilobyte compressed). Any change to
    // one file renames them all: they are made together, from one source.
    const hash = encodings
      .reduce((digest, { bytes }) => digest.update(bytes), createHash('sha256'))
      .digest('hex')
      .slice(0, 8);
    const outputs = await Promise.all(
      encodings.map(async ({ format, width, bytes }) => {
        const file = `${name}-${width}.${hash}.${extensions[format]}`;
        // The name carries the content hash, so a file already there is this output: leave it untouched.
        const target = path.join(options.outputDir, file);
        if (!(await exists(target))) await writeFileAtomic(target, bytes);
        named.add(file);
        return { format, width, url: options.urlPrefix + file, bytes };
      }),
    );

    const variant = (format: Format): ImageVariant => ({
      type: mimeTypes[format],
      srcset: outputs
        .filter((output) => output.format === format)
        .map((output) => `${output.url} ${output.width}w`)
        .join(', '),
    });
    const largest = outputs.findLast((output) => output.format === image.fallback)!;
    const { width, height } = await sharp(largest.bytes).metadata();
    manifest[name] = { width, height, avif: variant('avif'), webp: variant('webp'), fallback: { ...variant(image.fallback), src: largest.url } };
  }

  const removed = await removeStale(options.outputDir, named);
  await writeManifest(options.manifestFile, manifest);
  const count = Object.keys(manifest).length;
  return {
    manifest,
    encoded,
    fromCache,
    removed,
    report: `${count} image${count === 1 ? '' : 's'}, ${encoded} encoded, ${fromCache} from cache`,
  };
}

/** The widths to make, narrowest first; a source narrower than every width is used at its own. */
function widthsFor(image: ImageSource, sourceWidth: number): number[] {
  const fitting = [...new Set(image.widths)].filter((width) => width <= sourceWidth).sort((a, b) => a - b);
  return fitting.length ? fitting : [sourceWidth];
}

async function orientedWidth(source: Buffer): Promise<number> {
  const metadata = await sharp(source).metadata();
  return metadata.autoOrient.width;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function removeStale(dir: string, keep: Set<string>): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const stale = names.filter((name) => outputName.test(name) && !keep.has(name));
  await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  return stale.length;
}

const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** One named export per image (`taskHero` for task-hero), so a page ships only the ones it shows. */
async function writeManifest(file: string, manifest: Record<string, ManifestImage>): Promise<void> {
  // Product views and renders have a module each (view-images.ts, render-images.ts): here they would ride along in every page's script.
  const lines = Object.entries(manifest)
    .filter(([name]) => !name.startsWith('view-') && !name.startsWith('render-'))
    .map(([name, image]) => `export const ${camelCase(name)}: CompactImage = ${JSON.stringify(compactImage(name, image)).replace(/,/g, ', ')};`);
  const source = [
    '// Generated by scripts/prebuild/images.ts from app/media/images.ts; do not edit.',
    "import type { CompactImage } from './manifest-types.ts';",
    '',
    ...lines,
    '',
  ].join('\n');
  // Rewritten only when it changes, so Vite's watcher and the type checker stay quiet.
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current !== source) await writeFileAtomic(file, source);
}
