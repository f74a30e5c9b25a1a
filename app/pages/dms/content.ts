import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { dmsCommentsView } from '../../media/views/dms-comments.generated.ts';
import { dmsFoldersView } from '../../media/views/dms-folders.generated.ts';
import { dmsMetadataView } from '../../media/views/dms-metadata.generated.ts';
import { dmsPlanListView } from '../../media/views/dms-plan-list.generated.ts';

type SectionId = 'folders' | 'metadata' | 'planLists' | 'collaboration';

/** The statuses and the archive are the document status piece's story above these, so they have no section of their own. */
export const sections: readonly FeatureMedia<SectionId>[] = [
  { id: 'folders', visual: dmsFoldersView },
  { id: 'metadata', visual: dmsMetadataView },
  { id: 'planLists', visual: dmsPlanListView },
  { id: 'collaboration', visual: dmsCommentsView },
];
