import type { IfcAPI } from 'web-ifc';

/**
 * One placed part of an element's body as web-ifc makes it: interleaved position and normal floats
 * (y up, metres), triangle indices, the part's column-major placement and its colour. Plain arrays, so
 * a worker can hand them to the page without copying.
 */
export interface MeshPart {
  expressID: number;
  vertices: Float32Array;
  indices: Uint32Array;
  placement: number[];
  color: { x: number; y: number; z: number; w: number };
}

/** Every part of every element of an open model, in the order web-ifc streams them. */
export function readMeshes(api: IfcAPI, modelID: number): MeshPart[] {
  const parts: MeshPart[] = [];
  api.StreamAllMeshes(modelID, (flat) => {
    const placed = flat.geometries;
    for (let index = 0; index < placed.size(); index++) {
      const part = placed.get(index);
      const geometry = api.GetGeometry(modelID, part.geometryExpressID);
      // Copies out of the WebAssembly heap, which the next model reuses.
      const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize()).slice();
      const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize()).slice();
      geometry.delete();
      if (!indices.length) continue;
      const { x, y, z, w } = part.color;
      parts.push({ expressID: flat.expressID, vertices, indices, placement: [...part.flatTransformation], color: { x, y, z, w } });
    }
  });
  return parts;
}

/** The buffers of the parts, to transfer rather than copy them to another thread. */
export const meshBuffers = (parts: readonly MeshPart[]): ArrayBuffer[] =>
  parts.flatMap((part) => [part.vertices.buffer as ArrayBuffer, part.indices.buffer as ArrayBuffer]);
