import { pathData, rounded } from '../../../lib/svg-numbers.ts';

/** How one index is laid into its SVG: the plan as drawn (landscape), or turned upright for a phone (portrait). */

/** A stretch of the plan, in metres: from `x`, `y` so wide and deep. */
interface Bounds {
  x: number;
  y: number;
  width: number;
  depth: number;
}

/** Where the axis grid's bubbles stand, in metres from the building's edge, and how far its lines run past the other edge. */
interface AxisLayout {
  /** The bubbles' centres, on the negative side of both axes. */
  bubble: number;
  /** Their radius in CSS pixels. */
  radius: number;
  /** How far the dashed lines run beyond the far side of the building. */
  overrun: number;
}

/** Frame sizes and lettering places, in CSS pixels, to the hundredth. */
const round = (value: number) => rounded(value, 2);

/** A plan coordinate or length in metres, to the millimetre: a fiftieth of a pixel at the drawing's size. */
export const mm = (metres: number) => rounded(metres, 3);
/** Path data in plan coordinates, each number to the millimetre. */
export const planPath = pathData(3);

export type Orientation = 'landscape' | 'portrait';

export interface Frame {
  /** CSS pixels per metre at the drawing's own size; the lettering is 11 to 11.5 px at that size. */
  scale: number;
  viewBox: string;
  width: number;
  height: number;
  axis: AxisLayout;
  /** Lays the plan, drawn in metres, into the frame. */
  geometry: string;
  /** Where a point of the plan lands in the frame, for lettering that stays upright. */
  at: (x: number, y: number) => readonly [number, number];
  /**
   * Stamps moved where the plan has room for them, in metres: by flat, room kind, shaft name, or
   * `kind@x` for one of several rooms of a kind (the x of its stamp in the plan data).
   */
  stamps: Partial<Record<string, readonly [number, number]>>;
  /** Room kinds whose stamp is one line turned to read along the room. */
  turned: readonly string[];
}

/**
 * Landscape as the plan is drawn, at 20 px a metre so the 11 to 11.5 px stamps fit between the walls
 * (684 px wide, shown at most 760). The part drawn is the building, its axis grid and the bubbles at
 * its ends; its middle (where the divider starts) is x = 14, the wall between bedroom and bath of 3.02
 * and the edge of the stair, so the divider crosses no lettering.
 */
function landscape(): Frame {
  const scale = 20;
  const bounds: Bounds = { x: -3.1, y: -2.9, width: 34.2, depth: 17.1 };
  return {
    scale,
    viewBox: [bounds.x * scale, bounds.y * scale, bounds.width * scale, bounds.depth * scale].map(round).join(' '),
    width: round(bounds.width * scale),
    height: round(bounds.depth * scale),
    axis: { bubble: -2.2, radius: 10, overrun: 1.2 },
    geometry: `scale(${scale})`,
    at: (x, y) => [round(x * scale), round(y * scale)],
    // Clear of the walls and of each other: 3.02's stamp beside its bath, the stair's left of the
    // divider, the shaft S3 beside the store's name instead of on it.
    stamps: { stair: [12.5, 12.55], S3: [15.6, 11.2], store: [16.1, 12.65], '3.02': [18.25, 1.4] },
    turned: [],
  };
}

/**
 * Portrait, turned a quarter clockwise with axis 1 at the top, for a phone's column: 324 px wide, 327
 * on a 375 px phone. The building's 13 m take most of the width, so the baths (2.3 m between their
 * walls) still hold their stamps: the bubbles stand close to the walls and are smaller. The divider
 * runs along the plan's length, so the width is chosen to put its start at y = 6.3, in the corridor
 * between the bubbles of axes B and C; the corridor's own stamp is turned to run beside it.
 */
function portrait(): Frame {
  const scale = 21;
  const bounds: Bounds = { x: -1.4, y: -1.4, width: 32.1, depth: 15.4 };
  return {
    scale,
    viewBox: [-(bounds.y + bounds.depth) * scale, bounds.x * scale, bounds.depth * scale, bounds.width * scale].map(round).join(' '),
    width: round(bounds.depth * scale),
    height: round(bounds.width * scale),
    axis: { bubble: -0.95, radius: 8.5, overrun: 0.6 },
    geometry: `rotate(90) scale(${scale})`,
    at: (x, y) => [round(-y * scale), round(x * scale)],
    // Turned, a stamp's lines run across the room's width (its extent in y): the baths and the small
    // bedroom are little wider than their stamps, so those sit on the middle between their walls.
    stamps: {
      stair: [13, 10.35],
      store: [15.94, 11.7],
      S3: [16.56, 12.25],
      S4: [20.22, 9.05],
      corridor: [3, 6.84],
      'bath@15.3': [15.6, 4.3],
      'bath@9.7': [9.1, 8.78],
      'bath@18.5': [18.3, 8.78],
      'bedroom@19.6': [19.6, 11.44],
    },
    turned: ['corridor'],
  };
}

export const frames: Record<Orientation, Frame> = { landscape: landscape(), portrait: portrait() };
