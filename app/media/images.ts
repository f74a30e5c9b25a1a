/**
 * The site's raster images: each source in `app/media/images/` with the widths the layout asks for.
 * `npm run prebuild` (scripts/prebuild/images.ts) makes AVIF, WebP and the fallback of each width into
 * `public/media/` and lists them in `image-manifest.generated.ts`, which `<Picture>` reads.
 */
export interface ImageSource {
  /** The file name in `app/media/images/`. */
  file: string;
  /** Rendered widths in pixels; a width above the source's is left out, never upscaled. */
  widths: readonly number[];
  /** For browsers without AVIF or WebP: PNG keeps flat illustrations crisp, JPEG suits photographs. */
  fallback: 'png' | 'jpeg';
}

export const images = {
  'platform-overview': { file: 'platform-overview.png', widths: [480, 960, 1440], fallback: 'png' },
  'task-relationships-poster': { file: 'task-relationships-poster.png', widths: [480, 960], fallback: 'png' },
  'task-activities-poster': { file: 'task-activities-poster.png', widths: [480, 960], fallback: 'png' },
} as const satisfies Record<string, ImageSource>;

export type ImageName = keyof typeof images;
