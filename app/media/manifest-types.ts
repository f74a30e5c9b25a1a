import type { ImageName } from './images.ts';

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

export type ImageManifest = Record<ImageName, ManifestImage>;
