import { useEffect } from 'react';
import { ActionLink } from '../../components/actions/ActionLink.tsx';
import { AskLink } from '../../components/actions/AskLink.tsx';
import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { ClaimCard } from './ClaimCard.tsx';
import { clearInquiry } from './inquiry.ts';

// Below the first screen: each section's code loads when the visitor scrolls near it.
const Models = lazySection('models', () => import('./Models.tsx').then((module) => module.Models));
const MobileCall = lazySection('call', () => import('./MobileCall.tsx').then((module) => module.MobileCall));
const Finder = lazySection('finder', () => import('./Finder.tsx').then((module) => module.Finder));
const Claim = lazySection('claim', () => import('./Claim.tsx').then((module) => module.Claim));
const TrialBand = lazySection('trial', () => import('../../components/sections/TrialBand.tsx').then((module) => module.TrialBand));
const Faq = lazySection('faq', () => import('./Faq.tsx').then((module) => module.Faq));
const Contact = lazySection('contact-band', () => import('./PricingContact.tsx').then((module) => module.PricingContact));

export const loader = pageLoader;
export const meta = pageMeta;

function PricingPage() {
  const { t, copy } = useTranslation('pricing');
  useEffect(() => clearInquiry, []);
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
