/** One format of an image: what a `<source>` (or the `<img>`) needs. */
export interface ImageVariant {
  type: 'image/avif' | 'image/webp' | 'image/png' | 'image/jpeg';
  /** Every width of this format as "url 960w, …", narrowest first. */
  srcset: string;
}

export interface ManifestImage {
  /** Intrinsic size of the largest output: the `<img>`'s width and height, so the layout does not shift. */
  width: number;
  height: number;
  avif: ImageVariant;
  webp: ImageVariant;
  /** PNG or JPEG, with `src` its largest width. */
  fallback: ImageVariant & { src: string };
}

type FallbackFormat = 'png' | 'jpeg';

/**
 * An image as the generated `image-manifest.generated.ts` exports it, one named export per image so
 * that a page ships only the ones it shows: [name, width, height, fallback format, widths, hash], the
 * hash being one for all of the image's files. `<Picture>` expands it.
 */
export type CompactImage = readonly [name: string, width: number, height: number, fallback: FallbackFormat, widths: readonly number[], hash: string];

const extensions = { avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg' } as const;
const types = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' } as const;

/** The files of one image as `<picture>` needs them: `<prefix><name>-<width>.<hash>.<ext>`. */
export function expandImage([name, width, height, fallback, widths, hash]: CompactImage, prefix = '/media/'): ManifestImage {
  const urls = (format: keyof typeof extensions) => widths.map((w) => ({ url: `${prefix}${name}-${w}.${hash}.${extensions[format]}`, width: w }));
  const variant = (format: keyof typeof extensions): ImageVariant => ({
    type: types[format],
    srcset: urls(format)
      .map(({ url, width: w }) => `${url} ${w}w`)
      .join(', '),
  });
  return {
    width,
    height,
    avif: variant('avif'),
    webp: variant('webp'),
    fallback: { ...variant(fallback), src: urls(fallback).at(-1)!.url },
  };
}

/** The compact form of an entry `expandImage` made (the prebuild writes this). */
export function compactImage(name: string, image: ManifestImage): CompactImage {
  const entries = image.avif.srcset.split(', ').map((entry) => entry.split(' '));
  const widths = entries.map(([, descriptor]) => Number(descriptor!.slice(0, -1)));
  const hash = entries[0]![0]!.split('.').at(-2)!;
  const fallback: FallbackFormat = image.fallback.type === 'image/png' ? 'png' : 'jpeg';
  return [name, image.width, image.height, fallback, widths, hash];
}
