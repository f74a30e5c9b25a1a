import { DemoForm } from '../../components/forms/DemoForm.tsx';
import { Picture } from '../../components/media/Picture.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { ifcHero } from '../../media/image-manifest.generated.ts';
import { featureItemArt, sections } from './content.ts';

// Below the first screen: their code loads when the visitor scrolls near them.
const Sections = lazySection('sections', () => import('../../components/sections/ProductSections.tsx').then((module) => module.ProductSections));
const Panel = lazySection('panel', () => import('../../components/sections/ItemPanel.tsx').then((module) => module.ItemPanel));
const TryViewer = lazySection('try-viewer', () => import('./try/TryViewer.tsx').then((module) => module.TryViewer));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = pageLoader;
export const meta = pageMeta;

function IfcViewerPage() {
  const { t, copy } = useTranslation('ifcViewer');
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        arrangement="form-under-text"
        form={<DemoForm formId="demo" title={t('hero.formTitle')} />}
        // Lazy, as on the task page: below the form on a phone, where the text is the first screen; on a
        // desktop, in view beside the form, it loads as soon as the page is laid out.
        art={<Picture image={ifcHero} alt={t('hero.artAlt')} sizes="(max-width: 968px) calc(100vw - 48px), 588px" loading="lazy" />}
      />
      <Panel name="ifc-features" copy={copy('panel')} art={featureItemArt} tone="plain" />
      <TryViewer />
      <Sections copy={copy('sections')} items={sections} offset={1} />
      <ContactBand formId="contact" heading={copy('form')} />
    </>
  );
}

export default withPageCopy(IfcViewerPage);
