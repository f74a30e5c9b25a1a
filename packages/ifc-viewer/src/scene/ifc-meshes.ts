import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  InterleavedBuffer,
  InterleavedBufferAttribute,
  Matrix4,
  Mesh,
  MeshLambertMaterial,
  SRGBColorSpace,
  Vector3,
} from 'three';
import type { IfcAPI } from 'web-ifc';
import { type MeshPart, readMeshes } from '../model/mesh-data.ts';

type Rgba = MeshPart['color'];

/** One material per colour: an office model has a dozen colours and thousands of parts. */
export class MaterialCache {
  private readonly materials = new Map<string, MeshLambertMaterial>();

  /** A model's own colour, or an overlay colour (CSS notation) with an opacity below 1 for a ghost. */
  get(color: Rgba | string, opacity = 1): MeshLambertMaterial {
    const key = typeof color === 'string' ? `${color}/${opacity}` : `${color.x},${color.y},${color.z},${color.w}`;
    let material = this.materials.get(key);
    if (!material) {
      material =
        typeof color === 'string'
          ? new MeshLambertMaterial({ color: new Color(color), side: DoubleSide, transparent: opacity < 1, opacity, depthWrite: opacity >= 1 })
          : new MeshLambertMaterial({
              color: new Color().setRGB(color.x, color.y, color.z, SRGBColorSpace),
              side: DoubleSide,
              transparent: color.w < 1,
              opacity: color.w,
              depthWrite: color.w >= 1,
            });
      this.materials.set(key, material);
    }
    return material;
  }

  dispose() {
    for (const material of this.materials.values()) material.dispose();
    this.materials.clear();
  }
}

/** The point all loaded models are drawn relative to, so that merged disciplines stay aligned. */
export interface SharedOrigin {
  at?: Vector3;
}

/**
 * three.js meshes of a model's parts, by express id. The placement stays in the mesh's matrix (double
 * precision) less the shared origin: georeferenced coordinates, kilometres from zero, would lose
 * centimetres in the vertices' single precision.
 */
export function meshesFrom(parts: readonly MeshPart[], materials: MaterialCache, origin: SharedOrigin): Map<number, Mesh[]> {
  const meshes = new Map<number, Mesh[]>();
  const shift = new Matrix4();
  for (const part of parts) {
    const buffer = new InterleavedBuffer(part.vertices, 6);
    const shape = new BufferGeometry();
    shape.setAttribute('position', new InterleavedBufferAttribute(buffer, 3, 0));
    shape.setAttribute('normal', new InterleavedBufferAttribute(buffer, 3, 3));
    shape.setIndex(new BufferAttribute(part.indices, 1));
    const placement = new Matrix4().fromArray(part.placement);
    origin.at ??= new Vector3().setFromMatrixPosition(placement);
    placement.premultiply(shift.makeTranslation(-origin.at.x, -origin.at.y, -origin.at.z));
    const mesh = new Mesh(shape, materials.get(part.color));
    mesh.matrixAutoUpdate = false;
    mesh.matrix.copy(placement);
    mesh.userData = { expressID: part.expressID, material: mesh.material };
    const list = meshes.get(part.expressID);
    if (list) list.push(mesh);
    else meshes.set(part.expressID, [mesh]);
  }
  return meshes;
}

/** The meshes of an open model straight from web-ifc, for a page that reads models itself (the renders, the captures). */
export const buildMeshes = (api: IfcAPI, modelID: number, materials: MaterialCache, origin: SharedOrigin): Map<number, Mesh[]> =>
  meshesFrom(readMeshes(api, modelID), materials, origin);
