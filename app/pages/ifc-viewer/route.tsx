import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AskLink } from '../../components/actions/AskLink.tsx';
import { ProductView, panelPhoneBelow } from '../../components/media/ProductView.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { withProductView } from '../../media/product-views.server.ts';
import { featureItemArt, sections } from './content.ts';
import { ViewerStage } from './try/ViewerStage.tsx';

// Below the first screen: their code loads when the visitor scrolls near them.
const Sections = lazySection('sections', () => import('../../components/sections/ProductSections.tsx').then((module) => module.ProductSections));
const Panel = lazySection('panel', () => import('../../components/sections/ItemPanel.tsx').then((module) => module.ItemPanel));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = (args: LoaderFunctionArgs) => withProductView(pageLoader(args), 'ifcViewer');
export const meta = pageMeta;

function IfcViewerPage() {
  const { t, copy } = useTranslation('ifcViewer');
  const { productView } = useLoaderData<typeof loader>();
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        arrangement="split"
        actions={<AskLink ask="demo" to="#contact" />}
        // The live viewer's stage under the headline: the picture of the sample model at its own size with
        // the call beside it, both of which the viewer replaces in place when the visitor asks for it. A
        // tablet gets the desktop composition shrunk, not the phone one stretched.
        art={
          <ViewerStage
            picture={
              <ProductView
                view={productView}
                alt={t('hero.viewAlt')}
                loading="eager"
                phoneBelow={panelPhoneBelow}
                sizes="(min-width: 969px) min(960px, 100vw - 348px), min(960px, 100vw - 80px)"
              />
            }
          />
        }
      />
      {/* Opens its first item when its heading is 30 % down the screen: inside the spec's 800 to 1200 px
          under the taller stage of the sample model (at the middle it opened at 700 px). */}
      <Panel name="ifc-features" copy={copy('panel')} visuals={featureItemArt} tone="plain" line={0.3} />
      <Sections copy={copy('sections')} items={sections} offset={1} />
      <ContactBand formId="contact" ask="demo" heading={copy('form')} />
    </>
  );
}

export default withPageCopy(IfcViewerPage);
