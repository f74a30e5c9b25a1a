import { BackSide, BoxGeometry, Color, Group, Mesh, MeshBasicMaterial, MeshPhysicalMaterial } from 'three';
import { random } from '../../../renders/stage/textures.ts';
import { canvas, mix, noise, paint, texture } from '../paint.ts';
import { laid, matte, rod, solid } from '../parts.ts';
import type { PhotoShot } from '../shot.ts';
import { skyline } from '../surroundings.ts';

/**
 * A window just fitted on the third floor's north side (the diary's caption), seen from the scaffold
 * along the wall: sand-lime blockwork, the anthracite frame set at the outer face with its black
 * connection foil round it and foam in the joint, glass mirroring the grey sky, the sticker still on
 * it; the scaffold's tubes and steel deck in front, the next opening still empty.
 */

/** The opening: its left and right edge, sill and head, in metres on the wall (z = 0 its outer face). */
const opening = { x: [-0.76, 0.76], y: [0.88, 2.4] } as const;
const wallDepth = 0.175;

export function windowPhoto(): PhotoShot {
  const objects = new Group();
  const blocks = blockworkTexture();
  const masonry = matte('#ffffff', 0.9, 0, { map: blocks, bumpMap: blocks, bumpScale: 1 });
  const piece = (x0: number, x1: number, y0: number, y1: number) =>
    laid(solid(new BoxGeometry(x1 - x0, y1 - y0, wallDepth), masonry, [(x0 + x1) / 2, (y0 + y1) / 2, -wallDepth / 2]), [1.5, 1]);
  // The wall round two openings: this window's and the next one's, 2.6 m to the left.
  const next = { x: [-3.36, -1.84], y: opening.y } as const;
  objects.add(
    piece(-30, next.x[0], -0.4, 3.2),
    piece(next.x[1], opening.x[0], -0.4, 3.2),
    piece(opening.x[1], 6, -0.4, 3.2),
    piece(next.x[0], next.x[1], -0.4, next.y[0]),
    piece(next.x[0], next.x[1], next.y[1], 3.2),
    piece(opening.x[0], opening.x[1], -0.4, opening.y[0]),
    piece(opening.x[0], opening.x[1], opening.y[1], 3.2),
  );
  // The rooms behind the openings, unlit: from outside in daylight they are as good as black.
  objects.add(new Mesh(new BoxGeometry(14, 3.6, 6), new MeshBasicMaterial({ color: '#1b1a19', side: BackSide })).translateZ(-3.2).translateY(1.4));
  objects.add(windowElement());

  objects.add(scaffold());
  objects.add(skyline({ near: 70, far: 1200, ground: -10, from: -2.2, to: 2.2, count: 90, seed: 91 }));

  return {
    objects,
    camera: { eye: [2.5, 1.58, 0.98], target: [-0.15, 1.5, -0.2], fov: 54, roll: -1.8 },
    sun: { azimuth: 180, elevation: 18, strength: 0.25 },
    shadows: { centre: [0, 1.2, 0], radius: 4 },
    haze: [20, 1400],
    occlusion: 0.35,
    exposure: 1.05,
  };
}

/** The window element: frame, mullion, two sashes and their panes, set at the wall's outer face, with foil and foam round it. */
function windowElement(): Group {
  const element = new Group();
  const profile = matte('#383b3e', 0.45, 0.1);
  const [x0, x1] = [opening.x[0] + 0.012, opening.x[1] - 0.012];
  const [y0, y1] = [opening.y[0] + 0.012, opening.y[1] - 0.012];
  const depth = 0.082;
  const z = -depth / 2 - 0.005;
  const bar = (ax: number, bx: number, ay: number, by: number, front = 0) =>
    solid(new BoxGeometry(bx - ax, by - ay, depth - front), profile, [(ax + bx) / 2, (ay + by) / 2, z + front / 2]);
  const frame = 0.068;
  const middle = (x0 + x1) / 2;
  element.add(bar(x0, x0 + frame, y0, y1), bar(x1 - frame, x1, y0, y1), bar(x0, x1, y0, y0 + frame), bar(x0, x1, y1 - frame, y1));
  element.add(bar(middle - frame / 2, middle + frame / 2, y0, y1));
  const sash = 0.062;
  const glass = new MeshPhysicalMaterial({
    color: new Color().setStyle('#30383e', 'srgb'),
    roughness: 0.02,
    metalness: 0.15,
    clearcoat: 1,
    clearcoatRoughness: 0.02,
    envMapIntensity: 1.6,
  });
  for (const [left, right] of [
    [x0 + frame, middle - frame / 2],
    [middle + frame / 2, x1 - frame],
  ] as const) {
    // Each sash stands a few millimetres proud of the frame, its bead round the pane.
    const lip = -0.012;
    element.add(bar(left, left + sash, y0 + frame, y1 - frame, lip), bar(right - sash, right, y0 + frame, y1 - frame, lip));
    element.add(bar(left, right, y0 + frame, y0 + frame + sash, lip), bar(left, right, y1 - frame - sash, y1 - frame, lip));
    element.add(
      solid(new BoxGeometry(right - left - 2 * sash, y1 - y0 - 2 * frame - 2 * sash, 0.024), glass, [(left + right) / 2, (y0 + y1) / 2, z]),
    );
  }
  // The maker's sticker on the right pane.
  element.add(solid(new BoxGeometry(0.11, 0.075, 0.002), matte('#eeeee8', 0.6), [x1 - frame - sash - 0.1, y0 + frame + sash + 0.07, z + 0.013]));
  // Black connection foil glued round the frame onto the blockwork, and a line of foam in the joint below.
  const foil = matte('#1c1d1e', 0.7);
  const band = 0.07;
  element.add(
    solid(new BoxGeometry(band, y1 - y0 + 2 * band, 0.002), foil, [opening.x[0] - band / 2 + 0.01, (y0 + y1) / 2, 0.001]),
    solid(new BoxGeometry(band, y1 - y0 + 2 * band, 0.002), foil, [opening.x[1] + band / 2 - 0.01, (y0 + y1) / 2, 0.001]),
    solid(new BoxGeometry(x1 - x0 + 2 * band, band, 0.002), foil, [(x0 + x1) / 2, opening.y[1] + band / 2 - 0.01, 0.001]),
    solid(new BoxGeometry(x1 - x0 + 2 * band, band, 0.002), foil, [(x0 + x1) / 2, opening.y[0] - band / 2 + 0.01, 0.001]),
  );
  element.add(solid(new BoxGeometry(x1 - x0 - 0.2, 0.018, 0.02), matte('#d8c68e', 0.9), [(x0 + x1) / 2 + 0.05, opening.y[0] + 0.004, -0.01]));
  return element;
}

