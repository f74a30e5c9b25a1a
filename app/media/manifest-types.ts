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
 * that a page ships only the ones it shows: [name, width, height, fallback format, widths, AVIF
 * hashes, WebP hashes, fallback hashes], a hash per width. `<Picture>` expands it.
 */
export type CompactImage = readonly [
  name: string,
  width: number,
  height: number,
  fallback: FallbackFormat,
  widths: readonly number[],
  avif: readonly string[],
  webp: readonly string[],
  rest: readonly string[],
];

const extensions = { avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg' } as const;
const types = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' } as const;

/** The files of one image as `<picture>` needs them: `<prefix><name>-<width>.<hash>.<ext>`. */
export function expandImage([name, width, height, fallback, widths, avif, webp, rest]: CompactImage, prefix = '/media/'): ManifestImage {
  const urls = (format: keyof typeof extensions, hashes: readonly string[]) =>
    widths.map((w, index) => ({ url: `${prefix}${name}-${w}.${hashes[index]}.${extensions[format]}`, width: w }));
  const variant = (format: keyof typeof extensions, hashes: readonly string[]): ImageVariant => ({
    type: types[format],
    srcset: urls(format, hashes)
      .map(({ url, width: w }) => `${url} ${w}w`)
      .join(', '),
  });
  return {
    width,
    height,
    avif: variant('avif', avif),
    webp: variant('webp', webp),
    fallback: { ...variant(fallback, rest), src: urls(fallback, rest).at(-1)!.url },
  };
}

/** The compact form of an entry `expandImage` made (the prebuild writes this). */
export function compactImage(name: string, image: ManifestImage): CompactImage {
  const parse = (srcset: string) =>
    srcset.split(', ').map((entry) => ({ hash: entry.split(' ')[0]!.split('.').at(-2)!, width: Number(entry.split(' ')[1]!.slice(0, -1)) }));
  const fallback: FallbackFormat = image.fallback.type === 'image/png' ? 'png' : 'jpeg';
  const widths = parse(image.avif.srcset).map((entry) => entry.width);
  const hashes = (srcset: string) => parse(srcset).map((entry) => entry.hash);
  return [name, image.width, image.height, fallback, widths, hashes(image.avif.srcset), hashes(image.webp.srcset), hashes(image.fallback.srcset)];
}
