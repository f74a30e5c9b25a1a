/** How one index is laid into its SVG: the plan as drawn (landscape), or turned upright for a phone (portrait). */

/** The part of the floor drawn, in metres: the building, its axis grid and the bubbles at its ends. */
const bounds = { x: -2.9, y: -2.9, width: 34.2, depth: 17.1 } as const;
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
  /** Stamps moved where the turned plan has room for them, in metres: by room kind or shaft name. */
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
      stamps: {},
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
 * Landscape as the plan is drawn; portrait turned a quarter clockwise, axis 1 at the top, for a phone's
 * column, a little larger so its rooms keep room for their stamps (308 px wide, 327 px on a 375 px phone).
 */
export const frames: Record<Orientation, Frame> = { landscape: frame('landscape', 16), portrait: frame('portrait', 18) };
