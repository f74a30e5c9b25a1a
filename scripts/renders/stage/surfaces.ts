import {
  BufferAttribute,
  Color,
  DoubleSide,
  type Material,
  Matrix3,
  type Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  SRGBColorSpace,
  Vector3,
} from 'three';
import type { Look } from '../../ifc/building-model.ts';
import { looks } from '../../ifc/looks.ts';
import { type Pattern, type PatternName, patterns, random } from './textures.ts';

/**
 * What each look of the models is in the picture: the viewer draws a look as its flat colour, the
 * renders as a physically based material with its pattern (limestone slabs, clinker, larch boards)
 * and glass that reflects the sky. A mesh's look is found by its colour, which the IFC file's surface
 * style gives it (scripts/ifc/looks.ts).
 */

const made = new Map<PatternName, Pattern>();
export function pattern(name: PatternName): Pattern {
  let known = made.get(name);
  if (!known) {
    known = patterns[name]();
    made.set(name, known);
  }
  return known;
}

function textured(name: PatternName, options: { roughness: number; metalness?: number; tint?: string }): MeshStandardMaterial {
  return new MeshStandardMaterial({
    map: pattern(name).texture,
    color: new Color(options.tint ?? '#ffffff'),
    roughness: options.roughness,
    metalness: options.metalness ?? 0,
    userData: { pattern: name },
  });
}

const plain = (colour: string, roughness: number, metalness = 0) =>
  new MeshStandardMaterial({ color: new Color().setStyle(colour, SRGBColorSpace), roughness, metalness });

/**
 * Glass in a few shades: a façade's panes differ by what lies behind them (a blind half down, a lit
 * room, a dark one), so each window gets one of these by a fixed pattern.
 */
const glasses = ['#2e3b45', '#36454f', '#28343d', '#3e4c56', '#45443f'].map(
  (colour, index) =>
    new MeshPhysicalMaterial({
      color: new Color().setStyle(colour, SRGBColorSpace),
      roughness: 0.04 + index * 0.01,
      metalness: 0.1,
      envMapIntensity: 2,
      clearcoat: 1,
      clearcoatRoughness: 0.03,
      reflectivity: 0.6,
    }),
);

const surfaces: Partial<Record<Look, () => Material>> = {
  stone: () => textured('stone', { roughness: 0.75 }),
  brick: () => textured('brick', { roughness: 0.85 }),
  timber: () => textured('timber', { roughness: 0.7 }),
  masonry: () => textured('render', { roughness: 0.9 }),
  plinth: () => textured('render', { roughness: 0.9, tint: '#8f8a82' }),
  cladding: () => textured('cladding', { roughness: 0.55, metalness: 0.05 }),
  concrete: () => textured('concrete', { roughness: 0.85 }),
  roofing: () => textured('gravel', { roughness: 0.95 }),
  greenRoof: () => textured('sedum', { roughness: 0.95 }),
  frame: () => plain('#33363a', 0.42, 0.6),
  metal: () => plain('#b9bcbf', 0.35, 0.7),
  wood: () => plain('#7a5636', 0.6),
  railingGlass: () =>
    new MeshPhysicalMaterial({
      color: new Color('#a9bcbf'),
      roughness: 0.05,
      metalness: 0,
      transparent: true,
      opacity: 0.55,
      envMapIntensity: 1.2,
      side: DoubleSide,
      depthWrite: false,
    }),
};

const lookByColour = new Map<string, Look>(
  (Object.entries(looks) as [Look, (typeof looks)[Look]][]).map(([look, { rgb }]) => [rgb.map((value) => value.toFixed(2)).join(','), look]),
);
const made3d = new Map<Look, Material>();

/** The look a mesh of the viewer's loader was drawn in, from its material's colour. */
export function lookOf(mesh: Mesh): Look | undefined {
  const material = mesh.material as MeshStandardMaterial;
  const colour = material.color.clone().convertLinearToSRGB();
  return lookByColour.get([colour.r, colour.g, colour.b].map((value) => value.toFixed(2)).join(','));
}

/** Gives a mesh its material for the picture, and world-space texture coordinates where it has a pattern (its world matrix must be up to date). */
export function dress(mesh: Mesh) {
  const look = lookOf(mesh);
  if (!look) return;
  if (look === 'glass') {
    const centre = new Vector3().setFromMatrixPosition(mesh.matrixWorld);
    const pick = random(Math.round(centre.x * 7 + centre.y * 131 + centre.z * 17) >>> 0)();
    mesh.material = glasses[Math.floor(pick * glasses.length)]!;
    mesh.castShadow = false;
    mesh.receiveShadow = true;
    return;
  }
  let material = made3d.get(look);
  if (!material) {
    material = surfaces[look]?.() ?? plain(`#${new Color().setRGB(...looks[look].rgb).getHexString()}`, 0.8);
    made3d.set(look, material);
  }
  mesh.material = material;
  mesh.castShadow = look !== 'railingGlass';
  mesh.receiveShadow = true;
  const name = material.userData.pattern as PatternName | undefined;
  if (name) worldUvs(mesh, pattern(name).metres);
}

/**
 * Texture coordinates from where each vertex lies in the world, projected along the face's main
 * axis: walls take their pattern along their length and up, floors and roofs in plan. Neighbouring
 * walls and storeys then continue each other's courses and joints.
 */
export function worldUvs(mesh: Mesh, metres: readonly [number, number]) {
  const geometry = mesh.geometry;
  const position = geometry.getAttribute('position');
  const normal = geometry.getAttribute('normal');
  const normalMatrix = new Matrix3().getNormalMatrix(mesh.matrixWorld);
  const uv = new Float32Array(position.count * 2);
  const p = new Vector3();
  const n = new Vector3();
  for (let index = 0; index < position.count; index++) {
    p.fromBufferAttribute(position, index).applyMatrix4(mesh.matrixWorld);
    n.fromBufferAttribute(normal, index).applyMatrix3(normalMatrix).normalize();
    const [ax, ay, az] = [Math.abs(n.x), Math.abs(n.y), Math.abs(n.z)];
    let u: number;
    let v: number;
    if (ay >= ax && ay >= az) [u, v] = [p.x, -p.z];
    else if (ax >= az) [u, v] = [p.z * Math.sign(-n.x || 1), p.y];
    else [u, v] = [p.x * Math.sign(n.z || 1), p.y];
    uv[index * 2] = u / metres[0];
    uv[index * 2 + 1] = v / metres[1];
  }
  geometry.setAttribute('uv', new BufferAttribute(uv, 2));
}
