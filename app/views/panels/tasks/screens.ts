import type { ComponentType } from 'react';
import type { ScreenProps } from '../../types.ts';
import { Bcf } from './Bcf.tsx';
import { Checklist } from './Checklist.tsx';
import type { taskPanels } from './catalog.ts';
import { Hierarchy } from './Hierarchy.tsx';
import { Workflow } from './Workflow.tsx';

/** The component that draws each close-up of the task and issue page. */
// biome-ignore lint/suspicious/noExplicitAny: each screen types its own copy; the stage passes its namespace's catalog
export const taskPanelScreens: Record<keyof typeof taskPanels, ComponentType<ScreenProps<any>>> = {
  'tasks-bcf': Bcf,
  'tasks-hierarchy': Hierarchy,
  'tasks-checklist': Checklist,
  'tasks-workflow': Workflow,
};
