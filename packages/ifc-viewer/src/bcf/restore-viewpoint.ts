import type { Axis } from './scene-frame.ts';
import { sceneDirection, scenePoint, type XYZ } from './scene-frame.ts';
import type { BcfViewpoint, Vec3 } from './topic.ts';
import { displayOf, type ScenePlane, sectionOf, type UnappliedPart, unappliedParts, type ViewpointDisplay } from './viewpoint-display.ts';

/** A viewpoint in the scene's terms, and what of it the open model cannot show. */
export interface RestoredView<Ref> {
  camera?: { position: Vec3; direction: Vec3; up: Vec3; fov: number; orthogonalHeight?: number; aspectRatio?: number };
  /** The selected elements the open models have. */
  found: Ref[];
  /** GlobalIds of selected elements no open model has: named to the visitor, never dropped silently. */
  missing: string[];
  /** The first axis-parallel clipping plane, for the toolbar's section. */
  section?: { axis: Axis; at: number };
  /** The other clipping planes, in scene coordinates. */
  cuts: ScenePlane[];
  /** Clipping planes without a direction, which cut nothing. */
  planesNotShown: number;
  /** Which elements show and in which colour, by GlobalId; undefined when the viewpoint says nothing of either. */
  display?: ViewpointDisplay;
  /** What of the viewpoint the viewer cannot show (see `unappliedParts`). */
  unapplied: UnappliedPart[];
}

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
  const { camera: bcf } = viewpoint;
  const camera = bcf && {
    position: scenePoint(bcf.viewPoint, origin),
    direction: sceneDirection(bcf.direction),
    up: sceneDirection(bcf.up),
    fov: bcf.fieldOfView,
    ...(bcf.orthogonalHeight !== undefined ? { orthogonalHeight: bcf.orthogonalHeight } : {}),
    ...(bcf.aspectRatio !== undefined ? { aspectRatio: bcf.aspectRatio } : {}),
  };
  const { section, cuts, planesNotShown } = sectionOf(viewpoint.clippingPlanes, origin);
  const display = displayOf(viewpoint);
  return {
    camera,
    found,
    missing,
    section,
    cuts,
    planesNotShown,
    ...(display ? { display } : {}),
    unapplied: unappliedParts(viewpoint, lookup),
  };
}
