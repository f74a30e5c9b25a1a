import { ActionLink } from '../../components/actions/ActionLink.tsx';
import { AskLink } from '../../components/actions/AskLink.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { lazyIsland } from '../../islands/lazy-island.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { ClaimCard } from './ClaimCard.tsx';

// Below the first screen, each its own chunk, so the page carries only its sections' CSS.
const Models = lazyIsland('models', () => import('./pricing-models.island.tsx'));
const MobileCall = lazySection('call', () => import('./MobileCall.tsx').then((module) => module.MobileCall));
const Finder = lazyIsland('finder', () => import('./pricing-finder.island.tsx'));
const Claim = lazySection('claim', () => import('./Claim.tsx').then((module) => module.Claim));
const TrialBand = lazySection('trial', () => import('../../components/sections/TrialBand.tsx').then((module) => module.TrialBand));
const Faq = lazyIsland('faq', () => import('./pricing-faq.island.tsx'));
const Contact = lazyIsland('contact-band', () => import('./pricing-contact.island.tsx'));

export const loader = pageLoader;
export const meta = pageMeta;

function PricingPage() {
  const { t, copy } = useTranslation('pricing');
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        actions={
          <>
            <ActionLink to="#finder">{t('hero.primaryCta')}</ActionLink>
            <AskLink ask="offer" to="#contact" variant="secondary" />
          </>
        }
        art={<ClaimCard />}
      />
      <Models />
      <MobileCall />
      <Finder />
      <Claim />
      <TrialBand copy={copy('trial')} />
      <Faq />
      <Contact />
    </>
  );
}

export default withPageCopy(PricingPage);
