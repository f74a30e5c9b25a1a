import { useEffect, useRef, useState } from 'react';
import { type CompactImage, expandImage } from '../../media/manifest-types.ts';

/** Another image for viewports matching `media`: a banner's mobile crop, say. */
export interface PictureSource {
  media: string;
  image: CompactImage;
  /** Defaults to the picture's `sizes`. */
  sizes?: string;
  /** The size to lay it out at, when not the image's own (a picture drawn at 2x for sharp screens). */
  width?: number;
  height?: number;
}

export interface PictureProps {
  /** From `app/media/image-manifest.generated.ts` (one export per image in `images.ts`). */
  image: CompactImage;
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
  /** The size to lay it out at, when not the image's own: with `max-width: 100%` it is never shown wider. */
  width?: number;
  height?: number;
}

/**
 * A responsive image from `app/media/images.ts`: AVIF, then WebP, then the PNG or JPEG fallback, each
 * in the widths the prebuild made. The `<img>` always carries the intrinsic width and height, so the
 * browser reserves the space before the file arrives.
 *
 * A browser does not try the next `<source>` when the chosen file fails to load; so when it fails, the
 * picture switches once to the PNG or JPEG alone (spec section 8), also for a failure before hydration.
 */
export function Picture({ image, alt, sizes, loading, fetchPriority, className, sources = [], ...size }: PictureProps) {
  const main = expandImage(image);
  const width = size.width ?? main.width;
  const height = size.height ?? main.height;
  const imgRef = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  if (failed) {
    return (
      <picture className={className}>
        <img src={main.fallback.src} srcSet={main.fallback.srcset} sizes={sizes} width={width} height={height} alt={alt} decoding="async" />
      </picture>
    );
  }
  return (
    <picture className={className}>
      {sources.map((source) => {
        const variant = expandImage(source.image);
        const common = {
          media: source.media,
          sizes: source.sizes ?? sizes,
          width: source.width ?? variant.width,
          height: source.height ?? variant.height,
        };
        // Width and height on each art-directed source, since its aspect ratio may differ from the main image's.
        return [variant.avif, variant.webp, variant.fallback].map(({ type, srcset }) => (
          <source key={`${source.media} ${type}`} type={type} srcSet={srcset} {...common} />
        ));
      })}
      <source type={main.avif.type} srcSet={main.avif.srcset} sizes={sizes} />
      <source type={main.webp.type} srcSet={main.webp.srcset} sizes={sizes} />
      <img
        ref={imgRef}
        onError={() => setFailed(true)}
        src={main.fallback.src}
        srcSet={main.fallback.srcset}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
