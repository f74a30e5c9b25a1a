import type { StatusTone } from '../../kit/Status.tsx';
import type { PersonId } from '../../project.ts';

export type Column = 'open' | 'progress' | 'review' | 'done';
export type TaskKind = 'defect' | 'rfi' | 'task' | 'change';

/** A card on the board; its title and place are copy (`viewTaskBoard.json`, `cards.<id>`). */
export interface Card {
  id: string;
  kind: TaskKind;
  column: Column;
  person: PersonId;
  due: string;
  comments: number;
  attachments: number;
}

export const columns: readonly { id: Column; tone: StatusTone }[] = [
  { id: 'open', tone: 'open' },
  { id: 'progress', tone: 'progress' },
  { id: 'review', tone: 'review' },
  { id: 'done', tone: 'done' },
];

export const cards: readonly Card[] = [
  { id: 'M-214', kind: 'defect', column: 'open', person: 'novak', due: '2026-11-20', comments: 4, attachments: 3 },
  { id: 'RFI-037', kind: 'rfi', column: 'open', person: 'yilmaz', due: '2026-11-27', comments: 2, attachments: 1 },
  { id: 'A-118', kind: 'task', column: 'open', person: 'brandt', due: '2026-12-02', comments: 0, attachments: 2 },
  { id: 'M-209', kind: 'defect', column: 'progress', person: 'roth', due: '2026-11-26', comments: 6, attachments: 5 },
  { id: 'NT-012', kind: 'change', column: 'progress', person: 'weber', due: '2026-12-04', comments: 3, attachments: 2 },
  { id: 'A-115', kind: 'task', column: 'progress', person: 'schulz', due: '2026-11-27', comments: 1, attachments: 0 },
  { id: 'RFI-035', kind: 'rfi', column: 'review', person: 'kessler', due: '2026-11-25', comments: 5, attachments: 2 },
  { id: 'M-201', kind: 'defect', column: 'review', person: 'novak', due: '2026-11-24', comments: 2, attachments: 4 },
  { id: 'A-109', kind: 'task', column: 'done', person: 'hartmann', due: '2026-11-20', comments: 3, attachments: 1 },
  { id: 'M-198', kind: 'defect', column: 'done', person: 'roth', due: '2026-11-19', comments: 2, attachments: 2 },
];

/** The phone shows the visitor's own list: what is due for the site manager, soonest first. */
export const phoneCards: readonly string[] = ['M-214', 'M-201', 'RFI-035', 'M-209', 'A-115'];
