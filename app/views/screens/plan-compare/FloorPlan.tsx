import type { Lang } from '../../../shared/languages.ts';
import { decimal } from '../../kit/formats.ts';
import {
  changes as allChanges,
  doors as allDoors,
  shafts as allShafts,
  walls as allWalls,
  windows as allWindows,
  axes,
  type Change,
  type Door,
  lift,
  openings,
  outline,
  type RoomKind,
  rooms,
  stair,
} from './floor-plan-data.ts';

/** The colours of the comparison: what index D removed, what it added, and what stayed. */
export const changeColours: Record<Change, string> = { removed: '#d4372c', added: '#1f6fd1', same: '#2f363d' };
const cloudColour = '#d4372c';

interface Props {
  lang: Lang;
  roomNames: Record<RoomKind, string>;
  /** The part of the plan shown, in metres: x, y, width, height. */
  view: readonly [number, number, number, number];
  /** CSS pixels per metre at which it is drawn, so its lettering keeps a legible size at any zoom. */
  scale: number;
  selected?: number;
  /** Index D alone, in plain ink and without clouds: the plan as the 2D viewer opens it. */
  single?: boolean;
}

/** Index C and index D of the third floor plan laid over each other, the changes in revision clouds. */
export function FloorPlan({ lang, roomNames, view, scale, selected, single = false }: Props) {
  const px = (size: number) => size / scale;
  const [vx, vy, vw, vh] = view;
  const shown = <T extends { change?: Change }>(items: readonly T[]): T[] =>
    single ? items.filter((item) => item.change !== 'removed').map((item) => ({ ...item, change: undefined })) : [...items];
  const walls = shown(allWalls);
  const doors = shown(allDoors);
  const windows = shown(allWindows);
  const shafts = shown(allShafts);
  const changes = single ? [] : allChanges;
  return (
    <svg viewBox={view.join(' ')} width={vw * scale} height={vh * scale} role="img" aria-hidden="true" fontFamily="inherit">
      <g stroke="#9aa1a9" strokeWidth={px(0.8)} strokeDasharray={`${px(10)} ${px(3)} ${px(2)} ${px(3)}`}>
        {axes.x.map((axis) => (
          <line key={axis.label} x1={axis.at} x2={axis.at} y1={-1.7} y2={outline.depth + 1.2} />
        ))}
        {axes.y.map((axis) => (
          <line key={axis.label} y1={axis.at} y2={axis.at} x1={-1.7} x2={outline.width + 1.2} />
        ))}
      </g>
      <g fontSize={px(11)} fontWeight={600} textAnchor="middle" fill="#4a5058">
        {axes.x.map((axis) => (
          <g key={axis.label}>
            <circle cx={axis.at} cy={-2.2} r={px(10)} fill="#fff" stroke="#6b7178" strokeWidth={px(1)} />
            <text x={axis.at} y={-2.2 + px(4)}>
              {axis.label}
            </text>
          </g>
        ))}
        {axes.y.map((axis) => (
          <g key={axis.label}>
            <circle cx={-2.2} cy={axis.at} r={px(10)} fill="#fff" stroke="#6b7178" strokeWidth={px(1)} />
            <text x={-2.2} y={axis.at + px(4)}>
              {axis.label}
            </text>
          </g>
        ))}
      </g>
      <rect x={0} y={0} width={outline.width} height={outline.depth} fill="#fff" />
      <Stair px={px} />
      <rect x={lift.x} y={lift.y} width={lift.width} height={lift.depth} fill="none" stroke="#6b7178" strokeWidth={px(1)} />
      <g strokeLinecap="square">
        {walls.map((wall) => (
          <line
            key={`${wall.from}-${wall.to}`}
            x1={wall.from[0]}
            y1={wall.from[1]}
            x2={wall.to[0]}
            y2={wall.to[1]}
            stroke={changeColours[wall.change ?? 'same']}
            strokeWidth={wall.thickness}
          />
        ))}
      </g>
      {[...doors, ...openings, ...windows.map((window) => ({ ...window, thickness: 0.36 }))].map((gap) => (
        <Gap key={`gap-${gap.wall}-${gap.at}-${gap.start}`} {...gap} />
      ))}
      {windows.map((window) => (
        <WindowMark key={`${window.wall}-${window.at}-${window.start}`} {...window} px={px} />
      ))}
      {doors.map((door) => (
        <DoorSwing key={`${door.wall}-${door.at}-${door.start}`} door={door} px={px} />
      ))}
      {shafts.map((shaft) => {
        const colour = changeColours[shaft.change ?? 'same'];
        const { x, y, width: w, depth: d } = shaft;
        return (
          <g key={shaft.label} stroke={colour} strokeWidth={px(1.2)} fill="none">
            <rect x={x} y={y} width={w} height={d} fill={shaft.change === 'added' ? '#e6effb' : '#fff'} />
            <path d={`M${x} ${y}L${x + w} ${y + d}M${x + w} ${y}L${x} ${y + d}`} />
          </g>
        );
      })}
      <g textAnchor="middle" fill="#2f363d">
        {rooms.map((room) => (
          <text key={`${room.kind}-${room.x}-${room.y}`} x={room.x} y={room.y} fontSize={px(room.kind === 'lift' ? 10 : 11)} fontWeight={600}>
            {room.flat && (
              <tspan x={room.x} dy={px(-13)} fontSize={px(10.5)} fontWeight={650} fill="#7a5200" letterSpacing={px(0.3)}>
                {room.flat}
              </tspan>
            )}
            <tspan x={room.x} dy={room.flat ? px(13) : 0}>
              {roomNames[room.kind]}
            </tspan>
            {room.area !== undefined && (
              <tspan x={room.x} dy={px(13)} fontSize={px(10.5)} fontWeight={400} fill="#5a6068">
                {decimal(room.area, lang)} m²
              </tspan>
            )}
            {room.delta !== undefined && !single && (
              <tspan x={room.x} dy={px(12.5)} fontSize={px(10.5)} fontWeight={600} fill={changeColours[room.delta > 0 ? 'added' : 'removed']}>
                {room.delta > 0 ? '+' : '−'}
                {decimal(Math.abs(room.delta), lang)} m²
              </tspan>
            )}
          </text>
        ))}
        {shafts.map((shaft) => (
          <text
            key={shaft.label}
            x={shaft.labelAt[0]}
            y={shaft.labelAt[1] + px(3.5)}
            fontSize={px(10)}
            fontWeight={650}
            fill={changeColours[shaft.change ?? 'same']}
          >
            {shaft.label}
          </text>
        ))}
      </g>
      {changes
        .filter((change) => change.x + change.width > vx && change.x < vx + vw && change.y + change.depth > vy && change.y < vy + vh)
        .map((change) => (
          <g key={change.id}>
            <path
              d={cloud(change.x, change.y, change.width, change.depth, px(7))}
              fill={change.id === selected ? 'rgb(212 55 44 / 10%)' : 'rgb(212 55 44 / 4%)'}
              stroke={cloudColour}
              strokeWidth={px(change.id === selected ? 2 : 1.4)}
              strokeLinejoin="round"
            />
            <circle cx={change.x + change.width + px(4)} cy={change.y - px(4)} r={px(9)} fill={cloudColour} />
            <text x={change.x + change.width + px(4)} y={change.y - px(4) + px(4)} fontSize={px(11)} fontWeight={650} fill="#fff" textAnchor="middle">
              {change.id}
            </text>
          </g>
        ))}
    </svg>
  );
}

