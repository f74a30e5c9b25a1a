import type { Vec3 } from './topic.ts';

/** An axis of the scene (y up), e.g. the one a section plane cuts across. */
export type Axis = 'x' | 'y' | 'z';

/** A point or direction as three.js holds it. */
export interface XYZ {
  x: number;
  y: number;
  z: number;
}

// The viewer draws what web-ifc hands it: y up, less the shared origin of the loaded models
// (ifc-meshes.ts). BCF speaks the model's own coordinates, z up: x stays, y is the scene's -z, z the scene's y.

export const ifcDirection = (d: XYZ): Vec3 => [d.x, -d.z, d.y];

export const ifcPoint = (p: XYZ, origin: XYZ | undefined): Vec3 =>
  ifcDirection({ x: p.x + (origin?.x ?? 0), y: p.y + (origin?.y ?? 0), z: p.z + (origin?.z ?? 0) });

export const sceneDirection = ([x, y, z]: Vec3): Vec3 => [x, z, -y];

export const scenePoint = (p: Vec3, origin: XYZ | undefined): Vec3 => {
  const [x, y, z] = sceneDirection(p);
  return [x - (origin?.x ?? 0), y - (origin?.y ?? 0), z - (origin?.z ?? 0)];
};
