import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import { ActivityLog } from './ActivityLog.tsx';
import { Ava } from './Ava.tsx';
import { Chat } from './Chat.tsx';
import type { infoPanels } from './catalog.ts';
import { Diary } from './Diary.tsx';
import { ProjectMail } from './ProjectMail.tsx';
import { Tags } from './Tags.tsx';

/** The component that draws each close-up of the information-management page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const infoPanelScreens: Record<keyof typeof infoPanels, ComponentType<ScreenProps<any>>> = {
  'info-mail': ProjectMail,
  'info-activity': ActivityLog,
  'info-tags': Tags,
  'info-chat': Chat,
  'info-diary': Diary,
  'info-ava': Ava,
};