/** Where a door or opening is, the wall is cut. */
function Gap({ wall, at, start, end, thickness }: { wall: 'h' | 'v'; at: number; start: number; end: number; thickness: number }) {
  const t = thickness + 0.04;
  return wall === 'h' ? (
    <rect x={start} y={at - t / 2} width={end - start} height={t} fill="#fff" />
  ) : (
    <rect x={at - t / 2} y={start} width={t} height={end - start} fill="#fff" />
  );
}

/** A door leaf standing open at right angles and the arc its edge sweeps. */
function DoorSwing({ door, px }: { door: Door; px: (size: number) => number }) {
  const { wall, at, start, end, hinge, side } = door;
  const width = end - start;
  const along = hinge === 'start' ? start : end;
  const other = hinge === 'start' ? end : start;
  const point = (a: number, across: number): [number, number] => (wall === 'h' ? [a, across] : [across, a]);
  const [hx, hy] = point(along, at);
  const [lx, ly] = point(along, at + side * width);
  const [qx, qy] = point(other, at);
  const sweep = (lx - hx) * (qy - hy) - (ly - hy) * (qx - hx) > 0 ? 1 : 0;
  const colour = door.change ? changeColours[door.change] : '#4a5058';
  return (
    <g stroke={colour} fill="none">
      <line x1={hx} y1={hy} x2={lx} y2={ly} strokeWidth={px(door.change ? 1.8 : 1.3)} />
      <path d={`M${lx} ${ly}A${width} ${width} 0 0 ${sweep} ${qx} ${qy}`} strokeWidth={px(door.change ? 1.2 : 0.8)} />
    </g>
  );
}

