import { BoxGeometry, ConeGeometry, CylinderGeometry, Group, type Material, SphereGeometry, Vector3 } from 'three';
import { random } from '../../renders/stage/textures.ts';
import { canvas, texture } from './paint.ts';
import { laid, matte, rod, solid } from './parts.ts';
import type { Point3 } from './shot.ts';

/**
 * What lies behind a Berlin site, far enough to stand in the haze: blocks of five to eight storeys
 * all round, the television tower faint in the distance, and the tower crane's lattice mast.
 */

const facades = ['#b9b4aa', '#a9a59e', '#c4bdb0', '#9c9890', '#b2aba0'].map((colour) => matte(colour, 0.95));

/** Blocks on a ring between `near` and `far` metres, standing on the ground `ground` metres below the eye's floor, in the sector `from`..`to` (radians, 0 = -z). */
export function skyline(options: {
  near: number;
  far: number;
  ground: number;
  from: number;
  to: number;
  count: number;
  seed: number;
  tower?: boolean;
}): Group {
  const group = new Group();
  const next = random(options.seed);
  // The streets and yards below, one grey.
  group.add(solid(new CylinderGeometry(options.far * 1.6, options.far * 1.6, 0.1, 48), matte('#85827a', 0.95), [0, options.ground - 0.2, 0]));
  for (let index = 0; index < options.count; index++) {
    const angle = options.from + next() * (options.to - options.from);
    const distance = options.near + next() ** 0.7 * (options.far - options.near);
    const [width, depth, height] = [20 + next() * 50, 12 + next() * 14, 16 + next() * 12 + (next() < 0.08 ? 30 : 0)];
    const block = solid(new BoxGeometry(width, height, depth), facades[index % facades.length]!);
    block.position.set(Math.sin(angle) * distance, options.ground + height / 2, -Math.cos(angle) * distance);
    block.rotation.y = -angle + (next() < 0.5 ? 0 : Math.PI / 2);
    block.castShadow = false;
    group.add(block);
  }
  if (options.tower === false) return group;
  // The television tower, 368 m, far off: its shaft, the sphere and the antenna.
  const tower = new Group();
  const grey = matte('#a6a7a6', 0.8);
  tower.add(solid(new CylinderGeometry(4.5, 16, 250, 16), grey, [0, 125, 0]));
  tower.add(solid(new SphereGeometry(16, 20, 14), grey, [0, 212, 0]));
  tower.add(solid(new ConeGeometry(2.2, 118, 8), grey, [0, 309, 0]));
  tower.position.set(options.far * 1.4 * Math.sin(options.to - 0.25), options.ground, -options.far * 1.4 * Math.cos(options.to - 0.25));
  group.add(tower);
  return group;
}

/** A tower crane's mast: four chords of a 1.6 m square and the zigzag of its bracing on every side, from `bottom` to `top`. */
export function craneMast(at: Point3, bottom: number, top: number, paint: Material = matte('#d2a01e', 0.6, 0.3)): Group {
  const mast = new Group();
  const half = 0.8;
  const corners = [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
  ] as const;
  for (const [x, z] of corners) mast.add(solid(new BoxGeometry(0.14, top - bottom, 0.14), paint, [x, (top + bottom) / 2, z]));
  for (let y = bottom; y < top; y += 1.6) {
    for (let side = 0; side < 4; side++) {
      const [ax, az] = corners[side]!;
      const [bx, bz] = corners[(side + 1) % 4]!;
      mast.add(rod([ax, y, az], [bx, y + 1.6, bz], 0.04, paint, 6), rod([ax, y, az], [bx, y, bz], 0.035, paint, 6));
    }
  }
  mast.position.set(...at);
  return mast;
}

/**
 * A row of Berlin apartment houses across a street, their fronts on z = `z`: five storeys of 3.2 m,
 * plaster in different shades, rows of tall windows, each house a little different in width and height.
 */
export function streetFront(z: number, from: number, to: number, seed: number): Group {
  const group = new Group();
  const next = random(seed);
  const styles = [0, 1, 2].map(facadeTexture);
  const shades = ['#c9bfab', '#bcb7ab', '#aca597', '#c4b9a1', '#b5afa7', '#9d9b93'];
  for (let x = from; x < to; ) {
    const width = 12 + next() * 10;
    const storeys = next() < 0.7 ? 5 : 6;
    const height = storeys * 3.2 + 0.8;
    const house = solid(
      new BoxGeometry(width, height, 12),
      matte(shades[Math.floor(next() * shades.length)]!, 0.92, 0, { map: styles[Math.floor(next() * 3)]! }),
      [x + width / 2, height / 2, z - 6],
    );
    house.castShadow = false;
    group.add(laid(house, [4, 3.2]));
    x += width;
  }
  return group;
}

/**
 * One window bay of a plaster front, 4 m wide and a storey high, in one of three styles: a tall
 * window with a light frame, its glass dark grey or with a pale curtain behind, a sill below.
 */
function facadeTexture(style: number) {
  const [element, context] = canvas(256, 205);
  const next = random(240 + style);
  context.fillStyle = '#f2f1ee';
  context.fillRect(0, 0, 256, 205);
  const bays = [
    [80, 40, 130],
    [96, 52, 112],
    [70, 34, 140],
  ] as const;
  const [width, top, height] = bays[style % 3]!;
  const left = 128 - width / 2;
  context.fillStyle = ['#e6e4df', '#ffffff', '#cfcac0'][style % 3]!;
  context.fillRect(left, top, width, height);
  for (const pane of [0, 1]) {
    // Glass seen from the street mirrors the grey sky, here and there a pale curtain behind it.
    context.fillStyle = next() < 0.3 ? '#a9a7a1' : '#5d656a';
    context.fillRect(left + 5 + pane * (width / 2), top + 5, width / 2 - 8, height - 10);
  }
  context.fillStyle = '#8f8d88';
  context.fillRect(left - 4, top + height, width + 8, 6);
  // A cornice line along each storey, a shade darker.
  context.fillStyle = 'rgb(0 0 0 / 0.06)';
  context.fillRect(0, 196, 256, 9);
  return texture(element);
}

/** A street tree in November, bare: a trunk forking four times into thinner limbs, its twigs a fine tangle. */
export function bareTree(at: Point3, height: number, seed: number): Group {
  const tree = new Group();
  const next = random(seed);
  const bark = matte('#4a4239', 0.9);
  const grow = (from: Vector3, direction: Vector3, length: number, radius: number, depth: number) => {
    const to = from.clone().addScaledVector(direction, length);
    tree.add(rod(from.toArray(), to.toArray(), radius, bark, depth > 2 ? 6 : 3));
    if (depth === 0) return;
    const forks = depth === 4 ? 4 : 3;
    for (let fork = 0; fork < forks; fork++) {
      const spread = new Vector3(next() - 0.5, 0.35 + next() * 0.4, next() - 0.5).normalize();
      grow(to, direction.clone().multiplyScalar(0.6).add(spread).normalize(), length * (0.55 + next() * 0.2), radius * 0.55, depth - 1);
    }
  };
  grow(new Vector3(0, 0, 0), new Vector3(0, 1, 0), height * 0.34, height * 0.016, 4);
  tree.position.set(...at);
  return tree;
}
