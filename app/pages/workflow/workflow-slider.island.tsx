import { useTranslation } from '../../i18n/use-translation.tsx';
import { defineIsland } from '../../islands/define-island.ts';
import type { WorkflowName } from '../../shared/pages.ts';
import { audienceCopy } from './audience-copy.ts';
import { ScreenshotSlider } from './ScreenshotSlider.tsx';

/** The audience's screenshots as a carousel, its copy looked up here by the audience's name (the one prop). */
function WorkflowSlider({ name }: { name: WorkflowName }) {
  const { copy } = useTranslation('workflows');
  const slider = audienceCopy(copy('audiences'), name).slider;
  return slider ? <ScreenshotSlider copy={slider} name={name} /> : null;
}

export default defineIsland('workflow-slider', WorkflowSlider, { namespaces: ['workflows'], trigger: 'visible' });
