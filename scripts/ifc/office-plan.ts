import { round, type Storey, type Vec2 } from './building-model.ts';

/**
 * The plan of the sample office, as an architect would sketch it before modelling: a 20 x 12 m
 * two-storey block, offices to the south, a corridor along the middle, kitchen, WC and a large room
 * to the north. Coordinates are metres from the south-west corner; every storey is 3.30 m high.
 * Door and window sizes are German shell dimensions (Baurichtmaße such as 1.01 and 1.26 m).
 */

export type WallKind = 'exterior' | 'corridor' | 'partition';

export interface PlanOpening {
  key: string;
  kind: 'window' | 'door';
  name: string;
  /** Distance along the wall from its start to the opening's near edge. */
  offset: number;
  width: number;
  height: number;
  sill: number;
}

export interface PlanWall {
  key: string;
  storey: string;
  name: string;
  kind: WallKind;
  from: Vec2;
  to: Vec2;
  fireRating: string;
  openings: PlanOpening[];
}

export interface PlanSpace {
  key: string;
  storey: string;
  number: string;
  usage: string;
  x: Vec2;
  y: Vec2;
}

export interface PlanSlab {
  key: string;
  storey: string;
  name: string;
  predefinedType: 'BASESLAB' | 'FLOOR' | 'ROOF';
  /** Underside and top, relative to the storey. */
  z: Vec2;
}

export interface PlanColumn {
  key: string;
  storey: string;
  /** Grid position, e.g. B2: column line B, axis 2. */
  grid: string;
  name: string;
  at: Vec2;
}

export interface OfficePlan {
  storeys: Storey[];
  walls: PlanWall[];
  spaces: PlanSpace[];
  slabs: PlanSlab[];
  columns: PlanColumn[];
}

/** The names both discipline models give the project, the site and the building, so a viewer can merge them. */
export const projectNames = { projectName: 'Bürogebäude Musterstraße', siteName: 'Grundstück Musterstraße 12', buildingName: 'Bürogebäude' };

export const footprint = { x: 20, y: 12 } as const;
export const storeyHeight = 3.3;
export const slabThickness = 0.25;
/** Walls, columns and spaces stand on the storey's slab and end under the next one. */
export const clearHeight = round(storeyHeight - slabThickness, 3);
export const wallThickness: Record<WallKind, number> = { exterior: 0.3, corridor: 0.15, partition: 0.1 };
export const columnSize = 0.3;

const storeys: Storey[] = [
  { key: 'EG', name: 'Erdgeschoss', elevation: 0 },
  { key: 'OG', name: '1. Obergeschoss', elevation: storeyHeight },
];

export const windowOpening = (key: string, name: string, offset: number, width: number, height = 1.5, sill = 0.9): PlanOpening => ({
  key,
  kind: 'window',
  name: `Fenster ${name}`,
  offset,
  width,
  height,
  sill,
});
const doorOpening = (key: string, name: string, offset: number, width: number, height = 2.135): PlanOpening => ({
  key,
  kind: 'door',
  name,
  offset,
  width,
  height,
  sill: 0,
});

/** An opening's key names its storey, so the same room number pattern can repeat on every floor. */
export const inStorey = (storey: string, opening: PlanOpening): PlanOpening => ({ ...opening, key: `${storey}/${opening.kind}/${opening.key}` });

