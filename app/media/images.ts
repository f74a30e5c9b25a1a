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
  /** Another quality than the site's usual one (scripts/prebuild/image-encoders.ts) for some formats, 1 to 100. */
  quality?: Partial<Record<'avif' | 'webp' | 'jpeg', number>>;
}

export const images = {
  'platform-overview': { file: 'platform-overview.png', widths: [480, 960, 1440], fallback: 'png' },
  // The last frames of the product loops (npm run brand:videos), per composition and language: shown
  // before a loop plays and instead of it under reduced motion, at the loop's CSS width and the widths up to its own.
  'poster-task-relationships-desktop-de': { file: 'posters/task-relationships-desktop.de.png', widths: [640, 960, 1280], fallback: 'png' },
  'poster-task-relationships-desktop-en': { file: 'posters/task-relationships-desktop.en.png', widths: [640, 960, 1280], fallback: 'png' },
  'poster-task-relationships-phone-de': { file: 'posters/task-relationships-phone.de.png', widths: [320, 640], fallback: 'png' },
  'poster-task-relationships-phone-en': { file: 'posters/task-relationships-phone.en.png', widths: [320, 640], fallback: 'png' },
  'poster-task-activities-desktop-de': { file: 'posters/task-activities-desktop.de.png', widths: [640, 1280], fallback: 'png' },
  'poster-task-activities-desktop-en': { file: 'posters/task-activities-desktop.en.png', widths: [640, 1280], fallback: 'png' },
  'poster-task-activities-phone-de': { file: 'posters/task-activities-phone.de.png', widths: [320, 640], fallback: 'png' },
  'poster-task-activities-phone-en': { file: 'posters/task-activities-phone.en.png', widths: [320, 640], fallback: 'png' },
} as const satisfies Record<string, ImageSource>;

export type ImageName = keyof typeof images;
