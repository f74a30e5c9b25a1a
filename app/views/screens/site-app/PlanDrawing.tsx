import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import styles from './PlanDrawing.module.css';
import { type Pin, pins } from './site-app-data.ts';

type Copy = Resources['viewSiteApp'];
type View = readonly [x: number, y: number, width: number, height: number];

/** The grid axes of level 3, in plan units; their bubbles sit on the visible section's top and left edges. */
const axes = {
  vertical: [
    { label: '3', at: 40 },
    { label: '4', at: 160 },
    { label: '5', at: 280 },
  ],
  horizontal: [
    { label: 'B', at: 40 },
    { label: 'C', at: 197 },
    { label: 'D', at: 360 },
  ],
};

/** Door openings: the gap in the wall and the swing of the leaf, drawn as plans draw them. */
const doors = [
  'M120 180V160A20 20 0 0 1 140 180',
  'M202 180V160A20 20 0 0 0 182 180',
  'M88 214v20a20 20 0 0 0 20-20',
  'M172 214v20a20 20 0 0 1-20-20',
  'M236 214v20a20 20 0 0 0 20-20',
  'M96 140h-20a20 20 0 0 1 20-20',
  'M214 140h18a18 18 0 0 0-18-18',
];

const windows = [
  [30, 10, 40, 'h'],
  [100, 10, 36, 'h'],
  [184, 10, 36, 'h'],
  [250, 10, 40, 'h'],
  [30, 390, 60, 'h'],
  [236, 390, 56, 'h'],
  [10, 40, 50, 'v'],
  [10, 270, 60, 'v'],
  [310, 40, 50, 'v'],
  [310, 270, 60, 'v'],
] as const;

interface Props {
  copy: Copy;
  view: View;
  /** The pin to draw as chosen: bigger, with a ring. */
  selected?: number;
  className?: string;
}

/**
 * The released plan of level 3 (QAK-B-ARC-GR-03-101, index C) as the app draws it under its pins: walls, doors,
 * windows, the stair core and shaft, grid axes. Room names and pin numbers are HTML on top, so their
 * text keeps its size however the plan is scaled.
 */
export function PlanDrawing({ copy, view, selected, className }: Props) {
  const [vx, vy, vw, vh] = view;
  const left = (x: number) => `${((x - vx) / vw) * 100}%`;
  const top = (y: number) => `${((y - vy) / vh) * 100}%`;
  const inView = (x: number, y: number) => x > vx + 8 && x < vx + vw - 8 && y > vy + 8 && y < vy + vh - 4;
  const rooms = [
    { text: fill(copy.rooms.flat, { number: '3.01' }), x: 44, y: 150 },
    { text: fill(copy.rooms.flat, { number: '3.02' }), x: 244, y: 150 },
    { text: copy.rooms.corridor, x: 130, y: 197 },
    { text: copy.rooms.stair, x: 165, y: 286 },
    { text: fill(copy.rooms.flat, { number: '3.03' }), x: 250, y: 262 },
    { text: fill(copy.rooms.flat, { number: '3.04' }), x: 66, y: 352 },
  ];

  return (
    <div className={`${styles.plan} ${className ?? ''}`} style={{ aspectRatio: `${vw} / ${vh}` }}>
      <svg viewBox={view.join(' ')} preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <rect x="-20" y="-20" width="360" height="440" fill="#f4f1ea" />
        <path d="M10 10h300v380H10z" fill="#fff" />
        <path d="M10 180h300v34H10z" fill="#f7f3e9" />
        <path d="M130 214h70v176h-70z" fill="#efece6" />
        <g stroke="#d6cfc3" strokeWidth=".8" strokeDasharray="6 3 1.5 3">
          {axes.vertical.map((axis) => (
            <path key={axis.label} d={`M${axis.at} -20v440`} />
          ))}
          {axes.horizontal.map((axis) => (
            <path key={axis.label} d={`M-20 ${axis.at}h360`} />
          ))}
        </g>
        {/* Stair flights and the lift */}
        <g stroke="#9aa0a6" strokeWidth=".8">
          {Array.from({ length: 12 }, (_, i) => 232 + i * 8).map((y) => (
            <path key={y} d={`M136 ${y}h58`} />
          ))}
          <path d="M165 228v100" />
          <path d="M140 340h50v42h-50zM140 340l50 42M190 340l-50 42" />
        </g>
        {/* Shaft S3 */}
        <path d="M200 214h26v32h-26z" fill="#e4e0d8" />
        <path d="M200 214l26 32M226 214l-26 32" stroke="#8d939a" strokeWidth=".8" />
        {/* Walls: outer thick, inner thinner, with the openings left for the doors */}
        <g stroke="#2f353b" strokeLinecap="square" fill="none">
          <path d="M10 10h300v380H10z" strokeWidth="6" />
          <path
            d="M160 10v170M10 180h110M140 180h42M202 180h108M10 214h78M108 214h44M172 214h64M256 214h54M130 214v176M200 214v176M200 246h26v-32M96 120h64M96 120v20M96 160v20M160 120h54v2M214 140v40M10 96h86M230 96h80M226 300h84M70 300v90"
            strokeWidth="3"
          />
        </g>
        {windows.map(([x, y, length, direction]) => (
          <g key={`${x}-${y}`}>
            <path
              d={direction === 'h' ? `M${x} ${y - 3}h${length}v6h-${length}z` : `M${x - 3} ${y}h6v${length}h-6z`}
              fill="#fff"
              stroke="#2f353b"
              strokeWidth=".8"
            />
            <path d={direction === 'h' ? `M${x} ${y}h${length}` : `M${x} ${y}v${length}`} stroke="#2f353b" strokeWidth=".6" />
          </g>
        ))}
        <g stroke="#2f353b" strokeWidth=".8" fill="none">
          {doors.map((door) => (
            <path key={door} d={door} />
          ))}
        </g>
      </svg>

      {axes.vertical
        .filter((axis) => axis.at > vx + 6 && axis.at < vx + vw - 6)
        .map((axis) => (
          <span key={axis.label} className={styles.axis} style={{ left: left(axis.at), top: 0 }}>
            {axis.label}
          </span>
        ))}
      {axes.horizontal
        .filter((axis) => axis.at > vy + 6 && axis.at < vy + vh - 6)
        .map((axis) => (
          <span key={axis.label} className={styles.axisLeft} style={{ left: 0, top: top(axis.at) }}>
            {axis.label}
          </span>
        ))}
      {rooms
        .filter((room) => inView(room.x, room.y))
        .map((room) => (
          <span key={room.text} className={styles.room} style={{ left: left(room.x), top: top(room.y) }}>
            {room.text}
          </span>
        ))}
      {pins
        .filter((pin) => inView(pin.x, pin.y))
        .map((pin: Pin) => (
          <span
            key={pin.number}
            className={pin.number === selected ? styles.pinSelected : styles.pin}
            data-state={pin.state}
            style={{ left: left(pin.x), top: top(pin.y) }}
          >
            <span className={styles.pinNumber}>{pin.number}</span>
          </span>
        ))}
    </div>
  );
}
