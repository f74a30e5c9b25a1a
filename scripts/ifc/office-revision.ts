import { inStorey, type OfficePlan, windowOpening } from './office-plan.ts';

// Both throw on a key that matches nothing: a typo would otherwise drop an edit from the revision and from its description.
function without<T extends { key: string }>(items: readonly T[], key: string): T[] {
  if (!items.some((item) => item.key === key)) throw new Error(`revision: nothing to remove at ${key}`);
  return items.filter((item) => item.key !== key);
}
function changed<T extends { key: string }>(items: readonly T[], key: string, change: (item: T) => T): T[] {
  if (!items.some((item) => item.key === key)) throw new Error(`revision: nothing to change at ${key}`);
  return items.map((item) => (item.key === key ? change(item) : item));
}

/**
 * The architect's second issue of the plan. On the first floor the copy room becomes a coffee
 * lounge open to the kitchen: the partition between them and the lounge's own corridor door go, and
 * it gains a window; the meeting room gets another. On the ground floor the kitchen's narrow window
 * is widened, and the corridor wall to the archive is upgraded to F90.
 * Everything else, and the keys (hence GlobalIds) of what stays, is left as it was.
 */
export function reviseOffice(plan: OfficePlan): OfficePlan {
  let walls = without(plan.walls, 'OG/wall/partition-north-5');
  walls = changed(walls, 'OG/wall/corridor-north', (wall) => ({ ...wall, openings: without(wall.openings, 'OG/door/1.07') }));
  walls = changed(walls, 'OG/wall/north', (wall) => ({
    ...wall,
    openings: [
      ...wall.openings,
      inStorey('OG', windowOpening('1.07-2', '1.07/2', 10.3, 1.26)),
      inStorey('OG', windowOpening('1.08-4', '1.08/4', 7.5, 1.51)),
    ],
  }));
  walls = changed(walls, 'EG/wall/north', (wall) => ({
    ...wall,
    openings: changed(wall.openings, 'EG/window/0.06-1', (opening) => ({ ...opening, width: 1.26 })),
  }));
  walls = changed(walls, 'EG/wall/corridor-north', (wall) => ({ ...wall, fireRating: 'F90' }));
  const spaces = changed(plan.spaces, 'OG/space/1.07', (space) => ({ ...space, usage: 'Kaffeelounge' }));
  return { ...plan, walls, spaces };
}
