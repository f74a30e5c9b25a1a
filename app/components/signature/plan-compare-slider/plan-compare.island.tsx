import { useTranslation } from '../../../i18n/use-translation.tsx';
import { defineIsland } from '../../../islands/define-island.ts';
import { PlanCompareSlider } from './PlanCompareSlider.tsx';

/** The plan management page's slider, with its copy from the page's locale file (`compare.slider`), so it takes no props. */
function PlanCompare() {
  const { copy } = useTranslation('planManagement');
  return <PlanCompareSlider copy={copy('compare.slider')} />;
}

// Under the hero and complete in the HTML: its code waits for the visitor's first input, then for the piece to come near.
export default defineIsland('plan-compare', PlanCompare, { namespaces: ['planManagement'], trigger: 'visible' });
