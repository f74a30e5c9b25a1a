import { memo } from 'react';
import type { Lang } from '../../../shared/languages.ts';
import { decimal } from '../../../views/kit/formats.ts';
import { changeColours } from '../../../views/screens/plan-compare/FloorPlan.tsx';
import { axes, lift, outline, type RoomKind } from '../../../views/screens/plan-compare/floor-plan-data.ts';
import { frames, mm, type Orientation, planPath } from './frames.ts';
import { cloud, DoorSwing, Gap, Stair, WindowMark } from './PlanSymbols.tsx';
import styles from './RevisionDrawing.module.css';
import { marked, revisions, type Side } from './revisions.ts';

interface Props {
  side: Side;
  orientation: Orientation;
  lang: Lang;
  roomNames: Record<RoomKind, string>;
  /** The drawing's text alternative. */
  label: string;
  className?: string;
}

/**
 * One index of the third floor plan as inline SVG: index C (`before`) with what D removes in red, or
 * index D (`after`) with what it adds in blue and every change in a numbered revision cloud.
 */
export const RevisionDrawing = memo(function RevisionDrawing({ side, orientation, lang, roomNames, label, className }: Props) {
  const frame = frames[orientation];
  /** A length of so many CSS pixels at the drawing's own size, in metres. */
  const px = (size: number) => mm(size / frame.scale);
  /** The axis lines start at their bubbles. */
  const bubbleEdge = mm(frame.axis.bubble + px(frame.axis.radius));
  const plan = revisions[side];
  const colour = (change?: string) => (change === marked[side] ? changeColours[marked[side]] : changeColours.same);
  const halo = { stroke: '#fff', strokeWidth: 3, strokeLinejoin: 'round', paintOrder: 'stroke' } as const;
  return (
    <svg
      viewBox={frame.viewBox}
      width={frame.width}
      height={frame.height}
      role="img"
      aria-label={label}
      className={className}
      fontFamily="inherit"
      data-side={side}
    >
      <g transform={frame.geometry}>
        <g stroke="#9aa1a9" strokeWidth={px(0.8)} strokeDasharray={`${px(10)} ${px(3)} ${px(2)} ${px(3)}`}>
          {axes.x.map((axis) => (
            <line key={axis.label} x1={axis.at} x2={axis.at} y1={bubbleEdge} y2={mm(outline.depth + frame.axis.overrun)} />
          ))}
          {axes.y.map((axis) => (
            <line key={axis.label} y1={axis.at} y2={axis.at} x1={bubbleEdge} x2={mm(outline.width + frame.axis.overrun)} />
          ))}
        </g>
        <g fill="#fff" stroke="#6b7178" strokeWidth={px(1)}>
          {axes.x.map((axis) => (
            <circle key={axis.label} cx={axis.at} cy={frame.axis.bubble} r={px(frame.axis.radius)} />
          ))}
          {axes.y.map((axis) => (
            <circle key={axis.label} cx={frame.axis.bubble} cy={axis.at} r={px(frame.axis.radius)} />
          ))}
        </g>
        <rect x={0} y={0} width={outline.width} height={outline.depth} fill="#fff" />
        <Stair px={px} />
        <rect x={lift.x} y={lift.y} width={lift.width} height={lift.depth} fill="none" stroke="#6b7178" strokeWidth={px(1)} />
        <g strokeLinecap="square" data-walls="">
          {plan.walls.map((wall) => (
            <line
              key={`${wall.from}-${wall.to}`}
              x1={mm(wall.from[0])}
              y1={mm(wall.from[1])}
              x2={mm(wall.to[0])}
              y2={mm(wall.to[1])}
              stroke={colour(wall.change)}
              strokeWidth={mm(wall.thickness)}
            />
          ))}
        </g>
        {[...plan.doors, ...plan.openings, ...plan.windows.map((window) => ({ ...window, thickness: 0.36 }))].map((gap) => (
          <Gap key={`${gap.wall}-${gap.at}-${gap.start}`} {...gap} />
        ))}
        {plan.windows.map((window) => (
          <WindowMark key={`${window.wall}-${window.at}-${window.start}`} window={window} colour={colour(window.change)} px={px} />
        ))}
        {plan.doors.map((door) => (
          <DoorSwing key={`${door.wall}-${door.at}-${door.start}`} door={door} colour={door.change ? colour(door.change) : '#4a5058'} px={px} />
        ))}
        {plan.shafts.map(({ label: name, x, y, width: w, depth: d, change }) => (
          <g key={name} stroke={colour(change)} strokeWidth={px(1.2)} fill="none">
            <rect x={x} y={y} width={w} height={d} fill={change ? '#e6effb' : '#fff'} />
            <path d={planPath`M${x} ${y}L${x + w} ${y + d}M${x + w} ${y}L${x} ${y + d}`} />
          </g>
        ))}
        {plan.clouds.map((change) => (
          <path
            key={change.id}
            d={cloud(change.x, change.y, change.width, change.depth, px(7))}
            fill="rgb(212 55 44 / 6%)"
            stroke={changeColours.removed}
            strokeWidth={px(1.6)}
            strokeLinejoin="round"
          />
        ))}
      </g>
      <g fontSize={11} fontWeight={600} textAnchor="middle" fill="#4a5058">
        {[
          ...axes.x.map((axis) => [axis.label, axis.at, frame.axis.bubble] as const),
          ...axes.y.map((axis) => [axis.label, frame.axis.bubble, axis.at] as const),
        ].map(([name, x, y]) => {
          const [tx, ty] = frame.at(x, y);
          return (
            <text key={name} x={tx} y={ty + 4}>
              {name}
            </text>
          );
        })}
      </g>
      <g textAnchor="middle" fill="#2f363d" {...halo}>
        {plan.rooms.map((room) => {
          const stamp = (room.flat && frame.stamps[room.flat]) || frame.stamps[`${room.kind}@${room.x}`] || frame.stamps[room.kind];
          const [x, y] = frame.at(...(stamp ?? [room.x, room.y]));
          const key = `${room.kind}-${room.x}-${room.y}`;
          if (frame.turned.includes(room.kind)) {
            // One line along the room, centred on the stamp's point: its letters stand left of the baseline.
            return (
              <text key={key} data-stamp="" x={x + 4} y={y} transform={`rotate(-90 ${x + 4} ${y})`} fontSize={11.5} fontWeight={600}>
                {roomNames[room.kind]}
                {room.area !== undefined && (
                  <tspan fontSize={11} fontWeight={400} fill="#4a5058">
                    {` ${decimal(room.area, lang)} m²`}
                  </tspan>
                )}
              </text>
            );
          }
          return (
            <text key={key} data-stamp="" x={x} y={y} fontSize={11.5} fontWeight={600}>
              {room.flat && (
                <tspan x={x} dy={-13} fontSize={11} className={styles.bold} fill="#7a5200">
                  {room.flat}
                </tspan>
              )}
              <tspan x={x} dy={room.flat ? 13 : 0}>
                {roomNames[room.kind]}
              </tspan>
              {room.area !== undefined && (
                <tspan x={x} dy={13} fontSize={11} fontWeight={400} fill="#4a5058">
                  {decimal(room.area, lang)} m²
                </tspan>
              )}
              {room.delta !== undefined && (
                <tspan x={x} dy={13} fontSize={11} className={styles.bold} fill={changeColours[room.delta > 0 ? 'added' : 'removed']}>
                  {room.delta > 0 ? '+' : '−'}
                  {decimal(Math.abs(room.delta), lang)} m²
                </tspan>
              )}
            </text>
          );
        })}
        {plan.shafts.map((shaft) => {
          const [x, y] = frame.at(...(frame.stamps[shaft.label] ?? shaft.labelAt));
          return (
            <text key={shaft.label} data-stamp="" x={x} y={y + 4} fontSize={11} className={styles.bold} fill={colour(shaft.change)}>
              {shaft.label}
            </text>
          );
        })}
      </g>
      {plan.clouds.map((change) => {
        const [x, y] = frame.at(change.x + change.width + px(4), change.y - px(4));
        return (
          <g key={change.id} textAnchor="middle">
            <circle cx={x} cy={y} r={9.5} fill={changeColours.removed} stroke="#fff" strokeWidth={1.5} />
            <text x={x} y={y + 4} fontSize={11} className={styles.bold} fill="#fff">
              {change.id}
            </text>
          </g>
        );
      })}
    </svg>
  );
});
