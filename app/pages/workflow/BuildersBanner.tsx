import { ArtPicture } from '../../components/media/ArtPicture.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { workflows } from '../../content/workflows.ts';
import styles from './BuildersBanner.module.css';

/** Below this width the phone drawing replaces the wide one, whose labels would be too small to read. */
export const bannerMobileMedia = '(max-width: 900px)';

interface Props {
  copy: { eyebrow: string; title: string; body: string; alt: string };
}

/** The builders' banner: their project overview, drawn for the desktop and for the phone, in the page's language. */
export function BuildersBanner({ copy }: Props) {
  const banner = workflows.builders.banner;
  if (!banner) throw new Error('The builders have a banner in app/content/workflows.ts');
  return (
    <Band labelledBy="banner-title" tone="dark" className={styles.layout}>
      <div className={styles.text}>
        <p className="eyebrow">{copy.eyebrow}</p>
        <h2 id="banner-title" className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.body}>{copy.body}</p>
      </div>
      <ArtPicture className={styles.picture} art={banner.desktop} sources={[{ media: bannerMobileMedia, art: banner.mobile }]} alt={copy.alt} />
    </Band>
  );
}
