import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AskLink } from '../../components/actions/AskLink.tsx';
import { ProductView } from '../../components/media/ProductView.tsx';
import { FigureStrip } from '../../components/sections/FigureStrip.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductPageHero } from '../../components/sections/ProductPageHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { lazyIsland } from '../../islands/lazy-island.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { withProductView } from '../../media/product-views.server.ts';
import { leadSections, moreSections } from './content.ts';

// Below the first screen, each its own chunk, so the page carries only its sections' CSS.
const LeadSections = lazySection('lead-sections', () =>
  import('../../components/sections/ProductSections.tsx').then((module) => module.ProductSections),
);
const MoreSections = lazySection('more-sections', () =>
  import('../../components/sections/ProductSections.tsx').then((module) => module.ProductSections),
);
// Below the structures panel, so the panel's activation keeps its place; its piece is an island.
const RfiFlow = lazySection('rfi-flow', () => import('./RfiFlowSection.tsx').then((module) => module.RfiFlowSection));
const Panel = lazyIsland('panel', () => import('./task-panel.island.tsx'));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = (args: LoaderFunctionArgs) => withProductView(pageLoader(args), 'taskIssue');
export const meta = pageMeta;

function TaskIssuePage() {
  const { t, copy } = useTranslation('taskIssue');
  const { productView } = useLoaderData<typeof loader>();
  const sections = copy('sections');
  return (
    <>
      <ProductPageHero
        copy={copy('hero')}
        view={<ProductView view={productView} alt={t('hero.viewAlt')} loading="wide" />}
        action={<AskLink ask="demo" to="#contact" />}
      />
      <FigureStrip copy={copy('figures')} />
      <LeadSections copy={sections} items={leadSections} offset={1} />
      <Panel />
      <RfiFlow copy={copy('rfi')} />
      {/* Its position goes on counting past the panel and the RFI piece, so the tones keep alternating. */}
      <MoreSections copy={sections} items={moreSections} offset={leadSections.length + 3} />
      <ContactBand formId="contact" variant="callback" ask="demo" heading={copy('form')} />
    </>
  );
}

export default withPageCopy(TaskIssuePage);
