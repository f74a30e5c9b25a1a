import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { RfiFlow, type RfiFlowSectionCopy } from '../../components/signature/rfi-flow/RfiFlow.tsx';

interface Props {
  /** `rfi` in `locales/<lang>/taskIssue.json`. */
  copy: RfiFlowSectionCopy;
}

/** What only task management does: one RFI followed from the site's question to the approved answer. */
export function RfiFlowSection({ copy }: Props) {
  return (
    <Band labelledBy="rfi-flow-title" tone="plain">
      <SectionHeading id="rfi-flow-title" {...copy.section} />
      <RfiFlow copy={copy.piece} />
    </Band>
  );
}
