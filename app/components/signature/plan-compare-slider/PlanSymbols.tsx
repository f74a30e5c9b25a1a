import { type Door, stair, type Window } from '../../../views/screens/plan-compare/floor-plan-data.ts';
import { mm, planPath } from './frames.ts';

/** Converts CSS pixels at the drawing's own size to metres (to the millimetre). */
export type Px = (size: number) => number;

/** Where a door, an opening or a window is, the wall is cut. */
export function Gap({ wall, at, start, end, thickness }: { wall: 'h' | 'v'; at: number; start: number; end: number; thickness: number }) {
  const t = thickness + 0.04;
  return wall === 'h' ? (
    <rect x={mm(start)} y={mm(at - t / 2)} width={mm(end - start)} height={mm(t)} fill="#fff" />
  ) : (
    <rect x={mm(at - t / 2)} y={mm(start)} width={mm(t)} height={mm(end - start)} fill="#fff" />
  );
}

/** A door leaf standing open at right angles and the arc its edge sweeps. */
export function DoorSwing({ door, colour, px }: { door: Door; colour: string; px: Px }) {
  const { wall, at, start, end, hinge, side } = door;
  const leaf = end - start;
  const point = (along: number, across: number): [number, number] => (wall === 'h' ? [along, across] : [across, along]);
  const [hx, hy] = point(hinge === 'start' ? start : end, at);
  const [lx, ly] = point(hinge === 'start' ? start : end, at + side * leaf);
  const [qx, qy] = point(hinge === 'start' ? end : start, at);
  const sweep = (lx - hx) * (qy - hy) - (ly - hy) * (qx - hx) > 0 ? 1 : 0;
  return (
    <g stroke={colour} fill="none">
      <line x1={mm(hx)} y1={mm(hy)} x2={mm(lx)} y2={mm(ly)} strokeWidth={px(door.change ? 1.8 : 1.3)} />
      <path d={planPath`M${lx} ${ly}A${leaf} ${leaf} 0 0 ${sweep} ${qx} ${qy}`} strokeWidth={px(door.change ? 1.2 : 0.8)} />
    </g>
  );
}

/** A window: the glazing as two thin lines between its reveals. */
export function WindowMark({ window: { wall, at, start, end, change }, colour, px }: { window: Window; colour: string; px: Px }) {
  const point = (along: number, across: number) => (wall === 'h' ? { x: along, y: across } : { x: across, y: along });
  const line = (from: { x: number; y: number }, to: { x: number; y: number }, key: string) => (
    <line key={key} x1={mm(from.x)} y1={mm(from.y)} x2={mm(to.x)} y2={mm(to.y)} />
  );
  return (
    <g stroke={colour} strokeWidth={px(change ? 1.4 : 0.9)}>
      {[-0.06, 0.06].map((offset) => line(point(start, at + offset), point(end, at + offset), `glass${offset}`))}
      {[start, end].map((along) => line(point(along, at - 0.2), point(along, at + 0.2), `reveal${along}`))}
    </g>
  );
}

/** Two flights with their treads and the walking line, turning on the landing by the outer wall. */
export function Stair({ px }: { px: Px }) {
  const { x, y, width: w, length, steps } = stair;
  const flight = (w - 0.2) / 2;
  const run = length - 1.3;
  const treads = Array.from({ length: steps + 1 }, (_, i) => y + (i * run) / steps);
  const walk = x + w - flight / 2;
  return (
    <g stroke="#8a8f96" strokeWidth={px(0.8)} fill="none">
      {treads.map((ty) => (
        <path key={ty} d={planPath`M${x} ${ty}H${x + flight}M${x + flight + 0.2} ${ty}H${x + w}`} />
      ))}
      <rect x={mm(x + flight)} y={mm(y)} width={0.2} height={mm(run)} />
      <g stroke="#6b7178" strokeWidth={px(0.9)}>
        <path d={planPath`M${x + flight / 2} ${y}V${y + run + 0.5}H${walk}V${y + 0.4}`} strokeDasharray={`${px(3)} ${px(2)}`} />
        <path d={planPath`M${walk - 0.12} ${y + 0.65}L${walk} ${y + 0.4}L${walk + 0.12} ${y + 0.65}`} />
      </g>
    </g>
  );
}

/** A revision cloud around a rectangle: arcs along its edges, clockwise, each bulging outwards. */
export function cloud(x: number, y: number, w: number, d: number, radius: number): string {
  const corners: [number, number][] = [
    [x, y],
    [x + w, y],
    [x + w, y + d],
    [x, y + d],
  ];
  let path = planPath`M${x} ${y}`;
  corners.forEach(([fromX, fromY], index) => {
    const [toX, toY] = corners[(index + 1) % 4]!;
    const length = Math.hypot(toX - fromX, toY - fromY);
    const count = Math.max(1, Math.round(length / (radius * 1.6)));
    const r = length / count / 1.6;
    for (let step = 1; step <= count; step++) {
      path += planPath`A${r} ${r} 0 0 1 ${fromX + ((toX - fromX) * step) / count} ${fromY + ((toY - fromY) * step) / count}`;
    }
  });
  return `${path}Z`;
}
