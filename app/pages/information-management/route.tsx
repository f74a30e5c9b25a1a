import { Illustration } from '../../components/media/Illustration.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { infoHero } from './art/drawings.generated.ts';
import { sections, structureArt } from './content.ts';
import styles from './InfoManagementPage.module.css';

// Below the first screen: their code loads when the visitor scrolls near them.
const Sections = lazySection('sections', () => import('../../components/sections/ProductSections.tsx').then((module) => module.ProductSections));
const Panel = lazySection('panel', () => import('../../components/sections/ItemPanel.tsx').then((module) => module.ItemPanel));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = pageLoader;
export const meta = pageMeta;

function InfoManagementPage() {
  const { t, copy } = useTranslation('infoManagement');
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        arrangement="below"
        art={<Illustration art={infoHero} alt={t('hero.artAlt')} loading="eager" className={styles.heroArt} />}
      />
      <Panel name="info-structures" copy={copy('panel')} art={structureArt} tone="plain" />
      <Sections copy={copy('sections')} items={sections} offset={1} />
      <ContactBand formId="contact" heading={copy('form')} />
    </>
  );
}

export default withPageCopy(InfoManagementPage);
