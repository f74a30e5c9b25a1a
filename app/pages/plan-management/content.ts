import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { plansMarkupView } from '../../media/views/plans-markup.generated.ts';
import { plansViewerView } from '../../media/views/plans-viewer.generated.ts';

/** The comparison is the plan compare piece above these, and the plan list the hero's view, so neither has a section of its own. */
export const sections: readonly FeatureMedia<'viewer' | 'markup'>[] = [
  { id: 'viewer', visual: plansViewerView },
  { id: 'markup', visual: plansMarkupView },
];
