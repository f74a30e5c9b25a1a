import type { ViewEntry } from '../../types.ts';

const feature = { desktop: [640, 440], phone: [320, 480] } as const;

/** The close-ups of the task and issue page, by view name (each name starts with "tasks-"). */
export const taskPanels = {
  'tasks-bcf': { namespace: 'viewPanelsTasks', size: feature },
  'tasks-hierarchy': { namespace: 'viewPanelsTasks', size: feature },
  'tasks-checklist': { namespace: 'viewPanelsTasks', size: feature },
  'tasks-workflow': { namespace: 'viewPanelsTasks', size: { desktop: [640, 400], phone: [320, 480] } },
} as const satisfies Record<string, ViewEntry>;
