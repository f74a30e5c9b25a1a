import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AskLink } from '../../components/actions/AskLink.tsx';
import { ViewPreload } from '../../components/media/ProductView.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { Island } from '../../islands/Island.tsx';
import { lazyIsland } from '../../islands/lazy-island.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { withProductView } from '../../media/product-views.server.ts';
import { sections } from './content.ts';
import viewerStage, { stagePicture } from './try/viewer-stage.island.tsx';

// Below the first screen, each its own chunk, so the page carries only its sections' CSS.
const Sections = lazySection('sections', () => import('../../components/sections/ProductSections.tsx').then((module) => module.ProductSections));
const Panel = lazyIsland('panel', () => import('./ifc-panel.island.tsx'));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = (args: LoaderFunctionArgs) => withProductView(pageLoader(args), 'ifcViewer');
export const meta = pageMeta;

function IfcViewerPage() {
  const { copy } = useTranslation('ifcViewer');
  const { productView } = useLoaderData<typeof loader>();
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        arrangement="split"
        actions={<AskLink ask="demo" to="#contact" />}
        // The live viewer's stage under the headline (viewer-stage.island.tsx); its picture is the
        // first screen's largest at every width, asked for first.
        art={
          <>
            <ViewPreload view={productView} {...stagePicture} />
            <Island of={viewerStage} props={{ productView }} />
          </>
        }
      />
      <Panel />
      <Sections copy={copy('sections')} items={sections} offset={1} />
      <ContactBand formId="contact" ask="demo" heading={copy('form')} />
    </>
  );
}

export default withPageCopy(IfcViewerPage);
