import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import type { DocumentStatusSectionCopy } from '../../components/signature/document-status/DocumentStatus.tsx';
import documentStatus from '../../components/signature/document-status/document-status.island.tsx';
import { Island } from '../../islands/Island.tsx';

interface Props {
  /** `status` in `locales/<lang>/dms.json`. */
  copy: Pick<DocumentStatusSectionCopy, 'section'>;
}

/** What only document management does (the piece reads its own copy, `status.piece`, as an island): one document on its way through its statuses, with review, distribution and audit trail. */
export function DocumentStatusSection({ copy }: Props) {
  return (
    <Band labelledBy="document-status-title">
      <SectionHeading id="document-status-title" {...copy.section} />
      <Island of={documentStatus} props={{}} />
    </Band>
  );
}
