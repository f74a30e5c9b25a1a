import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { dmsAccess, dmsArchive, dmsCollaboration, dmsFolders, dmsMetadata, dmsPlanLists, dmsStatuses } from './art/drawings.generated.ts';

type SectionId = 'folders' | 'statuses' | 'metadata' | 'planLists' | 'collaboration' | 'archive' | 'access';

export const sections: readonly FeatureMedia<SectionId>[] = [
  { id: 'folders', art: dmsFolders },
  { id: 'statuses', art: dmsStatuses },
  { id: 'metadata', art: dmsMetadata },
  { id: 'planLists', art: dmsPlanLists },
  { id: 'collaboration', art: dmsCollaboration },
  { id: 'archive', art: dmsArchive },
  { id: 'access', art: dmsAccess },
];
