import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { bimCollaboration, bimHistory, bimInspection, bimMerging, bimPropertySets } from './art/drawings.generated.ts';

type SectionId = 'merging' | 'history' | 'propertySets' | 'inspection' | 'collaboration';

/** In page order; each slides in as it scrolls into view, the first one first. */
export const sections: readonly FeatureMedia<SectionId>[] = [
  { id: 'merging', visual: bimMerging },
  { id: 'history', visual: bimHistory },
  { id: 'propertySets', visual: bimPropertySets },
  { id: 'inspection', visual: bimInspection },
  { id: 'collaboration', visual: bimCollaboration },
];
