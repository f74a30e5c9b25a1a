import sharp, { type AvifOptions, type JpegOptions, type PngOptions, type WebpOptions } from 'sharp';
import type { ImageVariant } from '../../app/media/manifest-types.ts';

export type Format = 'avif' | 'webp' | 'png' | 'jpeg';

export const mimeTypes: Record<Format, ImageVariant['type']> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export const extensions: Record<Format, string> = { avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg' };

// Part of every cache key: changing a setting here re-encodes exactly what it affects.
const resize = { kernel: 'lanczos3', withoutEnlargement: true } as const;
const options: { avif: AvifOptions; webp: WebpOptions; png: PngOptions; jpeg: JpegOptions } = {
  // Effort 3 rather than libaom's default 4: a quarter of the time (a fresh clone's build encodes
  // every image) for files 2 to 3 % larger.
  avif: { quality: 55, effort: 3 },
  webp: { quality: 80, effort: 5, smartSubsample: true },
  // The PNG fallback is for flat illustrations, where a palette costs nothing visible and halves the file.
  png: { compressionLevel: 9, palette: true, quality: 90, effort: 7 },
  jpeg: { quality: 80, mozjpeg: true },
};

/** A format's options, with an image's own quality where it asks for one (`ImageSource.quality`). */
function optionsFor(format: Format, quality?: number) {
  return quality === undefined ? options[format] : { ...options[format], quality };
}

/** Everything besides the source bytes that decides an output's bytes. */
export function encoderSettings(format: Format, width: number, quality?: number): string {
  return JSON.stringify({ format, width, resize, options: optionsFor(format, quality), sharp: sharp.versions.sharp, vips: sharp.versions.vips });
}

export function encode(source: Buffer, format: Format, width: number, quality?: number): Promise<Buffer> {
  return sharp(source)
    .autoOrient()
    .resize({ width, ...resize })
    .toFormat(format, optionsFor(format, quality))
    .toBuffer();
}