/**
 * The facade scaffold the photo is taken from: standards and ledgers of galvanised tube on an inner
 * and an outer line, a steel deck with its toe board, the guardrails, and a diagonal.
 */
function scaffold(): Group {
  const group = new Group();
  const tube = matte('#a3a6a6', 0.45, 0.75);
  const r = 0.024;
  const [inner, outer] = [0.3, 1.05];
  for (const x of [-0.65, 1.92, -3.22, -5.79, -8.36]) for (const z of [inner, outer]) group.add(rod([x, -1, z], [x, 3.4, z], r, tube));
  // Lifts 2.6 m apart: the next deck runs above the window's head.
  for (const y of [-0.05, 2.55]) for (const z of [inner, outer]) group.add(rod([-12, y, z], [5, y, z], r, tube));
  for (const y of [0.5, 1.0]) group.add(rod([-12, y, outer], [5, y, outer], r, tube));
  group.add(rod([-3.22, 0, outer + 0.03], [-0.65, 2.55, outer + 0.03], r, tube));
  const steel = deckTexture();
  for (const y of [-0.03, 2.58])
    group.add(
      laid(solid(new BoxGeometry(17, 0.05, outer - inner), matte('#ffffff', 0.6, 0.6, { map: steel }), [-3.5, y, (inner + outer) / 2]), [1, 0.64]),
    );
  group.add(solid(new BoxGeometry(17, 0.15, 0.025), matte('#6d5a44', 0.9), [-3.5, 0.075, outer - 0.02]));
  return group;
}

/** Sand-lime blocks, 37.3 x 24.8 cm in stretcher bond with thin-bed joints: white grey, each block a shade of its own, mortar smears. */
function blockworkTexture() {
  const [element, context] = canvas(1536, 1024);
  const [course, block] = [1024 / 4, 1536 / 4];
  const next = random(93);
  const grain = noise(12, 94, 4);
  paint(context, (u, v) => mix([206, 205, 199], [186, 185, 180], grain(u, v), (next() - 0.5) * 14));
  for (let row = 0; row < 4; row++)
    for (let column = -1; column < 5; column++) {
      const x = column * block + (row % 2 ? block / 2 : 0);
      context.fillStyle = `rgb(${next() < 0.5 ? '255 255 250' : '40 40 38'} / ${0.03 + next() * 0.05})`;
      context.fillRect(x, row * course, block, course);
      context.fillStyle = 'rgb(150 148 142 / 0.8)';
      context.fillRect(x - 1.5, row * course, 3, course);
    }
  for (let row = 0; row < 4; row++) context.fillRect(0, row * course - 1.5, 1536, 3);
  // Grey smears of the thin-bed mortar along some joints.
  for (let smear = 0; smear < 30; smear++) {
    context.fillStyle = `rgb(170 168 160 / ${0.15 + next() * 0.2})`;
    context.fillRect(next() * 1536, Math.floor(next() * 4) * course - 6, 30 + next() * 120, 4 + next() * 10);
  }
  return texture(element);
}

/** A scaffold's steel deck: galvanised grey, rows of punched slots, dirt in the grooves. */
function deckTexture() {
  const [element, context] = canvas(512, 512);
  const next = random(95);
  const dirt = noise(4, 96, 4);
  paint(context, (u, v) => mix([150, 152, 150], [96, 92, 84], dirt(u, v) ** 1.5, (next() - 0.5) * 14));
  context.fillStyle = 'rgb(40 40 40 / 0.85)';
  for (let y = 20; y < 512; y += 40) for (let x = (y / 40) % 2 ? 16 : 36; x < 512; x += 40) context.fillRect(x, y - 5, 14, 10);
  return texture(element);
}
