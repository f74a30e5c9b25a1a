import { useLang } from '../../context/page.tsx';
import { type Artwork, type ArtworkInPage, artworkSrc } from '../../media/artwork.ts';
import { languages } from '../../shared/languages.ts';

export interface IllustrationProps {
  /** From the page folder's `art/drawings.generated.ts`. */
  art: Artwork;
  /** From the caller's locale file: what the drawing shows; `""` when the text beside it says it all. */
  alt: string;
  /**
   * "eager" only for a drawing in the first screen. It still loads at low priority: on a phone the
   * text beside it is the largest paint, and that text waits for the font, which should not share
   * the first round trips with the drawing (React would also preload the drawing ahead of the font).
   */
  loading?: 'lazy' | 'eager';
  /**
   * The drawing written into the page (the `…InPage` export beside `art`), for the one that is the
   * largest paint of the first screen: it then paints with the text instead of a request later.
   */
  inPage?: ArtworkInPage;
  className?: string;
}

/**
 * One of the site's SVG drawings (`app/pages/<page>/art/`) in the page's language, as an image: it
 * costs no script and no hydration, and its width and height reserve its space before it arrives.
 */
export function Illustration({ art, alt, loading = 'lazy', inPage, className }: IllustrationProps) {
  const lang = useLang();
  const [, width, height] = art;
  if (inPage) return <img className={className} src={inPage[languages.indexOf(lang)]} width={width} height={height} alt={alt} />;
  return (
    <img
      className={className}
      src={artworkSrc(art, lang)}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'low' : undefined}
      decoding="async"
    />
  );
}
