import { Band } from '../../sections/Band.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import type { ModelVersionCompareSectionCopy } from './copy.ts';
import { ModelVersionCompare } from './ModelVersionCompare.tsx';

interface Props {
  /** `compare` in `locales/<lang>/bimModel.json`. */
  copy: ModelVersionCompareSectionCopy;
}

/** What only BIM model management does: two versions of a model compared element by element. */
export function ModelVersionCompareSection({ copy }: Props) {
  return (
    <Band labelledBy="model-compare-title" tone="warm">
      <SectionHeading id="model-compare-title" {...copy.section} />
      <ModelVersionCompare copy={copy.piece} />
    </Band>
  );
}
