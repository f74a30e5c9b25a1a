import type { Axis } from '../scene/viewer-scene.ts';

/** What a click in the 3D view does: pick an element, or measure between two points. */
export type Tool = 'select' | 'measure';

/** The section plane the toolbar sets: none without an axis. */
export interface Section {
  axis?: Axis;
  /** Share of the model's extent along the axis, 0 to 1. */
  share: number;
}