/** The walls every storey has, with the openings of that storey. */
function storeyWalls(storey: string, openings: Record<string, PlanOpening[]>): PlanWall[] {
  const e = wallThickness.exterior / 2;
  const wall = (key: string, name: string, kind: WallKind, from: Vec2, to: Vec2, fireRating: string): PlanWall => ({
    key: `${storey}/wall/${key}`,
    storey,
    // Room numbers tell doors, windows and rooms of different floors apart; walls and columns name their floor.
    name: `${name} ${storey}`,
    kind,
    from,
    to,
    fireRating,
    openings: (openings[key] ?? []).map((opening) => inStorey(storey, opening)),
  });
  return [
    wall('south', 'Außenwand Süd', 'exterior', [0, e], [footprint.x, e], 'F90'),
    wall('east', 'Außenwand Ost', 'exterior', [footprint.x - e, 2 * e], [footprint.x - e, footprint.y - 2 * e], 'F90'),
    wall('north', 'Außenwand Nord', 'exterior', [footprint.x, footprint.y - e], [0, footprint.y - e], 'F90'),
    wall('west', 'Außenwand West', 'exterior', [e, footprint.y - 2 * e], [e, 2 * e], 'F90'),
    wall('corridor-south', 'Flurwand Süd', 'corridor', [2 * e, 5], [footprint.x - 2 * e, 5], 'F30'),
    wall('corridor-north', 'Flurwand Nord', 'corridor', [2 * e, 7], [footprint.x - 2 * e, 7], 'F30'),
    ...[5, 10, 15].map((x) => wall(`partition-south-${x}`, `Trennwand Süd x=${x}`, 'partition', [x, 2 * e], [x, 4.925], 'F30')),
    ...[5, 10].map((x) => wall(`partition-north-${x}`, `Trennwand Nord x=${x}`, 'partition', [x, 7.075], [x, footprint.y - 2 * e], 'F30')),
  ];
}

const walls: PlanWall[] = [
  ...storeyWalls('EG', {
    south: [
      doorOpening('entrance', 'Haupteingang', 1, 2.01, 2.26),
      windowOpening('0.01-1', '0.01/1', 3.6, 0.9),
      windowOpening('0.02-1', '0.02/1', 5.8, 1.26),
      windowOpening('0.02-2', '0.02/2', 8.2, 1.26),
      windowOpening('0.03-1', '0.03/1', 10.6, 1.34),
      windowOpening('0.03-2', '0.03/2', 12.9, 1.22),
      windowOpening('0.04-1', '0.04/1', 15.6, 2.01, 2.135, 0.25),
      windowOpening('0.04-2', '0.04/2', 18.2, 1.01),
    ],
    east: [
      windowOpening('0.04-3', '0.04/3', 1.2, 1.51),
      doorOpening('exit', 'Notausgang Ost', 5.2, 1.135, 2.26),
      windowOpening('0.08-1', '0.08/1', 8.2, 1.26),
    ],
    north: [
      windowOpening('0.08-2', '0.08/2', 1.5, 1.51),
      windowOpening('0.08-3', '0.08/3', 5, 1.51),
      windowOpening('0.08-4', '0.08/4', 7.5, 1.51),
      windowOpening('0.07-1', '0.07/1', 11.5, 0.9, 0.8, 1.6),
      windowOpening('0.06-1', '0.06/1', 16.2, 1.01),
    ],
    west: [windowOpening('0.06-2', '0.06/2', 1.8, 1.26), windowOpening('0.01-2', '0.01/2', 8.4, 1.26)],
    'corridor-south': [
      doorOpening('0.01', 'Tür 0.01', 3.2, 1.01),
      doorOpening('0.02', 'Tür 0.02', 8.1, 1.01),
      doorOpening('0.03', 'Tür 0.03', 13.1, 1.01),
      doorOpening('0.04', 'Tür 0.04', 15.7, 1.26),
    ],
    'corridor-north': [
      doorOpening('0.06', 'Tür 0.06', 3.1, 1.01),
      doorOpening('0.07', 'Tür 0.07', 8.1, 0.885),
      doorOpening('0.08', 'Tür 0.08', 10.7, 1.01),
    ],
  }),
  ...storeyWalls('OG', {
    south: [
      windowOpening('1.01-1', '1.01/1', 1.2, 1.26),
      windowOpening('1.01-2', '1.01/2', 3.2, 1.26),
      windowOpening('1.02-1', '1.02/1', 5.8, 1.26),
      windowOpening('1.02-2', '1.02/2', 8.2, 1.26),
      windowOpening('1.03-1', '1.03/1', 10.6, 1.3),
      windowOpening('1.03-2', '1.03/2', 12.9, 1.385),
      windowOpening('1.04-1', '1.04/1', 15.6, 1.51),
      windowOpening('1.04-2', '1.04/2', 18.2, 1.01),
    ],
    east: [windowOpening('1.04-3', '1.04/3', 1.2, 1.51), windowOpening('1.05-1', '1.05/1', 5.4, 0.9), windowOpening('1.08-1', '1.08/1', 8.2, 1.26)],
    north: [
      windowOpening('1.08-2', '1.08/2', 1.5, 2.01, 2.135, 0.25),
      windowOpening('1.08-3', '1.08/3', 4.5, 2.01, 2.135, 0.25),
      windowOpening('1.07-1', '1.07/1', 12, 1.01),
      windowOpening('1.06-1', '1.06/1', 16.2, 1.21),
    ],
    west: [windowOpening('1.06-2', '1.06/2', 1.8, 1.26), windowOpening('1.01-3', '1.01/3', 8.4, 1.35)],
    'corridor-south': [
      doorOpening('1.01', 'Tür 1.01', 3.2, 1.01),
      doorOpening('1.02', 'Tür 1.02', 8.1, 1.01),
      doorOpening('1.03', 'Tür 1.03', 13.1, 1.01),
      doorOpening('1.04', 'Tür 1.04', 15.7, 1.01),
    ],
    'corridor-north': [
      doorOpening('1.06', 'Tür 1.06', 3.1, 1.01),
      doorOpening('1.07', 'Tür 1.07', 8.1, 1.01),
      doorOpening('1.08', 'Tür 1.08', 10.7, 1.26),
    ],
  }),
];

