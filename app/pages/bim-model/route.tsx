import { Illustration } from '../../components/media/Illustration.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { bimHero } from './art/drawings.generated.ts';
import styles from './BimModelPage.module.css';
import { sections } from './content.ts';

// Below the first screen: their code loads when the visitor scrolls near them.
const Sections = lazySection('sections', () => import('../../components/sections/ProductSections.tsx').then((module) => module.ProductSections));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = pageLoader;
export const meta = pageMeta;

function BimModelPage() {
  const { t, copy } = useTranslation('bimModel');
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        arrangement="below"
        art={<Illustration art={bimHero} alt={t('hero.artAlt')} loading="lazy" className={styles.heroArt} />}
      />
      <Sections copy={copy('sections')} items={sections} reveal />
      <ContactBand formId="contact" heading={copy('form')} />
    </>
  );
}

export default withPageCopy(BimModelPage);
