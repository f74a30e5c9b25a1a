import { ProductView } from '../../components/media/ProductView.tsx';
import { PageLink } from '../../components/navigation/PageLink.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { Tabs } from '../../components/widgets/Tabs.tsx';
import { type ProductPageId, productPages } from '../../content/products.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ViewPictures } from '../../media/view-pictures.ts';
import { pathTo } from '../../shared/pages.ts';
import styles from './FeaturePicker.module.css';

interface Props {
  /** Each product's tile view, from its record (the page's data). */
  tiles: Record<ProductPageId, ViewPictures>;
}

/** The products as puzzle pieces: one shown at a time with its text, a view of it and a link to its page. */
export function FeaturePicker({ tiles }: Props) {
  const lang = useLang();
  const { t, copy } = useTranslation('home');
  const features = copy('features.items');
  const items = productPages.map((id) => {
    const feature = features[id];
    return {
      id,
      href: pathTo(id, lang),
      tab: <span className={styles.pieceLabel}>{feature.tab}</span>,
      panel: (
        <div className={styles.panel}>
          <div className={styles.text}>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.body}>{feature.body}</p>
            <ul className={styles.points}>
              {feature.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <PageLink className={styles.link} to={pathTo(id, lang)}>
              {feature.link}
            </PageLink>
          </div>
          <div className={styles.art}>
            {/* The feature's text says what the view shows: the picture adds nothing a screen reader needs. */}
            <ProductView view={tiles[id]} alt="" sizes="(max-width: 1248px) 50vw, 640px" />
          </div>
        </div>
      ),
    };
  });
  return (
    <Band labelledBy="features-title" tone="warm" joined>
      <SectionHeading id="features-title" eyebrow={t('features.eyebrow')} title={t('features.title')} intro={t('features.intro')} />
      <Tabs
        label={t('features.tabsLabel')}
        items={items}
        classNames={{ list: styles.pieces, tab: styles.piece, panels: styles.panels, panel: styles.panelBox }}
      />
    </Band>
  );
}
