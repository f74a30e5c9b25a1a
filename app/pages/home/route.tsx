import { ActionLink } from '../../components/actions/ActionLink.tsx';
import { Illustration } from '../../components/media/Illustration.tsx';
import { FigureStrip } from '../../components/sections/FigureStrip.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { homeStructuredData } from '../../lib/structured-data.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { homeHero } from './art/drawings.generated.ts';

// Below the first screen: each section's code loads when the visitor scrolls near it.
const Audiences = lazySection('audiences', () => import('./Audiences.tsx').then((module) => module.Audiences));
const WorkProcess = lazySection('process', () => import('./WorkProcess.tsx').then((module) => module.WorkProcess));
const Phases = lazySection('phases', () => import('./Phases.tsx').then((module) => module.Phases));
const FeaturePicker = lazySection('features', () => import('./FeaturePicker.tsx').then((module) => module.FeaturePicker));
const Testimonials = lazySection('testimonials', () => import('./Testimonials.tsx').then((module) => module.Testimonials));
const TrialBand = lazySection('trial', () => import('../../components/sections/TrialBand.tsx').then((module) => module.TrialBand));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = pageLoader;
export const meta: typeof pageMeta = ({ loaderData }) =>
  loaderData ? [...pageMeta({ loaderData }), ...homeStructuredData(createTranslator<'home'>(loaderData.messages.home, loaderData.lang))] : [];

function HomePage() {
  const { t, copy } = useTranslation('home');
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        actions={
          <>
            <ActionLink to="#contact">{t('hero.primaryCta')}</ActionLink>
            <ActionLink to="#trial" variant="secondary">
              {t('hero.secondaryCta')}
            </ActionLink>
          </>
        }
        art={<Illustration art={homeHero} alt={t('hero.artAlt')} loading="eager" />}
      />
      <FigureStrip copy={copy('figures')} />
      <Audiences />
      <WorkProcess />
      <Phases />
      <FeaturePicker />
      <Testimonials />
      <TrialBand copy={copy('trial')} />
      <ContactBand formId="contact" />
    </>
  );
}

export default withPageCopy(HomePage);
