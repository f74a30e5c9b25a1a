import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { ifcBrowser, ifcHistory, ifcMeasure, ifcMerging, ifcPropertySets, ifcSection, ifcVersions } from './art/drawings.generated.ts';

/** The four animated feature items, in order, each with its drawing. */
export const featureItemArt = {
  merging: ifcMerging,
  sectionPlanes: ifcSection,
  measuring: ifcMeasure,
  history: ifcHistory,
};

export const sections: readonly FeatureMedia<'propertySets' | 'versions' | 'browser'>[] = [
  { id: 'propertySets', visual: ifcPropertySets },
  { id: 'versions', visual: ifcVersions },
  { id: 'browser', visual: ifcBrowser },
];
