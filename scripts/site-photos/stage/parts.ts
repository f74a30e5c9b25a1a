import {
  type BufferGeometry,
  CatmullRomCurve3,
  Color,
  CylinderGeometry,
  type Material,
  Mesh,
  MeshStandardMaterial,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  type Texture,
  TubeGeometry,
  Vector3,
} from 'three';
import { worldUvs } from '../../renders/stage/surfaces.ts';
import type { Point3 } from './shot.ts';

/** The small pieces every scene builds with: a material from an sRGB colour, a placed mesh that casts and takes shadows. */

export function matte(colour: string, roughness = 0.85, metalness = 0, extra: { map?: Texture; bumpMap?: Texture; bumpScale?: number } = {}) {
  return new MeshStandardMaterial({ color: new Color().setStyle(colour, SRGBColorSpace), roughness, metalness, ...extra });
}

export function solid(geometry: BufferGeometry, material: Material | Material[], at: Point3 = [0, 0, 0], turn: Point3 = [0, 0, 0]): Mesh {
  const mesh = new Mesh(geometry, material);
  mesh.position.set(...at);
  mesh.rotation.set(...turn);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** A mesh whose texture lies in world coordinates, `metres` a repeat: walls and slabs continue their pattern across pieces. */
export function laid(mesh: Mesh, metres: readonly [number, number]): Mesh {
  mesh.updateMatrixWorld(true);
  worldUvs(mesh, metres);
  return mesh;
}

/** A round bar from one point to another: a prop, a tube, a reinforcing bar. */
export function rod(from: Point3, to: Point3, radius: number, material: Material, sides = 8): Mesh {
  const start = new Vector3(...from);
  const end = new Vector3(...to);
  const mesh = solid(new CylinderGeometry(radius, radius, start.distanceTo(end), sides), material);
  mesh.position.copy(start).add(end).multiplyScalar(0.5);
  mesh.quaternion.setFromUnitVectors(new Vector3(0, 1, 0), end.sub(start).normalize());
  return mesh;
}

/** A puddle of rain on the ground: an irregular flat blot of still water that mirrors the sky. */
export function puddle(x: number, z: number, size: number, next: () => number): Mesh {
  const shape = new Shape();
  for (let step = 0; step < 24; step++) {
    const angle = (step / 24) * Math.PI * 2;
    const radius = size * (0.5 + next() * 0.25);
    const [px, py] = [Math.cos(angle) * radius * 1.6, Math.sin(angle) * radius * 0.7];
    if (step === 0) shape.moveTo(px, py);
    else shape.lineTo(px, py);
  }
  // Still water mirrors the bright sky at a glancing view far more than the slab does: a mirror, tinted by the grey beneath.
  const water = new MeshStandardMaterial({ color: '#75797c', roughness: 0.05, metalness: 0.5 });
  const mesh = new Mesh(new ShapeGeometry(shape), water);
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.set(x, 0.003, z);
  mesh.receiveShadow = true;
  return mesh;
}

/** A cable or hose lying slack on the ground through these points: nothing says "site" like one snaking across a photo. */
export function cable(points: readonly Point3[], radius: number, material: Material): Mesh {
  const curve = new CatmullRomCurve3(points.map((point) => new Vector3(...point)));
  return solid(new TubeGeometry(curve, points.length * 16, radius, 6), material);
}
