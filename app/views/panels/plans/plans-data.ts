import type { PersonId } from '../../project.ts';

/**
 * What the plan management close-ups show of plan QAK-B-ARC-GR-03-101 (the floor plan of
 * `screens/plan-compare`), at index D as released on 18 November.
 */
export const sheet = { number: 'QAK-B-ARC-GR-03-101', index: 'D', file: 'QAK-B-ARC-GR-03-101_D.dwg' } as const;

/** The DWG's layers in the viewer's layer list: dimensions are hidden, as a reader usually has them. */
export const layers: readonly { id: string; visible: boolean; colour: string }[] = [
  { id: 'A_WAND_TRAGEND', visible: true, colour: '#2f363d' },
  { id: 'A_WAND_NICHTTRAGEND', visible: true, colour: '#4a5058' },
  { id: 'A_TUER', visible: true, colour: '#6b7178' },
  { id: 'A_FENSTER', visible: true, colour: '#1f6fd1' },
  { id: 'A_RAUMSTEMPEL', visible: true, colour: '#7a5200' },
  { id: 'A_ACHSRASTER', visible: true, colour: '#9aa1a9' },
  { id: 'A_BEMASSUNG', visible: false, colour: '#d4372c' },
];

/** The measurement drawn in the viewer: from axis 4 to axis 5 along the corridor wall, in metres. */
export const measure = { from: [18, 6.5], to: [24, 6.5], length: 6 } as const;

/** A marker set in the plan: a task (with its number) or a comment, at a point in metres. */
export interface PlanMarker {
  id: string;
  kind: 'task' | 'comment';
  x: number;
  y: number;
  person: PersonId;
  /** The task's assignee, and its due date. */
  assignee?: PersonId;
  due?: string;
  at: string;
}

/** The markers on the south side, around flat 3.04 and the core; the first one is open beside the plan. */
export const markers: readonly PlanMarker[] = [
  { id: 'door', kind: 'task', x: 7.2, y: 7.9, person: 'hartmann', assignee: 'kessler', due: '2026-11-27', at: '2026-11-24T08:40' },
  { id: 'shaft', kind: 'comment', x: 16.6, y: 10.7, person: 'brandt', at: '2026-11-23T15:10' },
  { id: 'window', kind: 'task', x: 2.4, y: 13, person: 'novak', assignee: 'roth', due: '2026-12-02', at: '2026-11-23T11:25' },
];

/** The open task's number in the project's task list. */
export const openTask = { number: 'A-214', marker: 'door' } as const;
