import { Illustration } from '../../components/media/Illustration.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { planHero } from './art/drawings.generated.ts';
import { sections } from './content.ts';

// Below the first screen: their code loads when the visitor scrolls near them.
const Sections = lazySection('sections', () => import('../../components/sections/ProductSections.tsx').then((module) => module.ProductSections));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = pageLoader;
export const meta = pageMeta;

function PlanManagementPage() {
  const { t, copy } = useTranslation('planManagement');
  return (
    <>
      <ProductHero copy={copy('hero')} art={<Illustration art={planHero} alt={t('hero.artAlt')} loading="eager" />} />
      <Sections copy={copy('sections')} items={sections} />
      <ContactBand formId="contact" heading={copy('form')} />
    </>
  );
}

export default withPageCopy(PlanManagementPage);
