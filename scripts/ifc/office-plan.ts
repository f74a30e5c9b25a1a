import { round, type Storey, type Vec2 } from './building-model.ts';

/**
 * The plan of the sample office, as an architect would sketch it before modelling: a 27.0 x 13.5 m
 * block of five storeys on a 2.70 m façade grid (two 1.35 m modules), offices to the south, a corridor
 * along the middle, and to the north a concrete core (stair, lift, services shaft) between offices,
 * meeting rooms, WCs and a kitchen; a flat roof with a parapet and the core's head above it.
 * Coordinates are metres from the south-west corner; every storey is 3.50 m high.
 * Door and window sizes are German shell dimensions (Baurichtmaße such as 1.01 and 1.26 m).
 */

export type WallKind = 'exterior' | 'corridor' | 'partition' | 'core' | 'parapet';

export interface PlanOpening {
  key: string;
  kind: 'window' | 'door';
  name: string;
  /** Distance along the wall from its start to the opening's near edge. */
  offset: number;
  width: number;
  height: number;
  sill: number;
  /** Doors onto the stair: fire doors of steel. */
  fire?: boolean;
}

export interface PlanWall {
  key: string;
  storey: string;
  name: string;
  kind: WallKind;
  from: Vec2;
  to: Vec2;
  /** Bottom and top relative to the storey; a storey's walls stand on its slab and end under the next. */
  z: Vec2;
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

/** A rectangular hole through a slab, for the stair and the shafts. */
export interface PlanSlabOpening {
  key: string;
  name: string;
  x: Vec2;
  y: Vec2;
}

export interface PlanSlab {
  key: string;
  storey: string;
  name: string;
  predefinedType: 'BASESLAB' | 'FLOOR' | 'ROOF' | 'LANDING';
  x: Vec2;
  y: Vec2;
  /** Underside and top, relative to the storey. */
  z: Vec2;
  openings: PlanSlabOpening[];
}

export interface PlanColumn {
  key: string;
  storey: string;
  /** Grid position, e.g. B2: grid line B, axis 2. */
  grid: string;
  name: string;
  at: Vec2;
}

export interface PlanFlight {
  key: string;
  storey: string;
  name: string;
  /** The bottom step's front edge, the plan direction it climbs, and its side: the flight lies to the left of it. */
  start: Vec2;
  direction: Vec2;
  base: number;
}

export interface OfficePlan {
  storeys: Storey[];
  walls: PlanWall[];
  spaces: PlanSpace[];
  slabs: PlanSlab[];
  columns: PlanColumn[];
  flights: PlanFlight[];
}

/** The names every discipline model gives the project, the site and the building, so a viewer can merge them. */
export const projectNames = { projectName: 'Bürogebäude Musterstraße', siteName: 'Grundstück Musterstraße 12', buildingName: 'Bürogebäude' };

export const footprint = { x: 27, y: 13.5 } as const;
/** The façade grid: window axes every 2.70 m, partitions on every second axis. */
export const bay = 2.7;
export const storeyHeight = 3.5;
export const slabThickness = 0.3;
/** Walls, columns and spaces stand on the storey's slab and end under the next one. */
export const clearHeight = round(storeyHeight - slabThickness, 3);
export const wallThickness: Record<WallKind, number> = { exterior: 0.4, corridor: 0.15, partition: 0.1, core: 0.25, parapet: 0.2 };
export const columnSize = 0.3;
/** Grid lines A to D (y) and axes 1 to 6 (x) of the structure. */
export const gridLines = { A: 0, B: 5.4, C: 7.8, D: footprint.y } as const;
export const gridAxes = [0, 5.4, 10.8, 16.2, 21.6, 27] as const;
/** The core: stair between axes 3 and 3/4, lift and services shaft between that line and axis 4. */
export const core = { x: [10.8, 16.2], split: 13.5, liftY: 10.8 } as const;
export const stair = { risers: 10, riserHeight: 0.175, treadLength: 0.27, width: 1.2, eye: 0.05, startY: 9.2 } as const;
const parapetHeight = 1.1;
const coreHeadHeight = 3;

const e = wallThickness.exterior;
const inner = { x: [e, footprint.x - e], y: [e, footprint.y - e] } as const;
const half = (kind: WallKind) => wallThickness[kind] / 2;

/** Storey keys name GlobalIds; labels name walls and columns ("Außenwand Süd 1.OG"); room numbers start with the level. */
export const upperLevels = [1, 2, 3, 4] as const;
const storeyKey = (level: number) => (level === 0 ? 'EG' : `${level}OG`);
export const storeyLabel = (key: string) => (key === 'EG' ? 'EG' : key === 'DACH' ? 'Dach' : `${key[0]}.OG`);

const storeys: Storey[] = [
  { key: 'EG', name: 'Erdgeschoss', elevation: 0 },
  ...upperLevels.map((level) => ({ key: storeyKey(level), name: `${level}. Obergeschoss`, elevation: round(level * storeyHeight, 3) })),
  { key: 'DACH', name: 'Dach', elevation: round(5 * storeyHeight, 3) },
];

export const windowOpening = (key: string, name: string, offset: number, width: number, height = 1.9, sill = 0.9): PlanOpening => ({
  key,
  kind: 'window',
  name: `Fenster ${name}`,
  offset: round(offset, 3),
  width,
  height,
  sill,
});
export const doorOpening = (key: string, name: string, offset: number, width: number, height = 2.135, fire = false): PlanOpening => ({
  key,
  kind: 'door',
  name,
  offset: round(offset, 3),
  width,
  height,
  sill: 0,
  ...(fire ? { fire } : {}),
});

/** An opening's key names its storey, so the same room number pattern can repeat on every floor. */
export const inStorey = (storey: string, opening: PlanOpening): PlanOpening => ({ ...opening, key: `${storey}/${opening.kind}/${opening.key}` });

/** A window centred on a point of a wall: its offset from the wall's start. */
const centredOn = (wallStart: number, centre: number, width: number, reversed = false) =>
  reversed ? wallStart - centre - width / 2 : centre - wallStart - width / 2;

interface WindowSpec {
  room: string;
  centre: number;
  width: number;
  height?: number;
  sill?: number;
}

/** What each room is used for, by its number's last two digits; the ground floor differs. */
function usages(level: number): Record<string, string> {
  const upper: Record<string, string> = {
    '01': 'Büro',
    '02': 'Büro',
    '03': 'Büro',
    '04': 'Büro',
    '05': 'Büro',
    '06': 'Flur',
    '07': 'Büro',
    '08': 'Besprechung',
    '09': 'Treppenhaus',
    10: 'Aufzug',
    11: 'Schacht',
    12: 'WC',
    13: 'Teeküche',
    14: 'Büro',
  };
  return level === 0 ? { ...upper, '03': 'Foyer', '04': 'Besprechung', '07': 'Technik', '08': 'Archiv' } : upper;
}

/** The windows of a storey on each façade, by room; widths follow the room's use. */
function facadeWindows(level: number): Record<'south' | 'north' | 'west' | 'east', WindowSpec[]> {
  const use = usages(level);
  const bays = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) => round(bay / 2 + index * bay, 3));
  const office = (room: string): Pick<WindowSpec, 'width' | 'height' | 'sill'> => {
    const usage = use[room];
    if (usage === 'Besprechung') return { width: 1.34 };
    if (usage === 'Teeküche') return { width: 1.22 };
    if (usage === 'WC') return { width: 0.76, height: 0.9, sill: 1.6 };
    if (usage === 'Treppenhaus') return { width: 0.885, height: 1, sill: 2 };
    if (usage === 'Technik' || usage === 'Archiv') return { width: 1.01, height: 1.2, sill: 1.4 };
    return { width: 1.26 };
  };
  const southRooms = ['01', '01', '02', '02', '03', '03', '04', '04', '05', '05'];
  const south: WindowSpec[] =
    level === 0
      ? bays.flatMap((centre, index): WindowSpec[] => {
          const room = southRooms[index]!;
          // The foyer's two bays hold the main entrance between two tall windows.
          if (room === '03') return [{ room, centre: index === 4 ? 11.6 : 15.4, width: 1.26, height: 2.4, sill: 0.3 }];
          return [{ room, centre, ...office(room) }];
        })
      : bays.map((centre, index) => ({ room: southRooms[index]!, centre, ...office(southRooms[index]!) }));
  // The north front from east to west, as the wall runs; the bay of the services shaft stays closed.
  const northRooms: (string | undefined)[] = ['14', '14', '13', '12', undefined, '09', '08', '08', '07', '07'];
  const north = [...bays]
    .reverse()
    .flatMap((centre, index) => (northRooms[index] ? [{ room: northRooms[index]!, centre, ...office(northRooms[index]!) }] : []));
  const corridor = { width: 1.135 };
  return {
    south,
    north,
    west: [
      { room: '07', centre: 10.5, ...office('07') },
      { room: '06', centre: 6.6, ...corridor },
      { room: '01', centre: 2.7, ...office('01') },
    ],
    east: [
      { room: '05', centre: 2.7, ...office('05') },
      { room: '06', centre: 6.6, ...corridor },
      { room: '14', centre: 10.5, ...office('14') },
    ],
  };
}

