import { BoxGeometry, Color, Group, PlaneGeometry, RectAreaLight } from 'three';
import { RectAreaLightUniformsLib } from 'three/addons/lights/RectAreaLightUniformsLib.js';
import { random } from '../../../renders/stage/textures.ts';
import { canvas, mix, noise, paint, type Rgb, texture } from '../paint.ts';
import { laid, matte, solid } from '../parts.ts';
import type { PhotoShot } from '../shot.ts';
import { foldingRule } from './folding-rule.ts';

/**
 * The defect the site app records: a hairline crack across the fresh cement screed of the corridor in
 * front of flat 3.03 (the views' copy says so), circled in marking paint, a folding rule laid across
 * it for scale, the plastered walls and their edge insulation strips at the sides; the phone held low
 * over the crack, looking down.
 */

const corridor = 1.45;
/** The floor the painted texture covers, in metres from the camera's feet: across, and away from it. */
const floor = { x: [-corridor / 2, corridor / 2], z: [0.7, -2.5] } as const;
const pixelsPerMetre = 1000;

export function crackPhoto(): PhotoShot {
  const objects = new Group();
  const screed = screedTexture();
  const floorWidth = floor.x[1] - floor.x[0];
  const floorDepth = floor.z[0] - floor.z[1];
  objects.add(
    solid(
      new PlaneGeometry(floorWidth, floorDepth),
      matte('#ffffff', 0.92, 0, { map: screed, bumpMap: screed, bumpScale: 1.2 }),
      [0, 0, (floor.z[0] + floor.z[1]) / 2],
      [-Math.PI / 2, 0, 0],
    ),
  );
  // Beyond the painted part the screed goes on as plain grey, out of the picture's top.
  objects.add(solid(new PlaneGeometry(floorWidth, 6), matte('#8f8c86', 0.92), [0, -0.001, floor.z[1] - 2.99], [-Math.PI / 2, 0, 0]));

  const plaster = plasterTexture();
  const wall = matte('#ffffff', 0.95, 0, { map: plaster, bumpMap: plaster, bumpScale: 0.6 });
  const wallAt = (x: number, from: number, to: number, top = 2.6, bottom = 0) =>
    laid(solid(new BoxGeometry(0.12, top - bottom, from - to), wall, [x, (top + bottom) / 2, (from + to) / 2]), [1.5, 1.5]);
  const side = corridor / 2 + 0.06;
  // The left wall runs through; the right one has the flat's door opening, its light falling onto the screed.
  objects.add(wallAt(-side, 2, -7), wallAt(side, 2, -0.7), wallAt(side, -1.7, -7), wallAt(side, -0.7, -1.7, 2.6, 2.05));
  // Edge insulation strips: white foam between screed and wall, standing a little proud until the floor is laid.
  const strip = matte('#e9e8e2', 0.9);
  for (const x of [-corridor / 2 + 0.004, corridor / 2 - 0.004]) objects.add(solid(new BoxGeometry(0.008, 0.028, 9), strip, [x, 0.014, -2.5]));

  const rule = foldingRule(4, 0x5eed);
  rule.position.set(0.02, 0, -0.08);
  rule.rotation.y = 2.2;
  objects.add(rule);

  // Crumbs of mortar and screed that the trades leave behind.
  const next = random(31);
  const crumbs = [matte('#8f8b84', 0.95), matte('#a29e96', 0.95), matte('#b3aea5', 0.95)];
  for (let crumb = 0; crumb < 40; crumb++) {
    const size = 0.002 + next() ** 4 * 0.01;
    const piece = solid(new BoxGeometry(size, size * 0.6, size * (0.6 + next())), crumbs[crumb % 3]!);
    // Most of them along the walls, where the brooms did not reach.
    const across = next() < 0.7 ? (next() < 0.5 ? -1 : 1) * (corridor / 2 - 0.01 - next() ** 2 * 0.15) : (next() - 0.5) * corridor;
    piece.position.set(across, size * 0.25, -1.2 + next() * 1.4);
    piece.rotation.set(next(), next() * 3, next());
    objects.add(piece);
  }

  // Daylight from the flat's windows through its door opening: brighter screed there, and on the wall opposite.
  RectAreaLightUniformsLib.init();
  const door = new RectAreaLight(new Color('#f4f2ee'), 5, 1.0, 2.05);
  door.position.set(side + 0.07, 1.02, -1.2);
  door.lookAt(0, 1.02, -1.2);
  objects.add(door);

  return {
    objects,
    camera: { eye: [-0.22, 1.02, 0.1], target: [-0.16, 0, -0.4], fov: 50, roll: -3 },
    // Indoors under the next slab: no light from the sun's side, only the sky's, dimmed, and the door's.
    sun: { azimuth: 90, elevation: 40, strength: 0 },
    shadows: { centre: [0, 0, -0.5], radius: 3 },
    occlusion: 0.2,
    exposure: 1.1,
    skyLight: 0.7,
  };
}

/** Where a floor point lies on the screed's canvas. */
const onCanvas = (x: number, z: number): [number, number] => [(x - floor.x[0]) * pixelsPerMetre, (z - floor.z[1]) * pixelsPerMetre];

