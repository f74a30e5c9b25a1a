import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { PlanCompareSlider, type PlanCompareSliderCopy } from '../../components/signature/plan-compare-slider/PlanCompareSlider.tsx';

interface Props {
  copy: { section: { eyebrow: string; title: string; intro: string }; slider: PlanCompareSliderCopy };
}

/** What only plan management does: two indexes of one floor plan, compared by a divider, and the changes between them. */
export function PlanCompareSection({ copy }: Props) {
  return (
    <Band labelledBy="plan-compare-title" tone="warm">
      <SectionHeading id="plan-compare-title" {...copy.section} />
      <PlanCompareSlider copy={copy.slider} />
    </Band>
  );
}
