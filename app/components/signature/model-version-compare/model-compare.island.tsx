import { useTranslation } from '../../../i18n/use-translation.tsx';
import { defineIsland } from '../../../islands/define-island.ts';
import { ModelVersionCompare } from './ModelVersionCompare.tsx';

/** The BIM page's comparison, with its copy from the page's locale file (`compare.piece`), so it takes no props. */
function BimModelCompare() {
  const { copy } = useTranslation('bimModel');
  return <ModelVersionCompare copy={copy('compare.piece')} />;
}

// Under the hero and complete in the HTML: its code waits for the visitor's first input, then for the piece to come near.
export default defineIsland('model-compare', BimModelCompare, { namespaces: ['bimModel'], trigger: 'visible' });
