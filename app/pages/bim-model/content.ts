import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { bimCoordinationView } from '../../media/views/bim-coordination.generated.ts';
import { bimMergingView } from '../../media/views/bim-merging.generated.ts';
import { bimPropertySetsView } from '../../media/views/bim-property-sets.generated.ts';

type SectionId = 'merging' | 'propertySets' | 'coordination';

/**
 * In page order; each slides in as it scrolls into view, the first one first. The model's history is
 * the hero's and the version comparison's subject, so it has no section of its own.
 */
export const sections: readonly FeatureMedia<SectionId>[] = [
  { id: 'merging', visual: bimMergingView },
  { id: 'propertySets', visual: bimPropertySetsView },
  { id: 'coordination', visual: bimCoordinationView },
];