/** Numbers the windows of each room in the order the walls run: 1.03/1, 1.03/2, … */
function numberWindows(level: number, sides: ReturnType<typeof facadeWindows>, wallStart: Record<keyof typeof sides, [number, boolean]>) {
  const count = new Map<string, number>();
  const result = {} as Record<keyof typeof sides, PlanOpening[]>;
  for (const side of ['south', 'east', 'north', 'west'] as const) {
    const [start, reversed] = wallStart[side];
    result[side] = sides[side].map((spec) => {
      const room = `${level}.${spec.room}`;
      const n = (count.get(room) ?? 0) + 1;
      count.set(room, n);
      return windowOpening(`${room}-${n}`, `${room}/${n}`, centredOn(start, spec.centre, spec.width, reversed), spec.width, spec.height, spec.sill);
    });
  }
  return result;
}

function storeyWalls(level: number): PlanWall[] {
  const storey = storeyKey(level);
  const label = storeyLabel(storey);
  const wall = (key: string, name: string, kind: WallKind, from: Vec2, to: Vec2, fireRating: string, openings: PlanOpening[] = []): PlanWall => ({
    key: `${storey}/wall/${key}`,
    storey,
    // Room numbers tell doors, windows and rooms of different floors apart; walls and columns name their floor.
    name: `${name} ${label}`,
    kind,
    from,
    to,
    z: [0, clearHeight],
    fireRating,
    openings: openings.map((opening) => inStorey(storey, opening)),
  });
  const x = footprint.x;
  const y = footprint.y;
  const windows = numberWindows(level, facadeWindows(level), {
    south: [0, false],
    east: [inner.y[0], false],
    north: [x, true],
    west: [inner.y[1], true],
  });
  const room = (n: string) => `${level}.${n}`;
  const door = (n: string, offset: number, width = 1.01) => doorOpening(room(n), `Tür ${room(n)}`, offset, width);
  const southDoors = ['01', '02', '03', '04', '05'].map((n, index) =>
    level === 0 && n === '03' ? door(n, 12.5 - inner.x[0], 2.01) : door(n, gridAxes[index]! + 0.6 - inner.x[0]),
  );
  const entrance = level === 0 ? [doorOpening('entrance', 'Haupteingang', centredOn(0, 13.5, 2.01), 2.01, 2.51)] : [];
  const c = wallThickness.core;
  const coreSouthFrom = core.x[0] - c / 2;
  return [
    wall('south', 'Außenwand Süd', 'exterior', [0, e / 2], [x, e / 2], 'REI 90', [...windows.south, ...entrance]),
    wall('east', 'Außenwand Ost', 'exterior', [x - e / 2, e], [x - e / 2, y - e], 'REI 90', windows.east),
    wall('north', 'Außenwand Nord', 'exterior', [x, y - e / 2], [0, y - e / 2], 'REI 90', windows.north),
    wall('west', 'Außenwand West', 'exterior', [e / 2, y - e], [e / 2, e], 'REI 90', windows.west),
    wall('corridor-south', 'Flurwand Süd', 'corridor', [inner.x[0], gridLines.B], [inner.x[1], gridLines.B], 'EI 30', southDoors),
    wall('corridor-north-west', 'Flurwand Nord West', 'corridor', [inner.x[0], gridLines.C], [coreSouthFrom, gridLines.C], 'EI 30', [
      door('07', 3.6),
      door('08', 8.8),
    ]),
    wall('corridor-north-east', 'Flurwand Nord Ost', 'corridor', [core.x[1] + c / 2, gridLines.C], [inner.x[1], gridLines.C], 'EI 30', [
      door('12', 0.275, 0.885),
      door('13', 2.875),
      door('14', 5.575),
    ]),
    ...gridAxes
      .slice(1, 5)
      .map((at) =>
        wall(
          `partition-south-${at}`,
          `Trennwand Süd Achse ${gridAxes.indexOf(at) + 1}`,
          'partition',
          [at, inner.y[0]],
          [at, gridLines.B - half('corridor')],
          'EI 30',
        ),
      ),
    ...[5.4, 18.9, 21.6].map((at) =>
      wall(`partition-north-${at}`, `Trennwand Nord x=${at}`, 'partition', [at, gridLines.C + half('corridor')], [at, inner.y[1]], 'EI 30'),
    ),
    wall('core-south', 'Kernwand Süd', 'core', [coreSouthFrom, gridLines.C], [core.x[1] + c / 2, gridLines.C], 'REI 90', [
      doorOpening(`${room('09')}`, `Tür ${room('09')}`, 0.625, 1.135, 2.135, true),
      doorOpening(`lift-${level}`, `Aufzugstür ${label}`, 3.625, 1.01, 2.135, true),
    ]),
    wall('core-west', 'Kernwand West', 'core', [core.x[0], gridLines.C + c / 2], [core.x[0], inner.y[1]], 'REI 90'),
    wall('core-middle', 'Kernwand Mitte', 'core', [core.split, gridLines.C + c / 2], [core.split, inner.y[1]], 'REI 90'),
    wall('core-east', 'Kernwand Ost', 'core', [core.x[1], gridLines.C + c / 2], [core.x[1], inner.y[1]], 'REI 90'),
    wall('core-lift', 'Schachtwand Aufzug', 'core', [core.split + c / 2, core.liftY], [core.x[1] - c / 2, core.liftY], 'REI 90'),
  ];
}

