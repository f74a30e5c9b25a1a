import { Illustration } from '../../components/media/Illustration.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { usePage } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { workflowCopyLoader } from '../workflows/workflow-copy.server.ts';
import { audienceCopy } from './audience-copy.ts';
import { heroArt } from './heroes.ts';

// Below the first screen: their code (the tabs' and the slider's among it) loads when the visitor scrolls near them.
const Benefits = lazySection('benefits', () => import('./Benefits.tsx').then((module) => module.Benefits));
const FeatureSelector = lazySection('workflow-features', () => import('./FeatureSelector.tsx').then((module) => module.FeatureSelector));
const ScreenshotSlider = lazySection('workflow-slider', () => import('./ScreenshotSlider.tsx').then((module) => module.ScreenshotSlider));
const BuildersBanner = lazySection('builders-banner', () => import('./BuildersBanner.tsx').then((module) => module.BuildersBanner));
const OtherRoles = lazySection('other-roles', () => import('./OtherRoles.tsx').then((module) => module.OtherRoles));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = workflowCopyLoader;
export const meta = pageMeta;

function WorkflowPage() {
  const { copy } = useTranslation('workflows');
  const page = usePage();
  const name = page.id === 'workflow' ? page.workflowName : 'architects';
  const audience = audienceCopy(copy('audiences'), name);
  // React Router keeps this component from one audience to the next; the keys start the selector and
  // the slider afresh, at the first feature and the first slide (spec section 2).
  return (
    <>
      <ProductHero copy={audience.hero} art={<Illustration art={heroArt[name]} alt={audience.hero.artAlt} loading="eager" />} />
      <Benefits copy={audience.benefits} />
      <FeatureSelector key={`features-${name}`} copy={audience.features} name={name} />
      {/* The copy has a slider and a banner exactly where the data has them (tests/unit/workflows-content.test.ts). */}
      {audience.slider && <ScreenshotSlider key={`slider-${name}`} copy={audience.slider} name={name} />}
      {audience.banner && <BuildersBanner copy={audience.banner} />}
      <OtherRoles current={name} />
      <ContactBand formId="contact" heading={audience.form} />
    </>
  );
}

export default withPageCopy(WorkflowPage);
