import { Island } from '../../../islands/Island.tsx';
import { Band } from '../../sections/Band.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import type { ModelVersionCompareSectionCopy } from './copy.ts';
import modelCompare from './model-compare.island.tsx';

interface Props {
  /** `compare` in `locales/<lang>/bimModel.json`; the piece, an island, reads its own (`compare.piece`). */
  copy: Pick<ModelVersionCompareSectionCopy, 'section'>;
}

/** What only BIM model management does: two versions of a model compared element by element. */
export function ModelVersionCompareSection({ copy }: Props) {
  return (
    <Band labelledBy="model-compare-title" tone="warm">
      <SectionHeading id="model-compare-title" {...copy.section} />
      <Island of={modelCompare} props={{}} />
    </Band>
  );
}
