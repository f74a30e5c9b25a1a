import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { workflowNames } from '../../shared/pages.ts';
import { AudienceCards } from './AudienceCards.tsx';
import { workflowCopyLoader } from './workflow-copy.server.ts';

// Below the first screen, each its own chunk, so the page carries only its sections' CSS.
const Roles = lazySection('roles', () => import('./Roles.tsx').then((module) => module.Roles));
const ClosingCta = lazySection('closing-cta', () => import('./ClosingCta.tsx').then((module) => module.ClosingCta));

export const loader = workflowCopyLoader;
export const meta = pageMeta;

function WorkflowsPage() {
  const { copy } = useTranslation('workflows');
  return (
    <>
      <ProductHero copy={copy('hero')} arrangement="below" art={<AudienceCards names={workflowNames} headingLevel={2} loading="eager" />} />
      <Roles />
      {/* The close is the page's one ask: the trial, or a demo appointment (the calendar, or its request form). */}
      <ClosingCta />
    </>
  );
}

export default withPageCopy(WorkflowsPage);
