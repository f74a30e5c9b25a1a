import type { ReactNode } from 'react';
import type { Lang } from '../../../shared/languages.ts';
import { FloorPlan } from '../../screens/plan-compare/FloorPlan.tsx';
import type { RoomKind } from '../../screens/plan-compare/floor-plan-data.ts';
import styles from './PlanCanvas.module.css';

interface Props {
  lang: Lang;
  roomNames: Record<RoomKind, string>;
  /** The part of the floor shown, in metres (x, y, width, height), and pixels per metre. */
  view: readonly [number, number, number, number];
  scale: number;
  /** Markers, labels and lines laid over the plan, placed with `at()`. */
  children?: ReactNode;
}

/** Where a point of the floor (in metres) lies on the canvas, in CSS pixels. */
export function placeOn(view: readonly [number, number, number, number], scale: number, x: number, y: number) {
  return { left: (x - view[0]) * scale, top: (y - view[1]) * scale };
}

/** Index D of the third floor plan on the viewer's paper-white canvas, with what the viewer lays over it. */
export function PlanCanvas({ lang, roomNames, view, scale, children }: Props) {
  return (
    <div className={styles.canvas} style={{ width: view[2] * scale, height: view[3] * scale }}>
      <FloorPlan lang={lang} roomNames={roomNames} view={view} scale={scale} single />
      {children}
    </div>
  );
}