/** The roof's parapet on the outside walls and the core's head around the stair's and the lift's top. */
function roofWalls(): PlanWall[] {
  const storey = 'DACH';
  const p = wallThickness.parapet;
  const c = wallThickness.core;
  const x = footprint.x;
  const y = footprint.y;
  const parapet = (key: string, name: string, from: Vec2, to: Vec2): PlanWall => ({
    key: `${storey}/wall/${key}`,
    storey,
    name: `Attika ${name}`,
    kind: 'parapet',
    from,
    to,
    z: [0, parapetHeight],
    fireRating: 'REI 90',
    openings: [],
  });
  const head = (key: string, name: string, from: Vec2, to: Vec2, openings: PlanOpening[] = []): PlanWall => ({
    key: `${storey}/wall/${key}`,
    storey,
    name: `${name} Dach`,
    kind: 'core',
    from,
    to,
    z: [0, coreHeadHeight],
    fireRating: 'REI 90',
    openings: openings.map((opening) => inStorey(storey, opening)),
  });
  const headNorth = inner.y[1] - c / 2;
  return [
    parapet('parapet-south', 'Süd', [0, p / 2], [x, p / 2]),
    parapet('parapet-east', 'Ost', [x - p / 2, p], [x - p / 2, y - p]),
    parapet('parapet-north', 'Nord', [x, y - p / 2], [0, y - p / 2]),
    parapet('parapet-west', 'West', [p / 2, y - p], [p / 2, p]),
    head('core-south', 'Kernwand Süd', [core.x[0] - c / 2, gridLines.C], [core.x[1] + c / 2, gridLines.C]),
    head('core-north', 'Kernwand Nord', [core.x[1] + c / 2, headNorth], [core.x[0] - c / 2, headNorth]),
    head(
      'core-west',
      'Kernwand West',
      [core.x[0], headNorth - c / 2],
      [core.x[0], gridLines.C + c / 2],
      [doorOpening('roof-exit', 'Tür Dachausstieg', 1.5, 1.01, 2.135, true)],
    ),
    head('core-east', 'Kernwand Ost', [core.x[1], gridLines.C + c / 2], [core.x[1], headNorth - c / 2]),
  ];
}

