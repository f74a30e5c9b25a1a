import type { PersonId } from '../../project.ts';

/**
 * When each step of the task-relationships scene happens, in seconds: the task opens from the board,
 * a subtask is added and linked to it, another is ticked off, and the parent's progress follows.
 */
export const beats = {
  open: 1,
  add: 2.6,
  typeFrom: 2.95,
  typeTo: 4.3,
  confirm: 4.7,
  check: 6.3,
  leave: 7.5,
} as const;

export interface Child {
  id: 'A-121' | 'A-122' | 'A-124';
  person: PersonId;
  /** Done from the start, or from this second on. */
  doneAt?: number;
}

/** The parent's subtasks; the last is the one the scene adds. */
export const parent = { id: 'RFI-035', person: 'kessler', due: '2026-11-25' } as const;
export const children: readonly Child[] = [
  { id: 'A-121', person: 'novak', doneAt: 0 },
  { id: 'A-122', person: 'yilmaz', doneAt: beats.check },
  { id: 'A-124', person: 'roth' },
];

type Point = { x: number; y: number };
type Targets = Record<'start' | 'card' | 'add' | 'confirm' | 'check', Point>;

/**
 * Where the pointer goes in each composition and language (CSS pixels): the board's card, the "add"
 * row before anything is added, the confirm button of the input, and the checkbox of A-122 once A-124
 * is in. `npm run brand:videos -- --stills` prints the measured centres to copy here.
 */
export const pointerTargets: Record<'desktop' | 'phone', Record<'de' | 'en', Targets>> = {
  desktop: {
    de: { start: { x: 430, y: 560 }, card: { x: 640, y: 205 }, add: { x: 630, y: 334 }, confirm: { x: 917, y: 334 }, check: { x: 560, y: 283 } },
    en: { start: { x: 430, y: 560 }, card: { x: 640, y: 207 }, add: { x: 630, y: 327 }, confirm: { x: 917, y: 327 }, check: { x: 560, y: 280 } },
  },
  phone: {
    de: { start: { x: 250, y: 540 }, card: { x: 150, y: 410 }, add: { x: 95, y: 377 }, confirm: { x: 285, y: 377 }, check: { x: 31, y: 318 } },
    en: { start: { x: 250, y: 540 }, card: { x: 150, y: 410 }, add: { x: 95, y: 360 }, confirm: { x: 285, y: 360 }, check: { x: 31, y: 310 } },
  },
};
