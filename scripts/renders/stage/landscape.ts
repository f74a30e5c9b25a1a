import {
  BoxGeometry,
  BufferAttribute,
  type BufferGeometry,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DoubleSide,
  Group,
  type Material,
  Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  ShaderChunk,
  SRGBColorSpace,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';
import type { Area, Point2, RenderShot, Tree } from '../shots.ts';
import { pattern, worldUvs } from './surfaces.ts';
import type { PatternName } from './textures.ts';
import { random } from './textures.ts';

/**
 * What surrounds a building in its picture: the lawn to the horizon, paving, pavements with kerbs,
 * streets, trees and hedges, and a town of plain blocks far behind in the haze. Plan coordinates are
 * the model's (x east, y north); the scene's are three.js's (x east, y up, z south).
 */

const scenePoint = ([x, y]: Point2, height = 0): [number, number, number] => [x, height, -y];

function surface(name: PatternName, roughness: number): MeshStandardMaterial {
  return new MeshStandardMaterial({ map: pattern(name).texture, roughness, metalness: 0 });
}

/** A flat rectangle of ground at a height, its texture laid in world coordinates. */
function patch(area: Area, height: number, material: MeshStandardMaterial, name: PatternName): Mesh {
  const width = area.x[1] - area.x[0];
  const depth = area.y[1] - area.y[0];
  const mesh = new Mesh(new BoxGeometry(width, 0.2, depth), material);
  mesh.position.set(...scenePoint([(area.x[0] + area.x[1]) / 2, (area.y[0] + area.y[1]) / 2], height - 0.1));
  mesh.updateMatrixWorld(true);
  mesh.matrixAutoUpdate = false;
  worldUvs(mesh, pattern(name).metres);
  mesh.receiveShadow = true;
  return mesh;
}

const kerbMaterial = new MeshStandardMaterial({ color: new Color().setStyle('#b9b6ae', SRGBColorSpace), roughness: 0.8 });

/** Kerbstones along a street's long sides, 12 cm high. */
function kerbs(area: Area): Mesh[] {
  const length = area.x[1] - area.x[0];
  return area.y.map((y) => {
    const mesh = new Mesh(new BoxGeometry(length, 0.14, 0.15), kerbMaterial);
    mesh.position.set(...scenePoint([(area.x[0] + area.x[1]) / 2, y], 0.05));
    mesh.receiveShadow = true;
    return mesh;
  });
}

/** The dashed centre line of a street running east-west. */
function laneMarks(area: Area): Mesh[] {
  const material = new MeshStandardMaterial({ color: '#d8d8d0', roughness: 0.7 });
  const y = (area.y[0] + area.y[1]) / 2;
  const marks: Mesh[] = [];
  for (let x = area.x[0]; x < area.x[1]; x += 9) {
    const mesh = new Mesh(new BoxGeometry(3, 0.01, 0.12), material);
    mesh.position.set(...scenePoint([x, y], 0.005));
    mesh.receiveShadow = true;
    marks.push(mesh);
  }
  return marks;
}

const barkMaterial = new MeshStandardMaterial({ color: new Color().setStyle('#5b4d40', SRGBColorSpace), roughness: 0.9 });

/** A spray of leaves on a transparent ground: the picture on every leaf card of a crown. */
function leafTexture(): CanvasTexture {
  const size = 256;
  const element = document.createElement('canvas');
  element.width = size;
  element.height = size;
  const context = element.getContext('2d')!;
  const next = random(4242);
  const greens = ['#56702f', '#5e7934', '#668239', '#50692c', '#6c873e'];
  // Clusters of a few large leaves rather than many small ones: read from afar as foliage, not as noise.
  for (let leaf = 0; leaf < 90; leaf++) {
    // Dense in the middle, thinning out to the card's edge, so cards overlap without hard borders.
    const angle = next() * Math.PI * 2;
    const reach = Math.sqrt(next()) * size * 0.38;
    const x = size / 2 + Math.cos(angle) * reach;
    const y = size / 2 + Math.sin(angle) * reach;
    context.save();
    context.translate(x, y);
    context.rotate(next() * Math.PI * 2);
    context.fillStyle = greens[Math.floor(next() * greens.length)]!;
    context.beginPath();
    context.ellipse(0, 0, 11 + next() * 9, 6 + next() * 5, 0, 0, Math.PI * 2);
    context.fill();
    context.restore();
  }
  const texture = new CanvasTexture(element);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

/**
 * Leaf cards lit as one crown: a double-sided card keeps the normal it was given on both faces (three.js
 * would turn it round on the back), and its normal points out of the crown's centre.
 */
const leafMaterial = new MeshStandardMaterial({ map: leafTexture(), alphaTest: 0.5, side: DoubleSide, vertexColors: true, roughness: 0.85 });
leafMaterial.onBeforeCompile = (shader) => {
  shader.fragmentShader = shader.fragmentShader.replace(
    '#include <normal_fragment_begin>',
    ShaderChunk.normal_fragment_begin.replace('normal *= faceDirection;', ''),
  );
};

/**
 * A deciduous tree: a trunk forking into limbs, and a crown of leaf cards in an ellipsoid, thicker at
 * its rim. Each card's normals lean out of the crown's centre, so the crown is lit as one volume,
 * bright on the sun's side and dark on the other, with a ragged outline and gaps where light falls
 * through. `cards` thins out the crowns of distant trees.
 */
function tree({ at, height }: Tree, seed: number, cards = 190): Group {
  const next = random(seed);
  const group = new Group();
  const trunkHeight = height * 0.36;
  const wood: BufferGeometry[] = [];
  const trunk = new CylinderGeometry(height * 0.012, height * 0.02, trunkHeight, 7);
  trunk.translate(0, trunkHeight / 2, 0);
  wood.push(trunk);
  for (let limb = 0; limb < 5; limb++) {
    const length = height * (0.22 + next() * 0.12);
    const branch = new CylinderGeometry(height * 0.004, height * 0.009, length, 5);
    branch.translate(0, length / 2, 0);
    branch.rotateX(0.3 + next() * 0.5);
    branch.rotateY(next() * Math.PI * 2);
    branch.translate(0, trunkHeight * 0.92, 0);
    wood.push(branch);
  }
  const slender = 0.85 + next() * 0.3;
  group.add(new Mesh(mergeGeometries(wood.map((part) => part.toNonIndexed())), barkMaterial));
  group.add(crown({ radius: height * 0.29 * slender, height: height * 0.33, centre: height * 0.64 }, cards, height * 0.13, next));
  group.position.set(...scenePoint(at));
  group.rotation.y = next() * Math.PI * 2;
  group.traverse((object) => {
    if (object instanceof Mesh) {
      object.castShadow = true;
      object.receiveShadow = true;
    }
  });
  return group;
}

/**
 * Leaf cards in an ellipsoid, thicker at its rim, each `card` to 1.5 times that wide, on layer 1 (the
 * ambient occlusion's depth pass leaves them out). Their normals lean out of the centre, and inner
 * cards are darker: the crown shades itself.
 */
function crown(shape: { radius: number; height: number; centre: number }, cards: number, card: number, next: () => number): Mesh {
  const centre = new Vector3(0, shape.centre, 0);
  const leaves: BufferGeometry[] = [];
  for (let index = 0; index < cards; index++) {
    const angle = next() * Math.PI * 2;
    const polar = Math.acos(1 - 2 * next());
    const shell = 0.35 + 0.65 * Math.sqrt(next());
    const position = new Vector3(
      Math.sin(polar) * Math.cos(angle) * shape.radius * shell,
      shape.centre + Math.cos(polar) * shape.height * shell,
      Math.sin(polar) * Math.sin(angle) * shape.radius * shell,
    );
    const size = card * (1 + next() * 0.5);
    const plane = new PlaneGeometry(size, size);
    plane.rotateZ(next() * Math.PI);
    plane.rotateX((next() - 0.5) * Math.PI);
    plane.rotateY(next() * Math.PI * 2);
    plane.translate(position.x, position.y, position.z);
    const positions = plane.getAttribute('position');
    const normals = plane.getAttribute('normal');
    const colours = new Float32Array(positions.count * 3);
    const shade = 0.72 + 0.28 * shell + (next() - 0.5) * 0.12;
    const point = new Vector3();
    for (let vertex = 0; vertex < positions.count; vertex++) {
      point.fromBufferAttribute(positions, vertex).sub(centre);
      point.y *= shape.radius / shape.height;
      point.normalize();
      normals.setXYZ(vertex, point.x, point.y, point.z);
      colours.set([shade, shade * (0.98 + next() * 0.04), shade * 0.95], vertex * 3);
    }
    plane.setAttribute('color', new BufferAttribute(colours, 3));
    leaves.push(plane);
  }
  const mesh = new Mesh(mergeGeometries(leaves), leafMaterial);
  mesh.layers.set(1);
  return mesh;
}

/** A clipped hedge along a line: shrubs of leaf cards 1.1 m apart, about a metre high. */
function hedge(from: Point2, to: Point2, seed: number): Group {
  const group = new Group();
  const next = random(seed);
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const count = Math.max(1, Math.round(length / 1.1));
  for (let index = 0; index <= count; index++) {
    const share = index / count;
    const shrub = crown({ radius: 0.8 + next() * 0.2, height: 0.5, centre: 0.55 }, 80, 0.5, next);
    shrub.position.set(...scenePoint([from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share]));
    shrub.castShadow = true;
    shrub.receiveShadow = true;
    group.add(shrub);
  }
  return group;
}

const lampMaterial = new MeshStandardMaterial({ color: new Color().setStyle('#3a3d40', SRGBColorSpace), roughness: 0.5, metalness: 0.6 });

/** A street light: a slim mast 7 m high with its head on a short arm over the street (towards `towards`, a plan direction). */
function streetLamp(at: Point2, towards: Point2): Group {
  const group = new Group();
  const mast = new Mesh(new CylinderGeometry(0.05, 0.08, 7, 8), lampMaterial);
  mast.position.y = 3.5;
  const arm = new Mesh(new BoxGeometry(1.3, 0.06, 0.06), lampMaterial);
  arm.position.set(0.65, 6.95, 0);
  const head = new Mesh(new BoxGeometry(0.6, 0.1, 0.22), lampMaterial);
  head.position.set(1.3, 6.9, 0);
  group.add(mast, arm, head);
  group.position.set(...scenePoint(at));
  group.rotation.y = Math.atan2(towards[1], towards[0]);
  group.traverse((object) => {
    if (object instanceof Mesh) {
      object.castShadow = true;
      object.receiveShadow = true;
    }
  });
  return group;
}

const backdropMaterials = ['#d9d4cb', '#c9c6c0', '#e2ddd2', '#bfb8ad'].map(
  (colour) => new MeshStandardMaterial({ color: new Color().setStyle(colour, SRGBColorSpace), roughness: 0.9 }),
);

/** Everything around the building, as one group for the scene. */
export function landscape(shot: RenderShot): Group {
  const group = new Group();
  const lawn = new Mesh(new PlaneGeometry(30000, 30000), surface('grass', 0.95));
  lawn.rotation.x = -Math.PI / 2;
  lawn.position.y = -0.12;
  lawn.updateMatrixWorld(true);
  lawn.matrixAutoUpdate = false;
  worldUvs(lawn, pattern('grass').metres);
  lawn.receiveShadow = true;
  group.add(lawn);
  const paving = surface('paving', 0.8);
  const pavement = surface('pavement', 0.8);
  const asphalt = surface('asphalt', 0.9);
  for (const area of shot.ground.paving) group.add(patch(area, 0.01, paving, 'paving'));
  for (const area of shot.ground.pavements) group.add(patch(area, 0.12, pavement, 'pavement'));
  for (const area of shot.ground.streets) group.add(patch(area, 0, asphalt, 'asphalt'), ...kerbs(area), ...laneMarks(area));
  shot.trees.forEach((each, index) => {
    group.add(tree(each, 1000 + index * 17));
  });
  for (const { at, towards } of shot.lamps ?? []) group.add(streetLamp(at, towards));
  shot.hedges?.forEach(({ from, to }, index) => {
    group.add(hedge(from, to, 9000 + index));
  });
  shot.backdrop.forEach((block, index) => {
    const width = block.x[1] - block.x[0];
    const depth = block.y[1] - block.y[0];
    const mesh = new Mesh(new BoxGeometry(width, block.height, depth), backdropMaterials[index % backdropMaterials.length] as Material);
    mesh.position.set(...scenePoint([(block.x[0] + block.x[1]) / 2, (block.y[0] + block.y[1]) / 2], block.height / 2));
    mesh.receiveShadow = true;
    group.add(mesh);
  });
  // A belt of trees on the horizon all round, so the lawn does not meet the sky in a bare line.
  const next = random(777);
  // Near: a ring of full trees; far: woods thinning into the haze up to a kilometre and a half away.
  for (let index = 0; index < 440; index++) {
    const angle = next() * Math.PI * 2;
    const distance = index < 320 ? 110 + next() * 200 : 300 + next() * 1200;
    const [cx, cy] = shot.camera.target;
    const far = tree(
      { at: [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance], height: 14 + next() * 8 },
      5000 + index,
      index < 320 ? 70 : 30,
    );
    // Beyond the sun's shadow camera: a caster behind it would be flattened onto its near plane and darken everything.
    far.traverse((object) => {
      object.castShadow = false;
    });
    group.add(far);
  }
  return group;
}
