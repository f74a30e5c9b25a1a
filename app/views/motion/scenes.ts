import type { ComponentType } from 'react';
import type { Resources } from '../../shared/i18n/keys.ts';
import type { Composition, ScreenProps } from '../types.ts';
import type { MotionName } from './catalog.ts';
import { TaskActivities } from './task-activities/TaskActivities.tsx';
import { TaskRelationships } from './task-relationships/TaskRelationships.tsx';

/** What a scene receives: a view's props, the time in seconds, and the board's copy it opens from. */
export interface SceneProps extends ScreenProps<Resources['motionTasks']> {
  composition: Composition;
  time: number;
  board: Resources['viewTaskBoard'];
}

/** The component that draws each scene of `catalog.ts`. */
export const scenes: Record<MotionName, ComponentType<SceneProps>> = {
  'task-relationships': TaskRelationships,
  'task-activities': TaskActivities,
};
