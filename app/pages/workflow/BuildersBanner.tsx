import { ProductView, panelPhoneBelow } from '../../components/media/ProductView.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { workflows } from '../../content/workflows.ts';
import styles from './BuildersBanner.module.css';

interface Props {
  copy: { eyebrow: string; title: string; body: string; alt: string };
}

/** The builders' banner: the project's costs by DIN 276 cost group, as the app shows them on a desktop and on a phone. */
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
      <ProductView className={styles.picture} view={banner} alt={copy.alt} phoneBelow={panelPhoneBelow} />
    </Band>
  );
}
