import type { RenderModelName } from '../ifc/render-models.ts';

/**
 * The pictures `npm run renders` makes: per picture, the building (an IFC model of
 * scripts/ifc/render-models.ts), where the camera stands and looks, where the sun is, and what lies
 * around the building. Coordinates are the model's own: metres, x east, y north, z up.
 */

export type Point2 = readonly [x: number, y: number];
export type Point3 = readonly [x: number, y: number, z: number];

/** A rectangle of the ground in plan, its corners' x and y. */
export interface Area {
  x: readonly [number, number];
  y: readonly [number, number];
}

export interface Tree {
  at: Point2;
  /** Overall height in metres. */
  height: number;
}

export interface RenderShot {
  models: readonly RenderModelName[];
  /** Where a model's origin stands in the picture's plan, when not at its own: several buildings in one picture. */
  placements?: Partial<Record<RenderModelName, Point2>>;
  /** The file's size in pixels; it is drawn at twice that and scaled down. */
  size: readonly [width: number, height: number];
  /** The widths the prebuild encodes, when a page shows it smaller than `renderWidths` allow for (scripts/prebuild/render-images.ts). */
  widths?: readonly number[];
  camera: {
    eye: Point3;
    /** Looked at horizontally: only its plan position counts; verticals stay upright. */
    target: Point2;
    /** Vertical field of view in degrees. */
    fov: number;
    /** A shift lens: moves the frame up by this share of its height, as an architectural photographer does. */
    shift: number;
    /** Tilted down by this many degrees instead: a view from above, where verticals may converge. */
    tilt?: number;
  };
  /** Degrees clockwise from north, and above the horizon. */
  sun: { azimuth: number; elevation: number };
  ground: {
    /** Concrete paving: forecourts, paths, the school yard. */
    paving: readonly Area[];
    /** Asphalt: streets and the car park's drive, with a kerb along their edges. */
    streets: readonly Area[];
    /** Pavements of light slabs between street and building. */
    pavements: readonly Area[];
  };
  trees: readonly Tree[];
  /** Street lights: where each stands, and the plan direction its arm reaches over the street. */
  lamps?: readonly { at: Point2; towards: Point2 }[];
  /** Low hedges along a line in plan, 1 m high. */
  hedges?: readonly { from: Point2; to: Point2 }[];
  /** The town behind: blocks of that size in plan and height, far enough away to stand in the haze. */
  backdrop: readonly { x: readonly [number, number]; y: readonly [number, number]; height: number }[];
}

/**
 * Trees scattered over an area by a fixed sequence, none inside the areas to keep free (the buildings,
 * the streets), their heights between 9 and 15 m.
 */
export function treeScatter(area: Area, count: number, avoid: readonly Area[], seed: number): Tree[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const trees: Tree[] = [];
  for (let attempt = 0; trees.length < count && attempt < count * 20; attempt++) {
    const at = [area.x[0] + next() * (area.x[1] - area.x[0]), area.y[0] + next() * (area.y[1] - area.y[0])] as const;
    const height = 9 + next() * 6;
    const clear = avoid.every((free) => at[0] < free.x[0] - 4 || at[0] > free.x[1] + 4 || at[1] < free.y[0] - 4 || at[1] > free.y[1] + 4);
    const apart = trees.every((tree) => Math.hypot(tree.at[0] - at[0], tree.at[1] - at[1]) > 7);
    if (clear && apart) trees.push({ at, height });
  }
  return trees;
}

/** Street lights every `spacing` metres along a pavement running east-west at `y`, their arms over the street to the north or south. */
export function lampRow(x: readonly [number, number], y: number, spacing: number, towards: 'north' | 'south'): { at: Point2; towards: Point2 }[] {
  const lamps: { at: Point2; towards: Point2 }[] = [];
  for (let at = x[0]; at <= x[1]; at += spacing) lamps.push({ at: [at, y], towards: towards === 'north' ? [0, 1] : [0, -1] });
  return lamps;
}

/** Trees in a row from one point to another, their heights varying a little by a fixed pattern. */
export function treeRow(from: Point2, to: Point2, count: number, height: number): Tree[] {
  return Array.from({ length: count }, (_, index) => {
    const share = count === 1 ? 0.5 : index / (count - 1);
    return {
      at: [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share] as const,
      height: height * (0.9 + 0.2 * (((index * 7) % 5) / 4)),
    };
  });
}

