import type { LoaderFunctionArgs } from 'react-router';
import { AskLink } from '../../components/actions/AskLink.tsx';
import { bookingAnchor } from '../../components/embeds/booking-anchor.ts';
import { ProductView } from '../../components/media/ProductView.tsx';
import { FigureStrip } from '../../components/sections/FigureStrip.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductPageHero } from '../../components/sections/ProductPageHero.tsx';
import { TrialCard } from '../../components/sections/TrialCard.tsx';
import { CustomerStrip } from '../../components/trust/CustomerStrip.tsx';
import { withCaseStudyTeaser } from '../../components/trust/case-study-copy.server.ts';
import { thirdParties } from '../../consent/configured.ts';
import type { CaseStudyId } from '../../content/case-studies.ts';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { lazyIsland } from '../../islands/lazy-island.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { homeStructuredData } from '../../lib/structured-data.ts';
import { dashboardView } from '../../media/views/dashboard.generated.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';

// Below the first screen, each its own chunk, so the page carries only its sections' CSS.
const Audiences = lazySection('audiences', () => import('./Audiences.tsx').then((module) => module.Audiences));
const WorkProcess = lazyIsland('process', () => import('./home-process.island.tsx'));
const Phases = lazySection('phases', () => import('./Phases.tsx').then((module) => module.Phases));
const FeaturePicker = lazyIsland('features', () => import('./home-features.island.tsx'));
const Integrations = lazySection('integrations', () => import('../../components/trust/Integrations.tsx').then((module) => module.Integrations));
const CaseStudyTeaser = lazySection('case-study', () =>
  import('../../components/trust/CaseStudyTeaser.tsx').then((module) => module.CaseStudyTeaser),
);
const Testimonials = lazySection('testimonials', () => import('./Testimonials.tsx').then((module) => module.Testimonials));
const TrialBand = lazySection('trial', () => import('../../components/sections/TrialBand.tsx').then((module) => module.TrialBand));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

// The general contractor's study: its figures speak for the whole product. Named here rather than
// imported, so the case studies' data stays out of the home page's first script.
const featuredCaseStudy: CaseStudyId = 'baufeld';

export const loader = (args: LoaderFunctionArgs) => withCaseStudyTeaser(pageLoader(args), featuredCaseStudy);
export const meta: typeof pageMeta = ({ loaderData }) =>
  loaderData ? [...pageMeta({ loaderData }), ...homeStructuredData(createTranslator<'home'>(loaderData.messages.home, loaderData.lang))] : [];

function HomePage() {
  const { t, copy } = useTranslation('home');
  return (
    <>
      <ProductPageHero
        copy={copy('hero')}
        view={<ProductView view={dashboardView} alt={t('hero.viewAlt')} loading="wide" />}
        action={
          <>
            {/* The trial starts the trial: its card beside the contact form (or its band), with the registration. */}
            <AskLink ask="trial" to="#trial" />
            {/* Booking only where a calendar is configured; otherwise the contact form, which asks for the demo. */}
            {thirdParties.booking ? (
              <AskLink ask="bookOnline" to={`#${bookingAnchor}`} variant="secondary" />
            ) : (
              <AskLink ask="demo" to="#contact" variant="secondary" />
            )}
          </>
        }
      />
      <CustomerStrip />
      <FigureStrip copy={copy('figures')} />
      <Audiences />
      <WorkProcess />
      <Phases />
      <FeaturePicker />
      <Integrations />
      <CaseStudyTeaser id={featuredCaseStudy} />
      <Testimonials />
      {/* With a calendar the trial keeps its band, which holds it; without, the trial stands beside the
          contact form: one band with the page's one form, and a shorter page. */}
      {thirdParties.booking && <TrialBand copy={copy('trial')} />}
      <ContactBand formId="contact" ask="demo" heading={copy('form')} aside={thirdParties.booking ? undefined : <TrialCard copy={copy('trial')} />} />
    </>
  );
}

export default withPageCopy(HomePage);
