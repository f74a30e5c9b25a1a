/**
 * How the drawing sees the building: a parallel view from the north-north-west, 30° from above, as
 * the viewer's comparison capture looks at it (`captureShots['model-compare']`), where version 2
 * changed the north side. The upper storey is lifted off the ground floor, so both can be seen.
 */

import { polygon, rounded } from '../../../lib/svg-numbers.ts';
import { type StoreyKey, storeyHeight, type Vec2 } from './building.ts';
import type { Shape } from './changes.ts';

export type Vec3 = readonly [number, number, number];

const azimuth = (35 * Math.PI) / 180;
const elevation = (30 * Math.PI) / 180;
/** Drawing units per metre. */
const unit = 20;
/** The gap the upper storey is lifted by, in metres. */
export const lift = 1.6;

const [cosA, sinA, cosE, sinE] = [Math.cos(azimuth), Math.sin(azimuth), Math.cos(elevation), Math.sin(elevation)];
const round = (value: number) => rounded(value, 2);

/** The height a storey's floor is drawn at. */
export const floorOf = (storey: StoreyKey) => (storey === 'EG' ? 0 : storeyHeight + lift);

/** A point of the building (metres: east, north, up) on the drawing; east runs to the left, as seen from the north. */
export function project([x, y, z]: Vec3): Vec2 {
  return [round(-(cosA * x + sinA * y) * unit), round(((-sinA * x + cosA * y) * sinE - z * cosE) * unit)];
}

/** How near a point is to the eye: faces are painted from the farthest to the nearest. */
export function nearness([x, y, z]: Vec3): number {
  return (-sinA * x + cosA * y) * cosE + z * sinE;
}

export const centre = (points: readonly Vec3[]): Vec3 => {
  const sum = points.reduce<[number, number, number]>((total, [x, y, z]) => [total[0] + x, total[1] + y, total[2] + z], [0, 0, 0]);
  return [sum[0] / points.length, sum[1] / points.length, sum[2] / points.length];
};

/** An SVG path through the points of a face, closed, to a tenth of a unit (the drawing is shown at about one unit a pixel). */
export function outline(points: readonly Vec3[]): string {
  return polygon(points.map(project), 1);
}

/** A shape's corners in the drawing's space. */
export function corners(shape: Shape): Vec3[] {
  const base = floorOf(shape.storey);
  if (shape.type === 'floor') {
    const [[x0, x1], [y0, y1]] = [shape.x, shape.y];
    return [
      [x0, y0, base],
      [x1, y0, base],
      [x1, y1, base],
      [x0, y1, base],
    ];
  }
  const [[ax, ay], [bx, by], [z0, z1]] = [shape.from, shape.to, shape.z];
  return [
    [ax, ay, base + z0],
    [bx, by, base + z0],
    [bx, by, base + z1],
    [ax, ay, base + z1],
  ];
}

/** Where a stretch `width` long that starts `offset` along the line from `from` to `to` begins and ends. */
export function along(from: Vec2, to: Vec2, offset: number, width: number): [Vec2, Vec2] {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const [dx, dy] = [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
  const at = (distance: number): Vec2 => [from[0] + dx * distance, from[1] + dy * distance];
  return [at(offset), at(offset + width)];
}