/** Cement screed, floated: grey with cloudy and damp patches, sand grain and pores, the crack and the paint ring around it. */
function screedTexture() {
  const [element, context] = canvas(Math.round((floor.x[1] - floor.x[0]) * pixelsPerMetre), Math.round((floor.z[0] - floor.z[1]) * pixelsPerMetre));
  const clouds = noise(3, 11, 5);
  const mottle = noise(30, 12, 4);
  const next = random(13);
  const base: Rgb = [150, 147, 141];
  const darker: Rgb = [134, 131, 125];
  paint(context, (u, v) => mix(base, darker, clouds(u, v * 2.2), (mottle(u, v * 2.2) - 0.5) * 14 + (next() - 0.5) * 18));
  const { width, height } = element;
  // Damp patches where the screed dries last.
  for (let patch = 0; patch < 9; patch++) {
    const [x, y, r] = [next() * width, next() * height, 120 + next() * 260];
    const gradient = context.createRadialGradient(x, y, 0, x, y, r);
    gradient.addColorStop(0, 'rgb(112 110 105 / 0.3)');
    gradient.addColorStop(1, 'rgb(110 108 104 / 0)');
    context.fillStyle = gradient;
    context.fillRect(x - r, y - r, 2 * r, 2 * r);
  }
  // Pores and the odd light grain of sand in the floated face.
  for (let grain = 0; grain < 9000; grain++) {
    const dark = next() < 0.7;
    context.fillStyle = dark ? `rgb(96 94 90 / ${0.25 + next() * 0.4})` : `rgb(200 197 190 / ${0.3 + next() * 0.4})`;
    const size = 1 + next() * (dark ? 2 : 1.5);
    context.fillRect(next() * width, next() * height, size, size);
  }
  ring(context, crack(context, next), next);
  return texture(element);
}

/**
 * A hairline crack across the corridor, wandering a little, with a short branch: darker in its middle,
 * its lips a touch lighter. Returns the point on it the paint ring goes round.
 */
function crack(context: CanvasRenderingContext2D, next: () => number): [number, number] {
  // A walk in 5 mm steps whose heading jitters around a slant across the corridor, the way shrinkage tears.
  const points: [number, number][] = [];
  const slant = -0.22;
  let [x, z, heading] = [floor.x[0], -0.2, slant];
  while (x <= floor.x[1] + 0.01) {
    heading = slant + (heading - slant) * 0.8 + (next() - 0.5) * 0.7;
    x += Math.cos(heading) * 0.005;
    z += Math.sin(heading) * 0.005 + Math.sin(x * 9) * 0.0012;
    points.push(onCanvas(x, z));
  }
  const trace = (from: number, to: number, offset: number) => {
    context.beginPath();
    for (let index = from; index < to; index++) {
      const [x, y] = points[index]!;
      context.lineTo(x + offset, y + offset);
    }
    context.stroke();
  };
  context.lineJoin = 'round';
  context.strokeStyle = 'rgb(205 203 196 / 0.45)';
  context.lineWidth = 3.2;
  trace(0, points.length, 1.2);
  context.strokeStyle = 'rgb(58 55 52 / 0.95)';
  for (let index = 0; index < points.length - 1; index += 8) {
    context.lineWidth = 0.9 + next() * 1.3;
    trace(index, Math.min(points.length, index + 9), 0);
  }
  // A branch off the middle, thinning out.
  context.lineWidth = 0.8;
  context.strokeStyle = 'rgb(70 67 63 / 0.8)';
  let [bx, by] = points[Math.floor(points.length * 0.58)]!;
  context.beginPath();
  context.moveTo(bx, by);
  for (let step = 0; step < 28; step++) {
    bx += 4 + next() * 3;
    by += 2 + (next() - 0.3) * 5;
    context.lineTo(bx, by);
  }
  context.stroke();
  return points[Math.floor(points.length * 0.45)]!;
}

/** Marking paint sprayed round the crack's worst part: a wobbly loop whose ends overlap, a soft edge and overspray. */
function ring(context: CanvasRenderingContext2D, [cx, cy]: [number, number], next: () => number) {
  const [rx, ry] = [0.27 * pixelsPerMetre, 0.15 * pixelsPerMetre];
  const path: [number, number][] = [];
  for (let step = 0; step <= 110; step++) {
    const angle = -0.4 + (step / 100) * Math.PI * 2;
    const wobble = 1 + Math.sin(angle * 3 + 1) * 0.04 + (step / 110) * 0.07;
    path.push([cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble]);
  }
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const [width, alpha, blur] of [
    [22, 0.25, 6],
    [13, 0.9, 1.5],
  ] as const) {
    context.filter = `blur(${blur}px)`;
    context.strokeStyle = `rgb(226 74 38 / ${alpha})`;
    context.lineWidth = width;
    context.beginPath();
    for (const [x, y] of path) context.lineTo(x, y);
    context.stroke();
  }
  context.filter = 'none';
  context.fillStyle = 'rgb(226 74 38 / 0.5)';
  for (let dot = 0; dot < 900; dot++) {
    const [x, y] = path[Math.floor(next() * path.length)]!;
    const spread = 9 + next() * 18;
    const angle = next() * Math.PI * 2;
    context.fillRect(x + Math.cos(angle) * spread, y + Math.sin(angle) * spread, 1.4, 1.4);
  }
}

/** Machine gypsum plaster, smoothed: near white with the faint clouds of the float. */
function plasterTexture() {
  const [element, context] = canvas(1024, 1024);
  const clouds = noise(4, 21, 5);
  const next = random(22);
  paint(context, (u, v) => mix([222, 220, 214], [204, 202, 196], clouds(u, v), (next() - 0.5) * 6));
  return texture(element);
}