/** Rooms between the walls' faces: south rooms, the corridor, north rooms. */
function storeySpaces(storey: string, level: number, usages: readonly string[]): PlanSpace[] {
  const rooms: [Vec2, Vec2][] = [
    [
      [0.3, 4.95],
      [0.3, 4.925],
    ],
    [
      [5.05, 9.95],
      [0.3, 4.925],
    ],
    [
      [10.05, 14.95],
      [0.3, 4.925],
    ],
    [
      [15.05, 19.7],
      [0.3, 4.925],
    ],
    [
      [0.3, 19.7],
      [5.075, 6.925],
    ],
    [
      [0.3, 4.95],
      [7.075, 11.7],
    ],
    [
      [5.05, 9.95],
      [7.075, 11.7],
    ],
    [
      [10.05, 19.7],
      [7.075, 11.7],
    ],
  ];
  return rooms.map(([x, y], index) => {
    const number = `${level}.0${index + 1}`;
    return { key: `${storey}/space/${number}`, storey, number, usage: usages[index]!, x, y };
  });
}

const spaces: PlanSpace[] = [
  ...storeySpaces('EG', 0, ['Empfang', 'Büro', 'Büro', 'Besprechung', 'Flur', 'Teeküche', 'WC', 'Archiv']),
  ...storeySpaces('OG', 1, ['Büro', 'Büro', 'Büro', 'Büro', 'Flur', 'Teeküche', 'Kopierraum', 'Besprechung']),
];

const slabs: PlanSlab[] = [
  { key: 'EG/slab/floor', storey: 'EG', name: 'Bodenplatte', predefinedType: 'BASESLAB', z: [-slabThickness, 0] },
  { key: 'OG/slab/floor', storey: 'OG', name: 'Decke über EG', predefinedType: 'FLOOR', z: [-slabThickness, 0] },
  { key: 'OG/slab/roof', storey: 'OG', name: 'Dachdecke', predefinedType: 'ROOF', z: [clearHeight, storeyHeight] },
];

/** Grid lines 2 to 4 (x = 5, 10, 15 m) on the corridor walls B (y = 5 m) and C (y = 7 m). */
const columns: PlanColumn[] = storeys.flatMap(({ key: storey }) =>
  (['B', 'C'] as const).flatMap((line, row) =>
    [5, 10, 15].map((x, index) => {
      const grid = `${line}${index + 2}`;
      return { key: `${storey}/column/${grid}`, storey, grid, name: `Stütze ${grid} ${storey}`, at: [x, 5 + 2 * row] as const };
    }),
  ),
);

export const officePlan: OfficePlan = { storeys, walls, spaces, slabs, columns };
