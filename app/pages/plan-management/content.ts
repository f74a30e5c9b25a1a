import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { planCompare, planLists, planMarkup, planViewer } from './art/drawings.generated.ts';

export const sections: readonly FeatureMedia<'viewer' | 'compare' | 'planLists' | 'markup'>[] = [
  { id: 'viewer', visual: planViewer },
  { id: 'compare', visual: planCompare },
  { id: 'planLists', visual: planLists },
  { id: 'markup', visual: planMarkup },
];
