import type { ComponentType } from 'react';
import type { ViewName } from './catalog.ts';
import { TaskBoard } from './screens/task-board/TaskBoard.tsx';
import type { ScreenProps } from './types.ts';

/** The component that draws each view; it lays itself out for each composition. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const screens: Record<ViewName, ComponentType<ScreenProps<any>>> = {
  'task-board': TaskBoard,
};
