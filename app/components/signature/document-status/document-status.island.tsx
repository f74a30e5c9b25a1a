import { useTranslation } from '../../../i18n/use-translation.tsx';
import { defineIsland } from '../../../islands/define-island.ts';
import { DocumentStatus } from './DocumentStatus.tsx';

/** The DMS page's piece, with its copy from the page's locale file (`status.piece`), so it takes no props. */
function DmsDocumentStatus() {
  const { copy } = useTranslation('dms');
  return <DocumentStatus copy={copy('status.piece')} />;
}

// Under the hero and complete in the HTML: its code waits for the visitor's first input, then for the piece to come near.
export default defineIsland('document-status', DmsDocumentStatus, { namespaces: ['dms'], trigger: 'visible' });
