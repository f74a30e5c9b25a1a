/**
 * The sample office as version 2 of its architecture model has it, in the plan's own terms: the
 * walls of the ground and first floor with their doors and windows, where version 2 changed the building,, metres from the south-west corner. It is the
 * grey model the drawing shows every change against. Written out from the script that makes the
 * sample files (`scripts/ifc/office-plan.ts`, revised by `office-revision.ts`), which
 * `tests/unit/model-version-compare.test.tsx` compares it with; the page does not load the script.
 */

export type Vec2 = readonly [number, number];
export type StoreyKey = 'EG' | '1OG';

export interface Opening {
  kind: 'window' | 'door';
  name: string;
  /** Distance along the wall from its start to the opening's near edge. */
  offset: number;
  width: number;
  height: number;
  sill: number;
  /** Doors onto the stair and the lift: fire doors. */
  fire?: boolean;
}

export interface Wall {
  name: string;
  from: Vec2;
  to: Vec2;
  openings: readonly Opening[];
}

/** Every storey is 3.50 m high; walls stand on its 30 cm slab and end under the next one. */
export const storeyHeight = 3.5;
export const slabThickness = 0.3;
export const wallHeight = 3.2;
export const footprint = { x: 27, y: 13.5 } as const;
export const storeyKeys: readonly StoreyKey[] = ['EG', '1OG'];

const window = (name: string, offset: number, width: number, height = 1.9, sill = 0.9): Opening => ({
  kind: 'window',
  name: `Fenster ${name}`,
  offset,
  width,
  height,
  sill,
});
const door = (name: string, offset: number, width: number, height = 2.135, fire = false): Opening => ({
  kind: 'door',
  name,
  offset,
  width,
  height,
  sill: 0,
  ...(fire ? { fire } : {}),
});
const wall = (name: string, from: Vec2, to: Vec2, openings: readonly Opening[] = []): Wall => ({ name, from, to, openings });

