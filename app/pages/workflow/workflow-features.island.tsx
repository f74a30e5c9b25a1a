import { useTranslation } from '../../i18n/use-translation.tsx';
import { defineIsland } from '../../islands/define-island.ts';
import type { WorkflowName } from '../../shared/pages.ts';
import { audienceCopy } from './audience-copy.ts';
import { FeatureSelector } from './FeatureSelector.tsx';

/** The audience's features as tabs, its copy looked up here by the audience's name (the one prop). */
function WorkflowFeatures({ name }: { name: WorkflowName }) {
  const { copy } = useTranslation('workflows');
  return <FeatureSelector copy={audienceCopy(copy('audiences'), name).features} name={name} />;
}

// Every option stands in order, the list above leading to each, until its code comes.
export default defineIsland('workflow-features', WorkflowFeatures, { namespaces: ['workflows', 'common'], trigger: 'visible' });
