import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { ifcCompareView } from '../../media/views/ifc-compare.generated.ts';
import { ifcMeasureView } from '../../media/views/ifc-measure.generated.ts';
import { ifcMergingView } from '../../media/views/ifc-merging.generated.ts';
import { ifcSectionView } from '../../media/views/ifc-section.generated.ts';
import { ifcTicketView } from '../../media/views/ifc-ticket.generated.ts';
import { ifcVersionsView } from '../../media/views/ifc-versions.generated.ts';

/** The four animated feature items, in order, each with its close-up of the viewer's tool. */
export const featureItemArt = {
  merging: ifcMergingView,
  sectionPlanes: ifcSectionView,
  measuring: ifcMeasureView,
  history: ifcCompareView,
};

export const sections: readonly FeatureMedia<'propertySets' | 'versions'>[] = [
  { id: 'propertySets', visual: ifcTicketView },
  { id: 'versions', visual: ifcVersionsView },
];
