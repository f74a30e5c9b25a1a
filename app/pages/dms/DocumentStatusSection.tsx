import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { DocumentStatus, type DocumentStatusSectionCopy } from '../../components/signature/document-status/DocumentStatus.tsx';

interface Props {
  /** `status` in `locales/<lang>/dms.json`. */
  copy: DocumentStatusSectionCopy;
}

/** What only document management does: one document on its way through its statuses, with review, distribution and audit trail. */
export function DocumentStatusSection({ copy }: Props) {
  return (
    <Band labelledBy="document-status-title">
      <SectionHeading id="document-status-title" {...copy.section} />
      <DocumentStatus copy={copy.piece} />
    </Band>
  );
}
