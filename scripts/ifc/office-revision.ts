import { round } from './building-model.ts';
import { doorOpening, inStorey, type OfficePlan, type PlanOpening, type PlanWall, windowOpening } from './office-plan.ts';

// Both throw on a key that matches nothing: a typo would otherwise drop an edit from the revision and from its description.
function without<T extends { key: string }>(items: readonly T[], key: string): T[] {
  if (!items.some((item) => item.key === key)) throw new Error(`revision: nothing to remove at ${key}`);
  return items.filter((item) => item.key !== key);
}
function changed<T extends { key: string }>(items: readonly T[], key: string, change: (item: T) => T): T[] {
  if (!items.some((item) => item.key === key)) throw new Error(`revision: nothing to change at ${key}`);
  return items.map((item) => (item.key === key ? change(item) : item));
}

/** One change of the second issue, as the architect's issue note states it, with the elements it touches by key. */
export interface StatedChange {
  title: string;
  added?: string[];
  removed?: string[];
  changed?: string[];
}

/** A door's or window's keys: the filling and the opening it stands in. */
const opening = (key: string) => [key, `${key}/opening`];

/**
 * The architect's issue note for version 2: what changed on the ground and first floor, and every
 * element each change adds, removes or alters (walls whose net area changes with their openings,
 * rooms whose size or use changes). The tests compare it with what a reader finds between the files.
 */
export const revisionNote: readonly StatedChange[] = [
  {
    title: 'EG: Nebeneingang West statt Flurfenster',
    added: opening('EG/door/side-entrance'),
    removed: opening('EG/window/0.06-2'),
    changed: ['EG/wall/west'],
  },
  { title: 'EG: Haupteingang auf 2,26 m verbreitert', changed: ['EG/door/entrance', 'EG/wall/south'] },
  { title: 'EG: Fenster 0.07/1 der Technik geschlossen', removed: opening('EG/window/0.07-1'), changed: ['EG/wall/north'] },
  { title: 'EG: Flurwand Nord West als Brandwand EI 90', changed: ['EG/wall/corridor-north-west'] },
  {
    title: '1.OG: Büros 1.01 und 1.02 zum Gruppenbüro zusammengelegt',
    removed: ['1OG/wall/partition-south-5.4', '1OG/space/1.02', ...opening('1OG/door/1.02')],
    changed: ['1OG/space/1.01', '1OG/wall/corridor-south'],
  },
  {
    title: '1.OG: Büro 1.14 geteilt, neues Büro 1.15 mit eigener Tür',
    added: ['1OG/wall/partition-north-24.3', '1OG/space/1.15', ...opening('1OG/door/1.15')],
    changed: ['1OG/space/1.14', '1OG/wall/corridor-north-east'],
  },
  { title: '1.OG: Fenster der Besprechung 1.08 auf 1,51 m verbreitert', changed: ['1OG/window/1.08-1', '1OG/window/1.08-2', '1OG/wall/north'] },
  { title: '1.OG: neues Fenster 1.05/4 an der Ostfassade', added: opening('1OG/window/1.05-4'), changed: ['1OG/wall/east'] },
  { title: '1.OG: Büro 1.07 wird Besprechungsraum', changed: ['1OG/space/1.07'] },
  { title: '1.OG: Tür 1.03 barrierefrei 1,26 m breit', changed: ['1OG/door/1.03', '1OG/wall/corridor-south'] },
];

/** The same opening, as wide as `width` about its old centre line. */
const widened = (item: PlanOpening, width: number): PlanOpening => ({ ...item, offset: round(item.offset - (width - item.width) / 2, 3), width });

const withOpenings = (walls: PlanWall[], key: string, edit: (openings: PlanOpening[]) => PlanOpening[]) =>
  changed(walls, key, (wall) => ({ ...wall, openings: edit(wall.openings) }));

/**
 * The architect's second issue of the plan, as `revisionNote` states it. Everything else, and the
 * keys (hence GlobalIds) of what stays, is left as it was.
 */
export function reviseOffice(plan: OfficePlan): OfficePlan {
  let walls = plan.walls;
  let spaces = plan.spaces;

  // Ground floor: a side entrance where the corridor's west window was; the foyer's door wider; the plant room's window closed.
  walls = withOpenings(walls, 'EG/wall/west', (openings) => [
    ...without(openings, 'EG/window/0.06-2'),
    inStorey('EG', doorOpening('side-entrance', 'Nebeneingang West', round(13.1 - 6.6 - 0.63, 3), 1.26, 2.26)),
  ]);
  walls = withOpenings(walls, 'EG/wall/south', (openings) => changed(openings, 'EG/door/entrance', (door) => widened(door, 2.26)));
  walls = withOpenings(walls, 'EG/wall/north', (openings) => without(openings, 'EG/window/0.07-1'));
  walls = changed(walls, 'EG/wall/corridor-north-west', (wall) => ({ ...wall, fireRating: 'EI 90' }));

  // First floor: two offices become one, one office becomes two, wider windows and door, a new window.
  walls = without(walls, '1OG/wall/partition-south-5.4');
  spaces = without(spaces, '1OG/space/1.02');
  spaces = changed(spaces, '1OG/space/1.01', (space) => ({ ...space, usage: 'Gruppenbüro', x: [space.x[0], 10.75] }));
  walls = withOpenings(walls, '1OG/wall/corridor-south', (openings) =>
    changed(without(openings, '1OG/door/1.02'), '1OG/door/1.03', (door) => widened(door, 1.26)),
  );
  const partition = walls.find((wall) => wall.key === '1OG/wall/partition-north-21.6')!;
  const split: PlanWall = {
    ...partition,
    key: '1OG/wall/partition-north-24.3',
    name: 'Trennwand Nord x=24.3 1.OG',
    from: [24.3, partition.from[1]],
    to: [24.3, partition.to[1]],
  };
  walls = [...walls, split];
  spaces = changed(spaces, '1OG/space/1.14', (space) => ({ ...space, x: [space.x[0], 24.25] }));
  const office = spaces.find((space) => space.key === '1OG/space/1.14')!;
  spaces = [...spaces, { ...office, key: '1OG/space/1.15', number: '1.15', x: [24.35, 26.6] }];
  walls = withOpenings(walls, '1OG/wall/corridor-north-east', (openings) => [
    ...openings,
    inStorey('1OG', doorOpening('1.15', 'Tür 1.15', 8.275, 1.01)),
  ]);
  walls = withOpenings(walls, '1OG/wall/north', (openings) =>
    ['1OG/window/1.08-1', '1OG/window/1.08-2'].reduce((list, key) => changed(list, key, (window) => widened(window, 1.51)), openings),
  );
  walls = withOpenings(walls, '1OG/wall/east', (openings) => [...openings, inStorey('1OG', windowOpening('1.05-4', '1.05/4', 3.495, 1.01))]);
  spaces = changed(spaces, '1OG/space/1.07', (space) => ({ ...space, usage: 'Besprechung' }));

  return { ...plan, walls, spaces };
}
