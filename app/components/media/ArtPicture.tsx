import { useLang } from '../../context/page.tsx';
import { type Artwork, artworkSrc } from '../../media/artwork.ts';
import { type Lang, languages } from '../../shared/languages.ts';

interface Props {
  /** The drawing for every viewport no source matches. */
  art: Artwork;
  /** Other drawings for the viewports matching `media`, tried in order: a banner's mobile variant, say. */
  sources: readonly { media: string; art: Artwork }[];
  alt: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * An art-directed drawing: the browser picks the variant by media query, with no script, and each
 * variant comes in the page's language (the drawings are filled per language by the prebuild). Every
 * source carries its own width and height, so the space is reserved whichever variant it picks.
 */
export function ArtPicture({ art, sources, alt, loading = 'lazy', className }: Props) {
  const lang = useLang();
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source
          key={source.media}
          media={source.media}
          type="image/svg+xml"
          srcSet={artworkSrc(source.art, lang)}
          width={source.art[1]}
          height={source.art[2]}
        />
      ))}
      <img src={artworkSrc(art, lang)} width={art[1]} height={art[2]} alt={alt} loading={loading} decoding="async" />
    </picture>
  );
}
