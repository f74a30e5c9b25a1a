import modelCompare from './model-compare.png';
import modelComparePhone from './model-compare-phone.png';
import modelMerged from './model-merged.png';
import modelSection from './model-section.png';
import modelSelected from './model-selected.png';
import type { CaptureName } from './shots.ts';

/** Each capture's address on the view stage (Vite turns the import into a URL); only the stage loads this. */
export const frames: Record<CaptureName, string> = {
  'model-merged': modelMerged,
  'model-section': modelSection,
  'model-selected': modelSelected,
  'model-compare': modelCompare,
  'model-compare-phone': modelComparePhone,
};
