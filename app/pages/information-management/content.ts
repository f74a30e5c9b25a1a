import type { FeatureMedia } from '../../components/sections/ProductSections.tsx';
import { infoActivityView } from '../../media/views/info-activity.generated.ts';
import { infoAvaView } from '../../media/views/info-ava.generated.ts';
import { infoChatView } from '../../media/views/info-chat.generated.ts';
import { infoDiaryView } from '../../media/views/info-diary.generated.ts';
import { infoMailView } from '../../media/views/info-mail.generated.ts';
import { infoTagsView } from '../../media/views/info-tags.generated.ts';

/** The three structure items, in order, each with its close-up. */
// The smart search has its own band under the hero, so the third item is the tags rather than the search again.
export const structureArt = {
  projectMail: infoMailView,
  activityLog: infoActivityView,
  tags: infoTagsView,
};

export const sections: readonly FeatureMedia<'chat' | 'diary' | 'ava'>[] = [
  { id: 'chat', visual: infoChatView },
  { id: 'diary', visual: infoDiaryView },
  { id: 'ava', visual: infoAvaView },
];
