import type { PersonId } from '../../project.ts';

/** How a pin on the plan looks: done, open, overdue, or the one being recorded (not yet synchronised). */
export type PinState = 'done' | 'open' | 'overdue' | 'new';

/** A pin on the plan of level 3, in the plan's own units (see PlanDrawing: 320 x 400). */
export interface Pin {
  number: number;
  x: number;
  y: number;
  state: PinState;
}

export const pins: readonly Pin[] = [
  { number: 1, x: 70, y: 72, state: 'done' },
  { number: 2, x: 262, y: 118, state: 'open' },
  { number: 3, x: 192, y: 197, state: 'overdue' },
  { number: 4, x: 72, y: 300, state: 'open' },
  { number: 5, x: 246, y: 197, state: 'new' },
];

/** The defect the site manager records on the phone: pin 5; its words are copy (`defect`). */
export const newDefect = {
  id: 'M-215',
  pin: 5,
  recordedBy: 'novak' as PersonId,
  recordedAt: '14:32',
  due: '2026-12-04',
  assignee: 'demir' as PersonId,
  company: 'Estrichbau Demir',
  photos: 2,
};

/** Changes kept on the phone until it has a network again. */
export const waitingChanges = 2;

/** The site manager's list on the phone, newest first; titles are copy (`tasks.cards`). */
export const taskCards: readonly {
  id: 'M-215' | 'M-214' | 'M-201' | 'RFI-035';
  kind: 'defect' | 'rfi';
  state: 'new' | 'overdue' | 'review';
  due: string;
  person: PersonId;
}[] = [
  { id: 'M-215', kind: 'defect', state: 'new', due: '2026-12-04', person: 'demir' },
  { id: 'M-214', kind: 'defect', state: 'overdue', due: '2026-11-20', person: 'demir' },
  { id: 'M-201', kind: 'defect', state: 'review', due: '2026-11-24', person: 'novak' },
  { id: 'RFI-035', kind: 'rfi', state: 'review', due: '2026-11-25', person: 'kessler' },
];

/** The plan's section each view shows: the phone's form a strip along the corridor, the plan screen all of it. */
export const planViews = {
  strip: [80, 140, 240, 120],
  whole: [0, 0, 320, 400],
} as const satisfies Record<string, readonly [number, number, number, number]>;
