import type { Axis } from '../scene/viewer-scene.ts';
import { sceneDirection, scenePoint, type XYZ } from './scene-frame.ts';
import type { BcfViewpoint, Vec3 } from './topic.ts';

/** A viewpoint in the scene's terms, and what of it the open model cannot show. */
export interface RestoredView<Ref> {
  camera?: { position: Vec3; direction: Vec3; up: Vec3; fov: number; orthogonalHeight?: number };
  /** The selected elements the open models have. */
  found: Ref[];
  /** GlobalIds of selected elements no open model has: named to the visitor, never dropped silently. */
  missing: string[];
  section?: { axis: Axis; at: number };
  /** Clipping planes the viewer's one axis-parallel section cannot show. */
  planesNotShown: number;
}

const axes: Axis[] = ['x', 'y', 'z'];
// A plane within about a degree of an axis counts as that axis's section.
const parallel = 0.9998;

/** Turns a BCF viewpoint into what the scene and the viewer's state need, looking elements up by GlobalId. */
export function restoreViewpoint<Ref>(
  viewpoint: BcfViewpoint,
  origin: XYZ | undefined,
  lookup: (globalId: string) => Ref | undefined,
): RestoredView<Ref> {
  const found: Ref[] = [];
  const missing: string[] = [];
  for (const globalId of viewpoint.selected) {
    const ref = lookup(globalId);
    if (ref) found.push(ref);
    else missing.push(globalId);
  }
  const camera = viewpoint.camera && {
    position: scenePoint(viewpoint.camera.viewPoint, origin),
    direction: sceneDirection(viewpoint.camera.direction),
    up: sceneDirection(viewpoint.camera.up),
    fov: viewpoint.camera.fieldOfView,
    orthogonalHeight: viewpoint.camera.orthogonalHeight,
  };
  let section: RestoredView<Ref>['section'];
  for (const plane of viewpoint.clippingPlanes) {
    const normal = sceneDirection(plane.direction);
    const length = Math.hypot(...normal);
    const index = length ? normal.findIndex((component) => component / length > parallel) : -1;
    if (index < 0 || section) continue;
    section = { axis: axes[index]!, at: scenePoint(plane.location, origin)[index]! };
  }
  return { camera, found, missing, section, planesNotShown: viewpoint.clippingPlanes.length - (section ? 1 : 0) };
}
