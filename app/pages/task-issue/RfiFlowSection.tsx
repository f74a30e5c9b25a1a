import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import type { RfiFlowSectionCopy } from '../../components/signature/rfi-flow/RfiFlow.tsx';
import rfiFlow from '../../components/signature/rfi-flow/rfi-flow.island.tsx';
import { Island } from '../../islands/Island.tsx';

interface Props {
  /** `rfi` in `locales/<lang>/taskIssue.json`; the piece, an island, reads its own (`rfi.piece`). */
  copy: Pick<RfiFlowSectionCopy, 'section'>;
}

/** What only task management does: one RFI followed from the site's question to the approved answer. */
export function RfiFlowSection({ copy }: Props) {
  return (
    <Band labelledBy="rfi-flow-title" tone="plain">
      <SectionHeading id="rfi-flow-title" {...copy.section} />
      <Island of={rfiFlow} props={{}} />
    </Band>
  );
}
