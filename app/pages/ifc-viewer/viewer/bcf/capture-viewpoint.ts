import type { Axis } from '../scene/viewer-scene.ts';
import { ifcDirection, ifcPoint, type XYZ } from './scene-frame.ts';
import { type BcfViewpoint, newGuid } from './topic.ts';

/** What the view shows at the moment an issue is made, in the scene's terms. */
export interface ViewState {
  camera?: { position: XYZ; direction: XYZ; up: XYZ; fov: number };
  /** The shared origin the scene draws relative to. */
  origin?: XYZ;
  /** GlobalIds of the selected elements. */
  selected: string[];
  /** The section plane: everything beyond `at` (metres along the scene's axis) is cut away. */
  section?: { axis: Axis; at: number };
  snapshot?: Uint8Array;
}

const unit = (axis: Axis): XYZ => ({ x: axis === 'x' ? 1 : 0, y: axis === 'y' ? 1 : 0, z: axis === 'z' ? 1 : 0 });

/** The view as a BCF viewpoint: camera, selection and clipping plane in the model's coordinates. */
export function captureViewpoint(state: ViewState): BcfViewpoint {
  const { camera, origin, section } = state;
  return {
    guid: newGuid(),
    camera: camera && {
      viewPoint: ifcPoint(camera.position, origin),
      direction: ifcDirection(camera.direction),
      up: ifcDirection(camera.up),
      fieldOfView: camera.fov,
    },
    selected: [...state.selected],
    // BCF's plane normal points to the side that is cut away: along the axis, beyond `at`.
    clippingPlanes: section
      ? [{ location: ifcPoint({ x: 0, y: 0, z: 0, [section.axis]: section.at }, origin), direction: ifcDirection(unit(section.axis)) }]
      : [],
    snapshot: state.snapshot,
  };
}
