/** How one index is laid into its SVG: the plan as drawn (landscape), or turned upright for a phone (portrait). */

/**
 * The part of the floor drawn, in metres: the building, its axis grid and the bubbles at its ends. Its
 * middle (where the divider starts) is x = 14, the wall between bedroom and bath of 3.02 and the edge
 * of the stair, so the divider crosses no lettering.
 */
const bounds = { x: -3.1, y: -2.9, width: 34.2, depth: 17.1 } as const;
const round = (value: number) => Math.round(value * 100) / 100;

export type Orientation = 'landscape' | 'portrait';

export interface Frame {
  /** CSS pixels per metre at the drawing's own size, at which its lettering is 11 to 11.5 px. */
  scale: number;
  viewBox: string;
  width: number;
  height: number;
  /** Lays the plan, drawn in metres, into the frame. */
  geometry: string;
  /** Where a point of the plan lands in the frame, for lettering that stays upright. */
  at: (x: number, y: number) => readonly [number, number];
  /** Stamps moved where the plan has room for them, in metres: by flat, room kind or shaft name. */
  stamps: Partial<Record<string, readonly [number, number]>>;
}

function frame(orientation: Orientation, scale: number): Frame {
  const [long, short] = [round(bounds.width * scale), round(bounds.depth * scale)];
  if (orientation === 'landscape') {
    return {
      scale,
      viewBox: [bounds.x * scale, bounds.y * scale, long, short].map(round).join(' '),
      width: long,
      height: short,
      geometry: `scale(${scale})`,
      at: (x, y) => [round(x * scale), round(y * scale)],
      // Clear of the walls and of each other: 3.02's stamp beside its bath, the stair's left of the
      // divider, the shaft S3 beside the store's name instead of on it.
      stamps: { stair: [12.5, 12.55], S3: [15.6, 11.2], store: [16.1, 12.65], '3.02': [18.25, 1.4] },
    };
  }
  return {
    scale,
    viewBox: [-(bounds.y + bounds.depth) * scale, bounds.x * scale, short, long].map(round).join(' '),
    width: short,
    height: long,
    geometry: `rotate(90) scale(${scale})`,
    at: (x, y) => [round(-y * scale), round(x * scale)],
    stamps: { stair: [13, 10.35], store: [15.94, 11.7], S3: [16.56, 12.25], S4: [20.22, 9.05] },
  };
}

/**
 * Landscape as the plan is drawn, at 20 px a metre so the 11 to 11.5 px stamps fit between the walls
 * (684 px wide, shown at most 760); portrait turned a quarter clockwise, axis 1 at the top, for a phone's
 * column, a little larger so its rooms keep room for their stamps (308 px wide, 327 px on a 375 px phone).
 */
export const frames: Record<Orientation, Frame> = { landscape: frame('landscape', 20), portrait: frame('portrait', 18) };
