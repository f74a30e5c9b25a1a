import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { workflowNames } from '../../shared/pages.ts';
import { AudienceCards } from './AudienceCards.tsx';
import { workflowCardArchitectsInPage } from './art/drawings.generated.ts';
import { workflowCopyLoader } from './workflow-copy.server.ts';

// Below the first screen: their code loads when the visitor scrolls near them.
const Roles = lazySection('roles', () => import('./Roles.tsx').then((module) => module.Roles));
const ClosingCta = lazySection('closing-cta', () => import('./ClosingCta.tsx').then((module) => module.ClosingCta));
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = workflowCopyLoader;
export const meta = pageMeta;

function WorkflowsPage() {
  const { copy } = useTranslation('workflows');
  return (
    <>
      <ProductHero
        copy={copy('hero')}
        arrangement="below"
        art={
          // On a phone the first card's drawing is the largest paint of the first screen: written into the
          // page it paints with the text (Lighthouse's LCP 0.98 s instead of 1.05).
          <AudienceCards names={workflowNames} headingLevel={2} loading="eager" inPage={{ architects: workflowCardArchitectsInPage }} />
        }
      />
      <Roles />
      <ClosingCta />
      <ContactBand formId="contact" />
    </>
  );
}

export default withPageCopy(WorkflowsPage);