/** A window: the wall cut, the glazing as two thin lines, in the colour of its change. */
function WindowMark({
  wall,
  at,
  start,
  end,
  change,
  px,
}: {
  wall: 'h' | 'v';
  at: number;
  start: number;
  end: number;
  change?: Change;
  px: (size: number) => number;
}) {
  const colour = change ? changeColours[change] : '#4a5058';
  const half = 0.2;
  const lines = [-0.06, 0.06];
  if (wall === 'h')
    return (
      <g stroke={colour} strokeWidth={px(change ? 1.4 : 0.9)}>
        {lines.map((offset) => (
          <line key={offset} x1={start} x2={end} y1={at + offset} y2={at + offset} />
        ))}
        <line x1={start} x2={start} y1={at - half} y2={at + half} />
        <line x1={end} x2={end} y1={at - half} y2={at + half} />
      </g>
    );
  return (
    <g stroke={colour} strokeWidth={px(change ? 1.4 : 0.9)}>
      {lines.map((offset) => (
        <line key={offset} y1={start} y2={end} x1={at + offset} x2={at + offset} />
      ))}
      <line y1={start} y2={start} x1={at - half} x2={at + half} />
      <line y1={end} y2={end} x1={at - half} x2={at + half} />
    </g>
  );
}

/** Two flights with their treads and the walking line, turning on the landing by the outer wall. */
function Stair({ px }: { px: (size: number) => number }) {
  const { x, y, width, length, steps } = stair;
  const flight = (width - 0.2) / 2;
  const run = length - 1.3;
  const tread = run / steps;
  const treads = Array.from({ length: steps + 1 }, (_, i) => y + i * tread);
  return (
    <g stroke="#8a8f96" strokeWidth={px(0.8)} fill="none">
      {treads.map((ty) => (
        <line key={ty} x1={x} x2={x + flight} y1={ty} y2={ty} />
      ))}
      {treads.map((ty) => (
        <line key={`r${ty}`} x1={x + flight + 0.2} x2={x + width} y1={ty} y2={ty} />
      ))}
      <rect x={x + flight} y={y} width={0.2} height={run} />
      <path
        d={`M${x + flight / 2} ${y}V${y + run + 0.5}H${x + width - flight / 2}V${y + 0.4}`}
        stroke="#6b7178"
        strokeWidth={px(0.9)}
        strokeDasharray={`${px(3)} ${px(2)}`}
      />
      <path
        d={`M${x + width - flight / 2 - 0.12} ${y + 0.65}L${x + width - flight / 2} ${y + 0.4}L${x + width - flight / 2 + 0.12} ${y + 0.65}`}
        stroke="#6b7178"
        strokeWidth={px(0.9)}
      />
    </g>
  );
}

/**
 * A revision cloud around a rectangle: arcs along its edges, clockwise, each bulging outwards, as a
 * planner draws them around what changed.
 */
function cloud(x: number, y: number, width: number, depth: number, radius: number): string {
  const corners: [number, number][] = [
    [x, y],
    [x + width, y],
    [x + width, y + depth],
    [x, y + depth],
  ];
  let d = `M${x} ${y}`;
  corners.forEach(([fromX, fromY], index) => {
    const [toX, toY] = corners[(index + 1) % 4]!;
    const length = Math.hypot(toX - fromX, toY - fromY);
    const count = Math.max(1, Math.round(length / (radius * 1.6)));
    for (let step = 1; step <= count; step++) {
      const endX = fromX + ((toX - fromX) * step) / count;
      const endY = fromY + ((toY - fromY) * step) / count;
      const r = length / count / 1.6;
      d += `A${r.toFixed(3)} ${r.toFixed(3)} 0 0 1 ${endX.toFixed(3)} ${endY.toFixed(3)}`;
    }
  });
  return `${d}Z`;
}
