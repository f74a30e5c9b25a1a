import type { ViewEntry } from '../../types.ts';

/** The close-ups of the task and issue page, by view name (each name starts with "tasks-"). */
export const taskPanels = {} as const satisfies Record<string, ViewEntry>;
