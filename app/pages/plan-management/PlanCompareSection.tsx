import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import planCompare from '../../components/signature/plan-compare-slider/plan-compare.island.tsx';
import { Island } from '../../islands/Island.tsx';

interface Props {
  /** `compare` in the page's locale file; the slider, an island, reads its own (`compare.slider`). */
  copy: { section: { eyebrow: string; title: string; intro: string } };
}

/** What only plan management does: two indexes of one floor plan, compared by a divider, and the changes between them. */
export function PlanCompareSection({ copy }: Props) {
  return (
    <Band labelledBy="plan-compare-title" tone="warm">
      <SectionHeading id="plan-compare-title" {...copy.section} />
      <Island of={planCompare} props={{}} />
    </Band>
  );
}