export const renderShots = {
  'school-leipzig': {
    models: ['school-leipzig'],
    size: [1440, 960],
    camera: { eye: [14, -84, 5], target: [49, -23], fov: 34, shift: -0.02 },
    sun: { azimuth: 226, elevation: 28 },
    ground: {
      paving: [
        { x: [-4, 58], y: [-40, -1] },
        { x: [30, 36], y: [-101, -40] },
        { x: [58, 90], y: [-60, -52] },
      ],
      pavements: [
        { x: [-200, 200], y: [-107, -101] },
        { x: [-200, 200], y: [-124, -118] },
      ],
      streets: [{ x: [-400, 400], y: [-118, -107] }],
    },
    trees: [
      { at: [8, -12], height: 13 },
      { at: [22, -26], height: 11 },
      { at: [40, -9], height: 12 },
      { at: [48, -34], height: 10 },
      ...treeRow([-90, -104], [18, -104], 7, 10),
      ...treeRow([50, -104], [160, -104], 7, 10),
      // Close to the camera on its left, but with its crown out of the frame.
      { at: [9, -60], height: 13 },
      { at: [48, -66], height: 12 },
      // Out of the frame to the left: their shadows fall across the lawn in front.
      { at: [-2, -78], height: 14 },
      { at: [-10, -64], height: 13 },
      { at: [-22, -48], height: 13 },
      { at: [-30, -78], height: 12 },
      { at: [100, -30], height: 13 },
      { at: [104, -70], height: 12 },
    ],
    hedges: [
      { from: [-4, -41.5], to: [28, -41.5] },
      { from: [38, -41.5], to: [57, -41.5] },
    ],
    backdrop: [],
  },
  'office-mannheim': {
    models: ['office-mannheim'],
    size: [1440, 960],
    camera: { eye: [112, -34, 3.5], target: [40, 9], fov: 34, shift: 0.16 },
    sun: { azimuth: 212, elevation: 24 },
    ground: {
      paving: [{ x: [-6, 76], y: [-9, 0] }],
      pavements: [
        { x: [-60, 160], y: [-13, -9] },
        { x: [-60, 160], y: [-44, -24] },
        { x: [70.2, 90], y: [-9, 30] },
      ],
      streets: [{ x: [-400, 400], y: [-24, -13] }],
    },
    trees: [
      ...treeRow([-6, -11], [60, -11], 6, 9),
      ...treeRow([94, -5], [94, 35], 3, 10),
      { at: [104, -44], height: 12 },
      { at: [128, -52], height: 13 },
      ...treeRow([-20, -27], [70, -27], 5, 10),
    ],
    lamps: [...lampRow([-30, 60], -12.4, 30, 'south'), ...lampRow([-15, 75], -24.6, 30, 'north')],
    backdrop: [],
  },
  'housing-dresden': {
    models: ['housing-dresden'],
    size: [1440, 960],
    camera: { eye: [22, -64, 11], target: [62, 10], fov: 28, shift: 0 },
    sun: { azimuth: 222, elevation: 27 },
    ground: {
      paving: [
        { x: [-3, 120], y: [-6, -2] },
        { x: [34, 40], y: [-6, 30] },
        { x: [76, 82], y: [-6, 30] },
      ],
      pavements: [{ x: [-120, 240], y: [-16, -12] }],
      streets: [{ x: [-400, 400], y: [-26, -16] }],
    },
    trees: [
      { at: [-8, -8], height: 12 },
      { at: [37, -9], height: 10 },
      { at: [79, -9], height: 11 },
      { at: [124, 0], height: 13 },
      ...treeRow([-60, -14], [160, -14], 12, 9),
      { at: [2, -34], height: 12 },
      ...treeScatter(
        { x: [-60, 180], y: [20, 90] },
        40,
        [
          { x: [0, 32.4], y: [0, 14.4] },
          { x: [42, 74.4], y: [9, 23.4] },
          { x: [84, 116.4], y: [3, 17.4] },
        ],
        11,
      ),
    ],
    lamps: lampRow([-40, 140], -12.4, 32, 'south'),
    hedges: [
      { from: [0, -7.5], to: [30, -7.5] },
      { from: [86, -7.5], to: [114, -7.5] },
    ],
    backdrop: [],
  },
  'three-projects': {
    models: ['school-leipzig', 'office-mannheim', 'housing-dresden'],
    placements: { 'school-leipzig': [0, 0], 'office-mannheim': [-104, 14], 'housing-dresden': [-14, 92] },
    size: [1440, 960],
    // About us shows it at most 540 px wide: a thousand trees weigh too much at 1440.
    widths: [720, 1080],
    camera: { eye: [176, -126, 52], target: [12, 40], fov: 34, shift: 0, tilt: 10.5 },
    sun: { azimuth: 218, elevation: 30 },
    ground: {
      paving: [
        { x: [-4, 58], y: [-40, -1] },
        { x: [-106, -32], y: [4, 12] },
        { x: [-16, 104], y: [82, 88] },
        { x: [20, 26], y: [22, 82] },
      ],
      pavements: [
        { x: [-200, 200], y: [-62, -56] },
        { x: [-200, 200], y: [-78, -73] },
        { x: [-200, 200], y: [56, 60] },
      ],
      streets: [
        { x: [-400, 400], y: [-73, -62] },
        { x: [-400, 400], y: [60, 70] },
      ],
    },
    trees: [
      ...treeRow([-120, -59], [120, -59], 13, 9),
      ...treeRow([-120, 58], [120, 58], 13, 9),
      { at: [8, -12], height: 13 },
      { at: [22, -26], height: 11 },
      { at: [40, -9], height: 12 },
      { at: [48, -34], height: 10 },
      { at: [4, 34], height: 13 },
      { at: [16, 44], height: 12 },
      { at: [36, 30], height: 14 },
      { at: [48, 46], height: 11 },
      { at: [66, 34], height: 13 },
      { at: [-14, 40], height: 12 },
      { at: [94, 40], height: 12 },
      { at: [110, -20], height: 12 },
      ...treeScatter(
        { x: [-160, 160], y: [-55, 200] },
        45,
        [
          { x: [-4, 90], y: [-55, 22] },
          { x: [-106, -32], y: [4, 40] },
          { x: [-16, 104], y: [80, 118] },
          { x: [20, 26], y: [22, 82] },
          { x: [-400, 400], y: [54, 72] },
        ],
        7,
      ),
    ],
    hedges: [{ from: [-4, -41], to: [52, -41] }],
    backdrop: [],
  },
} satisfies Record<string, RenderShot>;

export type RenderName = keyof typeof renderShots;

/** A picture's shot, with every optional field of its type. */
export const shotOf = (name: RenderName): RenderShot => renderShots[name];
