import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { dmsFoldersView } from '../../media/views/dms-folders.generated.ts';
import { dmsAccess, dmsArchive, dmsCollaboration, dmsMetadata, dmsPlanLists, dmsStatuses } from './art/drawings.generated.ts';

type SectionId = 'folders' | 'statuses' | 'metadata' | 'planLists' | 'collaboration' | 'archive' | 'access';

export const sections: readonly FeatureMedia<SectionId>[] = [
  { id: 'folders', visual: dmsFoldersView },
  { id: 'statuses', visual: dmsStatuses },
  { id: 'metadata', visual: dmsMetadata },
  { id: 'planLists', visual: dmsPlanLists },
  { id: 'collaboration', visual: dmsCollaboration },
  { id: 'archive', visual: dmsArchive },
  { id: 'access', visual: dmsAccess },
];