const walls: PlanWall[] = [...[0, ...upperLevels].flatMap(storeyWalls), ...roofWalls()];

/** Rooms between the walls' faces: south rooms, the corridor, north rooms and the core. */
function storeySpaces(level: number): PlanSpace[] {
  const storey = storeyKey(level);
  const use = usages(level);
  const p = half('partition');
  const c = half('corridor');
  const k = half('core');
  const southY: Vec2 = [inner.y[0], gridLines.B - c];
  const northY: Vec2 = [gridLines.C + c, inner.y[1]];
  const coreY: Vec2 = [gridLines.C + k, inner.y[1]];
  const rooms: Record<string, [Vec2, Vec2]> = {
    '01': [[inner.x[0], 5.4 - p], southY],
    '02': [[5.4 + p, 10.8 - p], southY],
    '03': [[10.8 + p, 16.2 - p], southY],
    '04': [[16.2 + p, 21.6 - p], southY],
    '05': [[21.6 + p, inner.x[1]], southY],
    '06': [
      [inner.x[0], inner.x[1]],
      [gridLines.B + c, gridLines.C - c],
    ],
    '07': [[inner.x[0], 5.4 - p], northY],
    '08': [[5.4 + p, core.x[0] - k], northY],
    '09': [[core.x[0] + k, core.split - k], coreY],
    10: [
      [core.split + k, core.x[1] - k],
      [gridLines.C + k, core.liftY - k],
    ],
    11: [
      [core.split + k, core.x[1] - k],
      [core.liftY + k, inner.y[1]],
    ],
    12: [[core.x[1] + k, 18.9 - p], northY],
    13: [[18.9 + p, 21.6 - p], northY],
    14: [[21.6 + p, inner.x[1]], northY],
  };
  return Object.entries(rooms).map(([n, [x, y]]) => {
    const number = `${level}.${n}`;
    return {
      key: `${storey}/space/${number}`,
      storey,
      number,
      usage: use[n]!,
      x: [round(x[0], 3), round(x[1], 3)],
      y: [round(y[0], 3), round(y[1], 3)],
    };
  });
}

