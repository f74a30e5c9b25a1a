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

type Rgba = { x: number; y: number; z: number; w: number };

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
 * The meshes of every element of an open model, by express id. web-ifc gives each placed part as
 * interleaved position and normal floats with a column-major placement, already y-up and in metres.
 * The placement stays in the mesh's matrix (double precision) less the shared origin: georeferenced
 * coordinates, kilometres from zero, would lose centimetres in the vertices' single precision.
 */
export function buildMeshes(api: IfcAPI, modelID: number, materials: MaterialCache, origin: SharedOrigin): Map<number, Mesh[]> {
  const meshes = new Map<number, Mesh[]>();
  api.StreamAllMeshes(modelID, (flat) => {
    const parts: Mesh[] = [];
    const placed = flat.geometries;
    for (let index = 0; index < placed.size(); index++) {
      const part = placed.get(index);
      const geometry = api.GetGeometry(modelID, part.geometryExpressID);
      const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
      geometry.delete();
      if (!indices.length) continue;
      const buffer = new InterleavedBuffer(vertices, 6);
      const shape = new BufferGeometry();
      shape.setAttribute('position', new InterleavedBufferAttribute(buffer, 3, 0));
      shape.setAttribute('normal', new InterleavedBufferAttribute(buffer, 3, 3));
      shape.setIndex(new BufferAttribute(indices, 1));
      const placement = new Matrix4().fromArray(part.flatTransformation);
      origin.at ??= new Vector3().setFromMatrixPosition(placement);
      placement.premultiply(new Matrix4().makeTranslation(origin.at.clone().negate()));
      const mesh = new Mesh(shape, materials.get(part.color));
      mesh.matrixAutoUpdate = false;
      mesh.matrix.copy(placement);
      mesh.userData = { expressID: flat.expressID, material: mesh.material };
      parts.push(mesh);
    }
    if (parts.length) meshes.set(flat.expressID, parts);
  });
  return meshes;
}
