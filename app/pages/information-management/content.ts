import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { infoActivityLog, infoAva, infoChat, infoDiary, infoProjectMail, infoSmartSearch, infoTags } from './art/drawings.generated.ts';

/** The three structure items, in order, each with its drawing. */
export const structureArt = {
  projectMail: infoProjectMail,
  activityLog: infoActivityLog,
  smartSearch: infoSmartSearch,
};

export const sections: readonly FeatureMedia<'tags' | 'chat' | 'diary' | 'ava'>[] = [
  { id: 'tags', visual: infoTags },
  { id: 'chat', visual: infoChat },
  { id: 'diary', visual: infoDiary },
  { id: 'ava', visual: infoAva },
];