const spaces: PlanSpace[] = [0, ...upperLevels].flatMap(storeySpaces);

/** The holes every slab above the ground floor has: the stair's well, the lift shaft and the services shaft. */
function shaftOpenings(storey: string): PlanSlabOpening[] {
  const k = half('core');
  const hole = (key: string, name: string, x: Vec2, y: Vec2): PlanSlabOpening => ({ key: `${storey}/slab-opening/${key}`, name, x, y });
  return [
    hole('stair', `Treppenauge ${storeyLabel(storey)}`, [core.x[0] + k, core.split - k], [stair.startY, inner.y[1]]),
    hole('lift', `Aufzugsschacht ${storeyLabel(storey)}`, [core.split + k, core.x[1] - k], [gridLines.C + k, core.liftY - k]),
    hole('shaft', `Installationsschacht ${storeyLabel(storey)}`, [core.split + k, core.x[1] - k], [core.liftY + k, inner.y[1]]),
  ];
}

const whole = { x: [0, footprint.x] as Vec2, y: [0, footprint.y] as Vec2 };
const underside: Vec2 = [-slabThickness, 0];
const landingTop = stair.risers * stair.riserHeight;
const landingY = round(stair.startY + (stair.risers - 1) * stair.treadLength, 3);
const k = half('core');

