import { imageManifest } from '../../media/image-manifest.generated.ts';
import type { ImageName } from '../../media/images.ts';

/** Another image for viewports matching `media`: a banner's mobile crop, say. */
export interface PictureSource {
  media: string;
  image: ImageName;
  /** Defaults to the picture's `sizes`. */
  sizes?: string;
}

export interface PictureProps {
  image: ImageName;
  /** From the caller's locale file; `""` for a decorative image. */
  alt: string;
  /** The rendered width per viewport, e.g. "(max-width: 968px) 100vw, 50vw". */
  sizes: string;
  /** "eager" (with `fetchPriority="high"`) for the largest image above the fold, "lazy" for the rest. */
  loading: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  /** Art direction, tried in order before the main image; the browser picks by media query, no script. */
  sources?: readonly PictureSource[];
}

/**
 * A responsive image from `app/media/images.ts`: AVIF, then WebP, then the PNG or JPEG fallback, each
 * in the widths the prebuild made. The `<img>` always carries the intrinsic width and height, so the
 * browser reserves the space before the file arrives.
 */
export function Picture({ image, alt, sizes, loading, fetchPriority, className, sources = [] }: PictureProps) {
  const main = imageManifest[image];
  return (
    <picture className={className}>
      {sources.map((source) => {
        const variant = imageManifest[source.image];
        const common = { media: source.media, sizes: source.sizes ?? sizes, width: variant.width, height: variant.height };
        // Width and height on each art-directed source, since its aspect ratio may differ from the main image's.
        return [variant.avif, variant.webp, variant.fallback].map(({ type, srcset }) => (
          <source key={`${source.media} ${type}`} type={type} srcSet={srcset} {...common} />
        ));
      })}
      <source type={main.avif.type} srcSet={main.avif.srcset} sizes={sizes} />
      <source type={main.webp.type} srcSet={main.webp.srcset} sizes={sizes} />
      <img
        src={main.fallback.src}
        srcSet={main.fallback.srcset}
        sizes={sizes}
        width={main.width}
        height={main.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
