/**
 * The two indexes of the third floor plan, each on its own: what index C (before) and index D (after)
 * draw, read from the product view's plan data (app/views/screens/plan-compare/floor-plan-data.ts),
 * which marks every element with what happened to it between them.
 */
import {
  type Change,
  changes,
  comparison,
  type Door,
  doors,
  openings,
  type Room,
  rooms,
  shafts,
  type Wall,
  type Window,
  walls,
  windows,
} from '../../../views/screens/plan-compare/floor-plan-data.ts';

export type Side = 'before' | 'after';
export type ChangeId = (typeof changes)[number]['id'];

/** The index and issue date of each side: C of 2 October, D of 18 November. */
export const issues: Record<Side, { index: string; date: string }> = { before: comparison.from, after: comparison.to };

/** The plan's number, as its title block states it. */
export const planNumber = comparison.number;

/** The change that index D made to an element, seen from one side: the one it is drawn in colour for. */
export const marked: Record<Side, Change> = { before: 'removed', after: 'added' };

/** Whether an element with this change is in the index of the side: C lacks what D added, D what it removed. */
export function drawnIn(side: Side, change: Change | undefined): boolean {
  return change === undefined || change === 'same' || change === marked[side];
}

export interface Revision {
  walls: readonly Wall[];
  doors: readonly Door[];
  openings: typeof openings;
  windows: readonly Window[];
  shafts: typeof shafts;
  /** The room stamps with the side's area; only index D states the change from C. */
  rooms: readonly Room[];
  /** The revision clouds: only index D has them. */
  clouds: typeof changes;
}

function revision(side: Side): Revision {
  const keep = <T extends { change?: Change }>(items: readonly T[]) => items.filter((item) => drawnIn(side, item.change));
  return {
    walls: keep(walls),
    doors: keep(doors),
    openings,
    windows: keep(windows),
    shafts: keep(shafts),
    rooms: rooms.map(({ delta, ...room }) =>
      side === 'after' ? { ...room, delta } : { ...room, area: room.area === undefined ? undefined : room.area - (delta ?? 0) },
    ),
    clouds: side === 'after' ? changes : [],
  };
}

export const revisions: Record<Side, Revision> = { before: revision('before'), after: revision('after') };

/** The changes in the order of their numbers, with the question each answers, if any. */
export const changeList: readonly { id: ChangeId; reference?: string }[] = changes.map(({ id }) => ({ id, reference: comparison.references[id] }));
