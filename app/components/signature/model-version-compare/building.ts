/**
 * The sample office as version 2 of its architecture model has it, in the plan's own terms: the
 * walls of each storey with their doors and windows, metres from the south-west corner. It is the
 * grey model the drawing shows every change against. Written out from the script that makes the
 * sample files (`scripts/ifc/office-plan.ts`, revised by `office-revision.ts`), which
 * `tests/unit/model-version-compare.test.tsx` compares it with; the page does not load the script.
 */

export type Vec2 = readonly [number, number];
export type StoreyKey = 'EG' | 'OG';

export interface Opening {
  kind: 'window' | 'door';
  name: string;
  /** Distance along the wall from its start to the opening's near edge. */
  offset: number;
  width: number;
  height: number;
  sill: number;
}

export interface Wall {
  name: string;
  from: Vec2;
  to: Vec2;
  openings: readonly Opening[];
}

/** Every storey is 3.30 m high; walls stand on its 25 cm slab and end under the next one. */
export const storeyHeight = 3.3;
export const slabThickness = 0.25;
export const wallHeight = 3.05;
export const footprint = { x: 20, y: 12 } as const;
export const storeyKeys: readonly StoreyKey[] = ['EG', 'OG'];

const window = (name: string, offset: number, width: number, height = 1.5, sill = 0.9): Opening => ({
  kind: 'window',
  name: `Fenster ${name}`,
  offset,
  width,
  height,
  sill,
});
const door = (name: string, offset: number, width: number, height = 2.135): Opening => ({ kind: 'door', name, offset, width, height, sill: 0 });

type WallKey = 'south' | 'east' | 'north' | 'west' | 'corridor-south' | 'corridor-north' | `partition-${'south' | 'north'}-${number}`;

/** The walls every storey has, as `storeyWalls` in the plan script lays them out. */
const layout: readonly { key: WallKey; name: string; from: Vec2; to: Vec2 }[] = [
  { key: 'south', name: 'Außenwand Süd', from: [0, 0.15], to: [20, 0.15] },
  { key: 'east', name: 'Außenwand Ost', from: [19.85, 0.3], to: [19.85, 11.7] },
  { key: 'north', name: 'Außenwand Nord', from: [20, 11.85], to: [0, 11.85] },
  { key: 'west', name: 'Außenwand West', from: [0.15, 11.7], to: [0.15, 0.3] },
  { key: 'corridor-south', name: 'Flurwand Süd', from: [0.3, 5], to: [19.7, 5] },
  { key: 'corridor-north', name: 'Flurwand Nord', from: [0.3, 7], to: [19.7, 7] },
  ...[5, 10, 15].map((x) => ({
    key: `partition-south-${x}` as const,
    name: `Trennwand Süd x=${x}`,
    from: [x, 0.3] as const,
    to: [x, 4.925] as const,
  })),
  ...[5, 10].map((x) => ({ key: `partition-north-${x}` as const, name: `Trennwand Nord x=${x}`, from: [x, 7.075] as const, to: [x, 11.7] as const })),
];

/** Version 2's doors and windows by storey and wall. */
const openings: Record<StoreyKey, Partial<Record<WallKey, readonly Opening[]>>> = {
  EG: {
    south: [
      door('Haupteingang', 1, 2.01, 2.26),
      window('0.01/1', 3.6, 0.9),
      window('0.02/1', 5.8, 1.26),
      window('0.02/2', 8.2, 1.26),
      window('0.03/1', 10.6, 1.34),
      window('0.03/2', 12.9, 1.22),
      window('0.04/1', 15.6, 2.01, 2.135, 0.25),
      window('0.04/2', 18.2, 1.01),
    ],
    east: [window('0.04/3', 1.2, 1.51), door('Notausgang Ost', 5.2, 1.135, 2.26), window('0.08/1', 8.2, 1.26)],
    north: [
      window('0.08/2', 1.5, 1.51),
      window('0.08/3', 5, 1.51),
      window('0.08/4', 7.5, 1.51),
      window('0.07/1', 11.5, 0.9, 0.8, 1.6),
      // Widened in version 2 from 1.01 m.
      window('0.06/1', 16.2, 1.26),
    ],
    west: [window('0.06/2', 1.8, 1.26), window('0.01/2', 8.4, 1.26)],
    'corridor-south': [door('Tür 0.01', 3.2, 1.01), door('Tür 0.02', 8.1, 1.01), door('Tür 0.03', 13.1, 1.01), door('Tür 0.04', 15.7, 1.26)],
    'corridor-north': [door('Tür 0.06', 3.1, 1.01), door('Tür 0.07', 8.1, 0.885), door('Tür 0.08', 10.7, 1.01)],
  },
  OG: {
    south: [
      window('1.01/1', 1.2, 1.26),
      window('1.01/2', 3.2, 1.26),
      window('1.02/1', 5.8, 1.26),
      window('1.02/2', 8.2, 1.26),
      window('1.03/1', 10.6, 1.3),
      window('1.03/2', 12.9, 1.385),
      window('1.04/1', 15.6, 1.51),
      window('1.04/2', 18.2, 1.01),
    ],
    east: [window('1.04/3', 1.2, 1.51), window('1.05/1', 5.4, 0.9), window('1.08/1', 8.2, 1.26)],
    north: [
      window('1.08/2', 1.5, 2.01, 2.135, 0.25),
      window('1.08/3', 4.5, 2.01, 2.135, 0.25),
      window('1.07/1', 12, 1.01),
      window('1.06/1', 16.2, 1.21),
      // New in version 2.
      window('1.07/2', 10.3, 1.26),
      window('1.08/4', 7.5, 1.51),
    ],
    west: [window('1.06/2', 1.8, 1.26), window('1.01/3', 8.4, 1.35)],
    'corridor-south': [door('Tür 1.01', 3.2, 1.01), door('Tür 1.02', 8.1, 1.01), door('Tür 1.03', 13.1, 1.01), door('Tür 1.04', 15.7, 1.01)],
    // Door 1.07 to the former copy room is gone in version 2.
    'corridor-north': [door('Tür 1.06', 3.1, 1.01), door('Tür 1.08', 10.7, 1.26)],
  },
};

/** Walls that version 2 no longer has: the partition between the kitchen and the former copy room upstairs. */
const removed: Record<StoreyKey, readonly WallKey[]> = { EG: [], OG: ['partition-north-5'] };

/** Version 2's walls of each storey, named as the model names them ("Außenwand Nord OG"). */
export const walls: Record<StoreyKey, readonly Wall[]> = {
  EG: storeyWalls('EG'),
  OG: storeyWalls('OG'),
};

function storeyWalls(storey: StoreyKey): Wall[] {
  return layout
    .filter(({ key }) => !removed[storey].includes(key))
    .map(({ key, name, from, to }) => ({ name: `${name} ${storey}`, from, to, openings: openings[storey][key] ?? [] }));
}
