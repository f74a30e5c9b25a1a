import type { Axis } from './scene-frame.ts';
import { ifcDirection, ifcPoint, type XYZ } from './scene-frame.ts';
import { type BcfViewpoint, newGuid } from './topic.ts';
import { type ScenePlane, type ViewpointDisplay, visibilityAndColoring } from './viewpoint-display.ts';

/** What the view shows at the moment an issue is made, in the scene's terms. */
export interface ViewState {
  /** `aspect`: the view's width over its height, which BCF 3.0 records; `orthogonalHeight` for a parallel projection. */
  camera?: { position: XYZ; direction: XYZ; up: XYZ; fov: number; aspect?: number; orthogonalHeight?: number };
  /** The shared origin the scene draws relative to. */
  origin?: XYZ;
  /** GlobalIds of the selected elements. */
  selected: string[];
  /** The section plane: everything beyond `at` (metres along the scene's axis) is cut away. */
  section?: { axis: Axis; at: number };
  /** The planes of a viewpoint shown now that cut besides the section, in scene coordinates. */
  cuts?: readonly ScenePlane[];
  /** The visibility and colouring of a viewpoint shown now, if one is. */
  display?: ViewpointDisplay;
  snapshot?: Uint8Array;
}

const xyz = ([x, y, z]: readonly number[]): XYZ => ({ x: x!, y: y!, z: z! });
const unit = (axis: Axis): XYZ => ({ x: axis === 'x' ? 1 : 0, y: axis === 'y' ? 1 : 0, z: axis === 'z' ? 1 : 0 });

/** The view as a BCF viewpoint: camera, selection, clipping plane, visibility and colours in the model's coordinates. */
export function captureViewpoint(state: ViewState): BcfViewpoint {
  const { camera, origin, section } = state;
  return {
    guid: newGuid(),
    camera: camera && {
      viewPoint: ifcPoint(camera.position, origin),
      direction: ifcDirection(camera.direction),
      up: ifcDirection(camera.up),
      fieldOfView: camera.fov,
      ...(camera.orthogonalHeight ? { orthogonalHeight: camera.orthogonalHeight } : {}),
      ...(camera.aspect && Number.isFinite(camera.aspect) && camera.aspect > 0 ? { aspectRatio: camera.aspect } : {}),
    },
    selected: [...state.selected],
    ...visibilityAndColoring(state.display),
    // BCF's plane normal points to the side that is cut away: along the axis, beyond `at`.
    clippingPlanes: [
      ...(section
        ? [{ location: ifcPoint({ x: 0, y: 0, z: 0, [section.axis]: section.at }, origin), direction: ifcDirection(unit(section.axis)) }]
        : []),
      ...(state.cuts ?? []).map((cut) => ({ location: ifcPoint(xyz(cut.location), origin), direction: ifcDirection(xyz(cut.direction)) })),
    ],
    snapshot: state.snapshot,
  };
}