/** Version 2's walls of each storey with their doors and windows, named as the model names them ("Außenwand Nord 1.OG"). */
export const walls: Record<StoreyKey, readonly Wall[]> = {
  EG: [
    wall(
      'Außenwand Süd EG',
      [0, 0.2],
      [27, 0.2],
      [
        window('0.01/1', 0.72, 1.26),
        window('0.01/2', 3.42, 1.26),
        window('0.02/1', 6.12, 1.26),
        window('0.02/2', 8.82, 1.26),
        window('0.03/1', 10.97, 1.26, 2.4, 0.3),
        window('0.03/2', 14.77, 1.26, 2.4, 0.3),
        window('0.04/1', 16.88, 1.34),
        window('0.04/2', 19.58, 1.34),
        window('0.05/1', 22.32, 1.26),
        window('0.05/2', 25.02, 1.26),
        door('Haupteingang', 12.37, 2.26, 2.51),
      ],
    ),
    wall('Außenwand Ost EG', [26.8, 0.4], [26.8, 13.1], [window('0.05/3', 1.67, 1.26), window('0.06/1', 5.632, 1.135), window('0.14/1', 9.47, 1.26)]),
    wall(
      'Außenwand Nord EG',
      [27, 13.3],
      [0, 13.3],
      [
        window('0.14/2', 0.72, 1.26),
        window('0.14/3', 3.42, 1.26),
        window('0.13/1', 6.14, 1.22),
        window('0.12/1', 9.07, 0.76, 0.9, 1.6),
        window('0.09/1', 14.407, 0.885, 1, 2),
        window('0.08/1', 17.045, 1.01, 1.2, 1.4),
        window('0.08/2', 19.745, 1.01, 1.2, 1.4),
        window('0.07/2', 25.145, 1.01, 1.2, 1.4),
      ],
    ),
    wall(
      'Außenwand West EG',
      [0.2, 13.1],
      [0.2, 0.4],
      [window('0.07/3', 2.095, 1.01, 1.2, 1.4), window('0.01/3', 9.77, 1.26), door('Nebeneingang West', 5.87, 1.26, 2.26)],
    ),
    wall(
      'Flurwand Süd EG',
      [0.4, 5.4],
      [26.6, 5.4],
      [
        door('Tür 0.01', 0.2, 1.01),
        door('Tür 0.02', 5.6, 1.01),
        door('Tür 0.03', 12.1, 2.01),
        door('Tür 0.04', 16.4, 1.01),
        door('Tür 0.05', 21.8, 1.01),
      ],
    ),
    wall('Flurwand Nord West EG', [0.4, 7.8], [10.675, 7.8], [door('Tür 0.07', 3.6, 1.01), door('Tür 0.08', 8.8, 1.01)]),
    wall(
      'Flurwand Nord Ost EG',
      [16.325, 7.8],
      [26.6, 7.8],
      [door('Tür 0.12', 0.275, 0.885), door('Tür 0.13', 2.875, 1.01), door('Tür 0.14', 5.575, 1.01)],
    ),
    wall('Trennwand Süd Achse 2 EG', [5.4, 0.4], [5.4, 5.325]),
    wall('Trennwand Süd Achse 3 EG', [10.8, 0.4], [10.8, 5.325]),
    wall('Trennwand Süd Achse 4 EG', [16.2, 0.4], [16.2, 5.325]),
    wall('Trennwand Süd Achse 5 EG', [21.6, 0.4], [21.6, 5.325]),
    wall('Trennwand Nord x=5.4 EG', [5.4, 7.875], [5.4, 13.1]),
    wall('Trennwand Nord x=18.9 EG', [18.9, 7.875], [18.9, 13.1]),
    wall('Trennwand Nord x=21.6 EG', [21.6, 7.875], [21.6, 13.1]),
    wall(
      'Kernwand Süd EG',
      [10.675, 7.8],
      [16.325, 7.8],
      [door('Tür 0.09', 0.625, 1.135, 2.135, true), door('Aufzugstür EG', 3.625, 1.01, 2.135, true)],
    ),
    wall('Kernwand West EG', [10.8, 7.925], [10.8, 13.1]),
    wall('Kernwand Mitte EG', [13.5, 7.925], [13.5, 13.1]),
    wall('Kernwand Ost EG', [16.2, 7.925], [16.2, 13.1]),
    wall('Schachtwand Aufzug EG', [13.625, 10.8], [16.075, 10.8]),
  ],
  '1OG': [
    wall(
      'Außenwand Süd 1.OG',
      [0, 0.2],
      [27, 0.2],
      [
        window('1.01/1', 0.72, 1.26),
        window('1.01/2', 3.42, 1.26),
        window('1.02/1', 6.12, 1.26),
        window('1.02/2', 8.82, 1.26),
        window('1.03/1', 11.52, 1.26),
        window('1.03/2', 14.22, 1.26),
        window('1.04/1', 16.92, 1.26),
        window('1.04/2', 19.62, 1.26),
        window('1.05/1', 22.32, 1.26),
        window('1.05/2', 25.02, 1.26),
      ],
    ),
    wall(
      'Außenwand Ost 1.OG',
      [26.8, 0.4],
      [26.8, 13.1],
      [window('1.05/3', 1.67, 1.26), window('1.06/1', 5.632, 1.135), window('1.14/1', 9.47, 1.26), window('1.05/4', 3.495, 1.01)],
    ),
    wall(
      'Außenwand Nord 1.OG',
      [27, 13.3],
      [0, 13.3],
      [
        window('1.14/2', 0.72, 1.26),
        window('1.14/3', 3.42, 1.26),
        window('1.13/1', 6.14, 1.22),
        window('1.12/1', 9.07, 0.76, 0.9, 1.6),
        window('1.09/1', 14.407, 0.885, 1, 2),
        window('1.08/1', 16.795, 1.51),
        window('1.08/2', 19.495, 1.51),
        window('1.07/1', 22.32, 1.26),
        window('1.07/2', 25.02, 1.26),
      ],
    ),
    wall(
      'Außenwand West 1.OG',
      [0.2, 13.1],
      [0.2, 0.4],
      [window('1.07/3', 1.97, 1.26), window('1.06/2', 5.933, 1.135), window('1.01/3', 9.77, 1.26)],
    ),
    wall(
      'Flurwand Süd 1.OG',
      [0.4, 5.4],
      [26.6, 5.4],
      [door('Tür 1.01', 0.2, 1.01), door('Tür 1.03', 10.875, 1.26), door('Tür 1.04', 16.4, 1.01), door('Tür 1.05', 21.8, 1.01)],
    ),
    wall('Flurwand Nord West 1.OG', [0.4, 7.8], [10.675, 7.8], [door('Tür 1.07', 3.6, 1.01), door('Tür 1.08', 8.8, 1.01)]),
    wall(
      'Flurwand Nord Ost 1.OG',
      [16.325, 7.8],
      [26.6, 7.8],
      [door('Tür 1.12', 0.275, 0.885), door('Tür 1.13', 2.875, 1.01), door('Tür 1.14', 5.575, 1.01), door('Tür 1.15', 8.275, 1.01)],
    ),
    wall('Trennwand Süd Achse 3 1.OG', [10.8, 0.4], [10.8, 5.325]),
    wall('Trennwand Süd Achse 4 1.OG', [16.2, 0.4], [16.2, 5.325]),
    wall('Trennwand Süd Achse 5 1.OG', [21.6, 0.4], [21.6, 5.325]),
    wall('Trennwand Nord x=5.4 1.OG', [5.4, 7.875], [5.4, 13.1]),
    wall('Trennwand Nord x=18.9 1.OG', [18.9, 7.875], [18.9, 13.1]),
    wall('Trennwand Nord x=21.6 1.OG', [21.6, 7.875], [21.6, 13.1]),
    wall(
      'Kernwand Süd 1.OG',
      [10.675, 7.8],
      [16.325, 7.8],
      [door('Tür 1.09', 0.625, 1.135, 2.135, true), door('Aufzugstür 1.OG', 3.625, 1.01, 2.135, true)],
    ),
    wall('Kernwand West 1.OG', [10.8, 7.925], [10.8, 13.1]),
    wall('Kernwand Mitte 1.OG', [13.5, 7.925], [13.5, 13.1]),
    wall('Kernwand Ost 1.OG', [16.2, 7.925], [16.2, 13.1]),
    wall('Schachtwand Aufzug 1.OG', [13.625, 10.8], [16.075, 10.8]),
    wall('Trennwand Nord x=24.3 1.OG', [24.3, 7.875], [24.3, 13.1]),
  ],
};
