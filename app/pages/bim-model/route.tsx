import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AskLink } from '../../components/actions/AskLink.tsx';
import { ProductView } from '../../components/media/ProductView.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductPageHero } from '../../components/sections/ProductPageHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { withProductView } from '../../media/product-views.server.ts';
import { sections } from './content.ts';

// Below the first screen, each its own chunk, so the page carries only its sections' CSS.
const Sections = lazySection('sections', () => import('../../components/sections/ProductSections.tsx').then((module) => module.ProductSections));
// Right under the hero and complete in the HTML; its piece is an island that waits for the visitor's first input.
const VersionCompare = lazySection('model-compare', () =>
  import('../../components/signature/model-version-compare/ModelVersionCompareSection.tsx').then((module) => module.ModelVersionCompareSection),
);
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = (args: LoaderFunctionArgs) => withProductView(pageLoader(args), 'bimModel');
export const meta = pageMeta;

function BimModelPage() {
  const { t, copy } = useTranslation('bimModel');
  const { productView } = useLoaderData<typeof loader>();
  return (
    <>
      <ProductPageHero
        copy={copy('hero')}
        view={<ProductView view={productView} alt={t('hero.viewAlt')} loading="wide" />}
        action={<AskLink ask="demo" to="#contact" />}
      />
      <VersionCompare copy={copy('compare')} />
      <Sections copy={copy('sections')} items={sections} reveal />
      <ContactBand formId="contact" ask="demo" heading={copy('form')} />
    </>
  );
}

export default withPageCopy(BimModelPage);
