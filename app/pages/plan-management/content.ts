import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { planCompare, planLists, planMarkup, planViewer } from './art/drawings.generated.ts';

export const sections: readonly FeatureMedia<'viewer' | 'compare' | 'planLists' | 'markup'>[] = [
  { id: 'viewer', art: planViewer },
  { id: 'compare', art: planCompare },
  { id: 'planLists', art: planLists },
  { id: 'markup', art: planMarkup },
];
