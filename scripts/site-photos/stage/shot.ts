import type { Group } from 'three';

export type Point3 = readonly [x: number, y: number, z: number];

/**
 * One site photo as its scene module builds it: what stands there and how the phone took it. Metres,
 * three.js's axes: x right, y up, z towards the camera's usual side.
 */
export interface PhotoShot {
  objects: Group;
  camera: {
    eye: Point3;
    target: Point3;
    /** Vertical field of view in degrees: a phone's main camera is about 50 across the short side. */
    fov: number;
    /** The phone held a little crooked, in degrees (positive turns the picture clockwise). */
    roll: number;
  };
  /** Where the sun stands behind the clouds (degrees, azimuth from -z clockwise seen from above): the sky is brighter there and the light a little directional. */
  sun: { azimuth: number; elevation: number; strength: number };
  /** What the sun's soft shadows need to cover: a sphere around the things that cast them. */
  shadows: { centre: Point3; radius: number };
  /** Air between the lens and far things: where the haze starts and where it is as bright as the sky. */
  haze?: readonly [near: number, far: number];
  /** Exposure before tone mapping: a phone meters the thing in front, not the sky. */
  exposure: number;
  /** How far, in metres, things shade each other from the sky: centimetres for a close-up, a metre under a lorry. */
  occlusion: number;
  /** How much the sky lights the scene, 1 outdoors; less in a corridor under a ceiling. */
  skyLight?: number;
}
