import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type WorkflowName, workflowNames } from '../../shared/pages.ts';
import { AudienceCards } from '../workflows/AudienceCards.tsx';

/** The three other workflow pages, so a visitor who shares a project with those roles can read theirs. */
export function OtherRoles({ current }: { current: WorkflowName }) {
  const { t } = useTranslation('workflows');
  return (
    <Band labelledBy="others-title" tone="warm">
      <SectionHeading id="others-title" eyebrow={t('others.eyebrow')} title={t('others.title')} />
      <AudienceCards names={workflowNames.filter((name) => name !== current)} headingLevel={3} loading="lazy" />
    </Band>
  );
}
