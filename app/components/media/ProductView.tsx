import { preload } from 'react-dom';
import { useLang } from '../../context/page.tsx';
import { type CompactImage, expandImage } from '../../media/manifest-types.ts';
import type { ViewPictures } from '../../media/view-pictures.ts';
import type { Lang } from '../../shared/languages.ts';
import { Picture } from './Picture.tsx';
import styles from './ProductView.module.css';

/** Below this width a view shows its phone composition: the desktop one would need more room than there is. */
export const phoneViewMedia = '(max-width: 959px)';

/**
 * A close-up (640 px wide) fits whole from this width, with the page's margins: a tablet shows it at its
 * own size rather than the phone composition, and no screen stretches either past its pixels.
 */
export const panelPhoneBelow = 688;

interface Props {
  /** From `app/media/views/<name>.generated.ts` (one module per view in `app/views/catalog.ts`). */
  view: ViewPictures;
  /** What the view shows, from the caller's locale file. */
  alt: string;
  /** The desktop composition's rendered width per viewport; by default the content width, at most its own width. */
  sizes?: string;
  /**
   * "eager" for a view in the first screen at every width: the head preloads both compositions, each
   * for its widths, as the largest picture there (in an island, `ViewPreload` beside it does).
   * "wide" for a hero's view, beside the text on a wide screen and below it on a phone: the head
   * preloads the desktop composition first for wide screens, as the largest paint there, and
   * a phone fetches its composition at low priority, so that the sliver of it in the first screen
   * waits behind the page and the font its text needs.
   */
  loading?: 'lazy' | 'eager' | 'wide';
  /** The viewport width from which the desktop composition shows; below it the phone one (default 960). */
  phoneBelow?: number;
  /** 'phone': the phone composition at every width, for a column no wider than a phone's (a card in a row of three). */
  composition?: 'phone';
  className?: string;
}

/** The media query of a view's phone composition and the sizes of its desktop one. */
function layoutOf({ desktop, phone }: ViewPictures, sizes?: string, phoneBelow?: number) {
  return {
    phoneSizes: `min(${phone.width}px, 100vw - 32px)`,
    phoneMedia: phoneBelow ? `(max-width: ${phoneBelow - 1}px)` : phoneViewMedia,
    desktopSizes: sizes ?? `min(${desktop.width}px, 100vw - 48px)`,
  };
}

/**
 * Preloads a view's AVIF from the head, with the same candidates, sizes and media as the picture's
 * source, so the picture takes the preloaded file: the desktop composition for wide screens and,
 * with `phone`, the phone one for narrow screens. React places image preloads ahead of the font's,
 * so a view that is the first screen's largest paint is the first file asked for after the page.
 */
function preloadView(view: ViewPictures, lang: Lang, { phoneSizes, phoneMedia, desktopSizes }: ReturnType<typeof layoutOf>, phone: boolean) {
  const preloadAvif = (image: CompactImage, imageSizes: string, media: string) => {
    const { avif } = expandImage(image);
    preload(avif.srcset.split(' ')[0]!, { as: 'image', type: avif.type, imageSrcSet: avif.srcset, imageSizes, media, fetchPriority: 'high' });
  };
  if (phone) preloadAvif(view.phone.images[lang], phoneSizes, phoneMedia);
  preloadAvif(view.desktop.images[lang], desktopSizes, `not all and ${phoneMedia}`);
}

/**
 * For a view in the first screen at every width that an island renders: an island's render cannot
 * reach the page's head, so the page places this beside the island, with the view's own layout.
 */
export function ViewPreload({ view, sizes, phoneBelow }: Pick<Props, 'view' | 'sizes' | 'phoneBelow'>) {
  preloadView(view, useLang(), layoutOf(view, sizes, phoneBelow), true);
  return null;
}

/** One class per drawn width (named, not built from the width: the build keeps only classes it sees used). */
const desktopCaps: Record<number, string | undefined> = { 320: styles.desktop320, 640: styles.desktop640, 960: styles.desktop960 };

/**
 * A picture of the product's own interface (app/views/), in the page's language: the phone
 * composition on narrow screens, the desktop one from 960 px, each shown at most at the size it was
 * drawn for, so its text never grows past the page's own nor shrinks on a phone.
 */
export function ProductView({ view, alt, sizes, loading = 'lazy', phoneBelow, composition, className }: Props) {
  const lang = useLang();
  const { desktop, phone } = view;
  if (composition === 'phone')
    return (
      <Picture
        className={[styles.view, styles.narrow320, className].filter(Boolean).join(' ')}
        image={phone.images[lang]}
        width={phone.width}
        height={phone.height}
        sizes={layoutOf(view).phoneSizes}
        alt={alt}
        loading={loading === 'eager' ? 'eager' : 'lazy'}
      />
    );
  // Caps the picture at the width it was drawn for, whatever its container stretches images to.
  const caps = [desktopCaps[desktop.width], phoneBelow ? styles.panelPhone320 : styles.phone320];
  const layout = layoutOf(view, sizes, phoneBelow);
  const { phoneSizes, phoneMedia, desktopSizes } = layout;
  if (loading === 'wide' || loading === 'eager') preloadView(view, lang, layout, loading === 'eager');
  return (
    <Picture
      className={[styles.view, ...caps, className].filter(Boolean).join(' ')}
      image={desktop.images[lang]}
      width={desktop.width}
      height={desktop.height}
      sizes={desktopSizes}
      sources={[
        {
          media: phoneMedia,
          image: phone.images[lang],
          width: phone.width,
          height: phone.height,
          sizes: phoneSizes,
        },
      ]}
      alt={alt}
      loading={loading === 'eager' ? 'eager' : 'lazy'}
      fetchPriority={loading === 'eager' ? 'high' : loading === 'wide' ? 'low' : undefined}
    />
  );
}
