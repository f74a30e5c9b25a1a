import type { StatusTone } from '../../kit/Status.tsx';
import type { PersonId } from '../../project.ts';

/**
 * What each workflow card shows: the one list of the app a role opens first. Words are copy
 * (`viewPanelsSite.json`, `cards.<role>.rows.<id>`); who, when and in which state is data.
 */
export interface CardRow {
  id: string;
  tone: StatusTone;
  person: PersonId;
  /** A due date for the rows that have one (defects), as the app's "today" counts it. */
  due?: string;
}

export const cardRows = {
  architects: [
    { id: 'floorPlan', tone: 'released', person: 'weber' },
    { id: 'section', tone: 'review', person: 'yilmaz' },
    { id: 'elevation', tone: 'shared', person: 'kessler' },
  ],
  bimManagers: [
    { id: 'clash', tone: 'open', person: 'brandt' },
    { id: 'opening', tone: 'review', person: 'yilmaz' },
    { id: 'pset', tone: 'done', person: 'hartmann' },
  ],
  generalContractors: [
    { id: 'screed', tone: 'overdue', person: 'demir', due: '2026-11-23' },
    { id: 'window', tone: 'progress', person: 'roth', due: '2026-11-27' },
    { id: 'socket', tone: 'open', person: 'schulz', due: '2026-12-02' },
  ],
} as const satisfies Record<string, readonly CardRow[]>;

export type ListCard = keyof typeof cardRows;
