import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AskLink } from '../../components/actions/AskLink.tsx';
import { ProductView } from '../../components/media/ProductView.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductPageHero } from '../../components/sections/ProductPageHero.tsx';
import { withCaseStudyTeaser } from '../../components/trust/case-study-copy.server.ts';
import { caseStudyFor } from '../../content/case-studies.ts';
import { usePage } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { lazyIsland } from '../../islands/lazy-island.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { workflowCopyLoader } from '../workflows/workflow-copy.server.ts';
import { audienceCopy } from './audience-copy.ts';
import { heroViews } from './heroes.ts';

// Below the first screen, each its own chunk, so the page carries only its sections' CSS.
const Benefits = lazySection('benefits', () => import('./Benefits.tsx').then((module) => module.Benefits));
const FeatureSelector = lazyIsland('workflow-features', () => import('./workflow-features.island.tsx'));
const ScreenshotSlider = lazyIsland('workflow-slider', () => import('./workflow-slider.island.tsx'));
const BuildersBanner = lazySection('builders-banner', () => import('./BuildersBanner.tsx').then((module) => module.BuildersBanner));
const CaseStudyTeaser = lazySection('case-study', () =>
  import('../../components/trust/CaseStudyTeaser.tsx').then((module) => module.CaseStudyTeaser),
);
const OtherRoles = lazySection('other-roles', () => import('./OtherRoles.tsx').then((module) => module.OtherRoles));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

// The audience's case study, where one belongs to it, with its teaser's copy. Chosen here, on the
// server, so the case studies' data stays out of the page's script.
export function loader(args: LoaderFunctionArgs) {
  const data = workflowCopyLoader(args);
  const caseStudy = data.page.id === 'workflow' ? caseStudyFor(data.page.workflowName) : undefined;
  return { ...withCaseStudyTeaser(data, caseStudy), caseStudy };
}

export const meta = pageMeta;

function WorkflowPage() {
  const { copy } = useTranslation('workflows');
  const page = usePage();
  const name = page.id === 'workflow' ? page.workflowName : 'architects';
  const audience = audienceCopy(copy('audiences'), name);
  const study = useLoaderData<typeof loader>().caseStudy;
  return (
    <>
      <ProductPageHero
        copy={audience.hero}
        view={<ProductView view={heroViews[name]} alt={audience.hero.viewAlt} loading="wide" />}
        action={<AskLink ask="demo" to="#contact" />}
      />
      <Benefits copy={audience.benefits} />
      <FeatureSelector name={name} />
      {/* The copy has a slider and a banner exactly where the data has them (tests/unit/workflows-content.test.ts). */}
      {audience.slider && <ScreenshotSlider name={name} />}
      {audience.banner && <BuildersBanner copy={audience.banner} />}
      {study && <CaseStudyTeaser id={study} />}
      <OtherRoles current={name} />
      <ContactBand formId="contact" ask="demo" heading={audience.form} />
    </>
  );
}

export default withPageCopy(WorkflowPage);