const slabs: PlanSlab[] = [
  { key: 'EG/slab/floor', storey: 'EG', name: 'Bodenplatte', predefinedType: 'BASESLAB', ...whole, z: underside, openings: [] },
  ...upperLevels.map(
    (level): PlanSlab => ({
      key: `${storeyKey(level)}/slab/floor`,
      storey: storeyKey(level),
      name: `Decke über ${storeyLabel(storeyKey(level - 1))}`,
      predefinedType: 'FLOOR',
      ...whole,
      z: underside,
      openings: shaftOpenings(storeyKey(level)),
    }),
  ),
  { key: 'DACH/slab/roof', storey: 'DACH', name: 'Dachdecke', predefinedType: 'ROOF', ...whole, z: underside, openings: shaftOpenings('DACH') },
  {
    key: 'DACH/slab/core-roof',
    storey: 'DACH',
    name: 'Dachdecke Treppenhauskopf',
    predefinedType: 'ROOF',
    x: [core.x[0] - k, core.x[1] + k],
    y: [gridLines.C - k, inner.y[1]],
    z: [coreHeadHeight, coreHeadHeight + 0.25],
    openings: [],
  },
  ...[0, ...upperLevels].map(
    (level): PlanSlab => ({
      key: `${storeyKey(level)}/slab/landing`,
      storey: storeyKey(level),
      name: `Zwischenpodest ${storeyLabel(storeyKey(level))}`,
      predefinedType: 'LANDING',
      x: [core.x[0] + k, core.split - k],
      y: [landingY, inner.y[1]],
      z: [landingTop - 0.2, landingTop],
      openings: [],
    }),
  ),
];

/** Columns on grid lines B and C where no wall of the core carries the slab: B2 to B5, C2 and C5. */
const columnGrid: [string, number, Vec2][] = [
  ...[2, 3, 4, 5].map((axis): [string, number, Vec2] => ['B', axis, [gridAxes[axis - 1]!, gridLines.B]]),
  ...[2, 5].map((axis): [string, number, Vec2] => ['C', axis, [gridAxes[axis - 1]!, gridLines.C]]),
];
const columns: PlanColumn[] = [0, ...upperLevels].flatMap((level) =>
  columnGrid.map(([line, axis, at]) => {
    const storey = storeyKey(level);
    const grid = `${line}${axis}`;
    return { key: `${storey}/column/${grid}`, storey, grid, name: `Stütze ${grid} ${storeyLabel(storey)}`, at };
  }),
);

/** Two flights a storey, half a storey each: up northwards on the west side, back southwards on the east. */
const flights: PlanFlight[] = [0, ...upperLevels].flatMap((level) => {
  const storey = storeyKey(level);
  const westEdge = core.x[0] + k;
  return [
    {
      key: `${storey}/flight/1`,
      storey,
      name: `Treppenlauf 1 ${storeyLabel(storey)}`,
      start: [round(westEdge + stair.width, 3), stair.startY],
      direction: [0, 1],
      base: 0,
    },
    {
      key: `${storey}/flight/2`,
      storey,
      name: `Treppenlauf 2 ${storeyLabel(storey)}`,
      start: [round(westEdge + stair.width + stair.eye, 3), landingY],
      direction: [0, -1],
      base: landingTop,
    },
  ] satisfies PlanFlight[];
});

export const officePlan: OfficePlan = { storeys, walls, spaces, slabs, columns, flights };
