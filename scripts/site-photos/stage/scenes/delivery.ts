import { BoxGeometry, CylinderGeometry, DoubleSide, Group, MeshPhysicalMaterial } from 'three';
import { random } from '../../../renders/stage/textures.ts';
import { canvas, mix, noise, paint, texture } from '../paint.ts';
import { cable, laid, matte, puddle, rod, solid } from '../parts.ts';
import type { PhotoShot } from '../shot.ts';
import { bareTree, skyline, streetFront } from '../surroundings.ts';

/**
 * The window elements delivered (the diary's caption): a rack of them, wrapped in foil, just set down
 * inside the site's entrance on the muddy ground; behind it the open gate in the mobile fence with its
 * green screening, the lorry on the street with the next racks on its bed, and the houses opposite.
 */
export function deliveryPhoto(): PhotoShot {
  const objects = new Group();
  const next = random(201);

  const mud = groundTexture();
  objects.add(
    laid(solid(new BoxGeometry(40, 0.1, 9), matte('#ffffff', 0.95, 0, { map: mud, bumpMap: mud, bumpScale: 1.5 }), [0, -0.05, 1.5]), [5, 5]),
  );
  for (const [x, z, size] of [
    [-3.2, 3.6, 0.9],
    [1.6, 1.2, 0.6],
    [3.8, 4.2, 1.1],
  ] as const)
    objects.add(puddle(x, z, size, next));
  // Pavement, kerb and street outside the fence.
  objects.add(solid(new BoxGeometry(60, 0.12, 2), matte('#9d9a93', 0.9), [0, 0.0, -4]));
  objects.add(solid(new BoxGeometry(60, 0.1, 12), matte('#55565a', 0.9), [0, -0.05, -11]));
  objects.add(solid(new BoxGeometry(60, 0.16, 0.16), matte('#b4b1a9', 0.85), [0, 0.02, -5]));

  objects.add(fence(-14, -2.2, 0), fence(4.8, 16, 0));
  // The gate's two leaves, swung in.
  const leafLeft = fencePanel(3.4, true);
  leafLeft.position.set(-2.2, 0, -3);
  leafLeft.rotation.y = -1.25;
  const leafRight = fencePanel(3.4, true);
  leafRight.position.set(4.8, 0, -3);
  leafRight.rotation.y = Math.PI + 1.3;
  objects.add(leafLeft, leafRight);

  const rack = windowRack(next);
  rack.position.set(0.1, 0, 2.4);
  rack.rotation.y = 0.45;
  objects.add(rack);
  objects.add(lorry(next));
  objects.add(
    cable(
      [
        [5.5, 0.02, 6.5],
        [4.2, 0.02, 5.2],
        [4.6, 0.02, 3.6],
        [3.4, 0.02, 2.4],
        [3.9, 0.02, 0.6],
        [3.2, 0.02, -1.5],
      ],
      0.013,
      matte('#d8b21c', 0.5),
    ),
  );
  objects.add(bareTree([-7, 0, -15], 11, 204), bareTree([6.5, 0, -15.5], 12, 205));
  objects.add(streetFront(-18, -40, 40, 202), skyline({ near: 120, far: 1200, ground: 0, from: -1.2, to: 1.2, count: 60, seed: 203 }));

  return {
    objects,
    camera: { eye: [2.9, 1.62, 7.6], target: [0.3, 0.7, -3], fov: 54, roll: 1.4 },
    sun: { azimuth: 200, elevation: 16, strength: 0.55 },
    shadows: { centre: [0, 1, -2], radius: 12 },
    // November air: the houses across the street already a little veiled.
    haze: [6, 420],
    occlusion: 1.0,
    exposure: 1.05,
  };
}

/** A run of mobile fence panels 3.5 m long from x0 to x1 along z = -3, on their concrete feet, mostly screened in green. */
function fence(x0: number, x1: number, seed: number): Group {
  const run = new Group();
  let index = seed;
  for (let x = x0; x < x1 - 0.5; x += 3.5) {
    const panel = fencePanel(Math.min(3.45, x1 - x), index++ % 4 !== 3);
    panel.position.set(x, 0, -3);
    run.add(panel);
  }
  return run;
}

const wire = matte('#a6a9a8', 0.45, 0.7);
const screen = new MeshPhysicalMaterial({ map: screenTexture(), alphaTest: 0.5, side: DoubleSide, roughness: 0.8 });
const mesh = new MeshPhysicalMaterial({ map: meshTexture(), alphaTest: 0.5, side: DoubleSide, roughness: 0.5, metalness: 0.6 });

/** One panel of the mobile fence, 2 m high, along +x from its origin: tube frame, welded mesh, screening, a foot at each end. */
function fencePanel(length: number, screened: boolean): Group {
  const panel = new Group();
  const r = 0.02;
  panel.add(rod([0.05, 0.15, 0], [0.05, 2.1, 0], r, wire), rod([length - 0.05, 0.15, 0], [length - 0.05, 2.1, 0], r, wire));
  panel.add(rod([0.05, 0.2, 0], [length - 0.05, 0.2, 0], r, wire), rod([0.05, 2.08, 0], [length - 0.05, 2.08, 0], r, wire));
  const filling = solid(new BoxGeometry(length - 0.1, 1.88, 0.004), screened ? screen : mesh, [length / 2, 1.14, 0]);
  filling.material = screened ? screen : mesh;
  panel.add(filling);
  const foot = matte('#8f8c85', 0.95);
  for (const x of [0.05, length - 0.05]) panel.add(solid(new BoxGeometry(0.22, 0.14, 0.7), foot, [x, 0.07, 0]));
  return panel;
}

/** An A-frame transport rack with window elements leaning on both sides, each side wrapped in foil. */
function windowRack(next: () => number): Group {
  const rack = new Group();
  const steel = matte('#2f5b86', 0.5, 0.4);
  const length = 2.9;
  rack.add(solid(new BoxGeometry(length, 0.12, 1.4), steel, [0, 0.06, 0]));
  for (const x of [-length / 2 + 0.05, 0, length / 2 - 0.05]) {
    rack.add(rod([x, 0.1, -0.32], [x, 2.0, -0.05], 0.03, steel, 6), rod([x, 0.1, 0.32], [x, 2.0, 0.05], 0.03, steel, 6));
  }
  rack.add(rod([-length / 2, 2.0, 0], [length / 2, 2.0, 0], 0.04, steel, 6));
  const face = windowFaceTexture();
  const white = matte('#ecebe6', 0.5);
  // The foil over the faces: glossy, so the sky's light slides across them.
  const front = matte('#ffffff', 0.22, 0, { map: face });
  for (const side of [-1, 1]) {
    for (let layer = 0; layer < 5; layer++) {
      const element = solid(new BoxGeometry(1.26, 1.55, 0.085), [white, white, white, white, side > 0 ? front : white, side > 0 ? white : front]);
      const lean = 0.14;
      element.position.set(-0.66 + (layer % 2) * 0.02, 0.12 + 0.78, side * (0.36 + layer * 0.095));
      element.rotation.x = side * -lean;
      rack.add(element);
      const second = element.clone();
      second.position.x = 0.66 - (layer % 2) * 0.02 + (next() - 0.5) * 0.02;
      rack.add(second);
    }
  }
  return rack;
}

/** A lorry on the street, side on: white cab, flatbed with two more racks, wheels, its loading crane folded behind the cab. */
function lorry(next: () => number): Group {
  const truck = new Group();
  const paint = matte('#e7e6e1', 0.35, 0.1);
  const dark = matte('#232426', 0.6);
  const glass = new MeshPhysicalMaterial({ color: '#1f2528', roughness: 0.05, metalness: 0.2, clearcoat: 1 });
  truck.add(solid(new BoxGeometry(2.2, 2.5, 2.5), paint, [4.1, 2.35, 0]));
  truck.add(solid(new BoxGeometry(0.02, 1.0, 2.3), glass, [5.21, 2.85, 0]));
  truck.add(solid(new BoxGeometry(1.0, 0.8, 0.02), glass, [4.6, 2.9, 1.26]));
  truck.add(solid(new BoxGeometry(0.04, 0.4, 0.2), dark, [5.3, 2.9, 1.35]));
  truck.add(solid(new BoxGeometry(1.9, 0.03, 0.01), dark, [4.0, 1.7, 1.26]));
  truck.add(solid(new BoxGeometry(2.25, 0.5, 2.52), dark, [4.1, 0.95, 0]));
  truck.add(solid(new BoxGeometry(9.5, 0.4, 0.9), dark, [-0.4, 0.85, 0]));
  truck.add(solid(new BoxGeometry(7.4, 0.18, 2.5), matte('#8e9193', 0.5, 0.6), [-1.4, 1.3, 0]));
  // The loading crane, folded: column and boom in crane red.
  const crane = matte('#b3261e', 0.45, 0.3);
  truck.add(solid(new BoxGeometry(0.6, 2.2, 0.6), crane, [2.55, 2.4, 0]), solid(new BoxGeometry(0.35, 0.35, 2.4), crane, [2.55, 3.3, 0.2]));
  // Mudguards over the wheels, the side guard between the axles, the tail lights.
  for (const x of [4.3, -2.3]) truck.add(solid(new BoxGeometry(x > 0 ? 1.3 : 2.7, 0.08, 2.56), dark, [x, 1.12, 0]));
  for (const y of [0.55, 0.8]) truck.add(solid(new BoxGeometry(3.8, 0.08, 0.04), matte('#9a9c9e', 0.5, 0.6), [1.25, y, 1.22]));
  truck.add(solid(new BoxGeometry(0.05, 0.12, 0.4), matte('#8a1f1a', 0.4), [-5.12, 1.05, 0.9]));
  const tyre = matte('#1b1b1c', 0.9);
  for (const x of [4.3, -1.6, -3.0])
    for (const z of [-1.05, 1.05]) {
      const wheel = solid(new CylinderGeometry(0.52, 0.52, 0.36, 24), tyre, [x, 0.52, z], [Math.PI / 2, 0, 0]);
      truck.add(wheel, solid(new CylinderGeometry(0.26, 0.26, 0.38, 16), matte('#9a9c9e', 0.4, 0.7), [x, 0.52, z], [Math.PI / 2, 0, 0]));
    }
  for (const x of [-3.4, 0.1]) {
    const load = windowRack(next);
    load.position.set(x, 1.39, 0);
    load.scale.setScalar(0.95);
    truck.add(load);
  }
  truck.position.set(-1.2, 0, -8.2);
  return truck;
}

/** Site ground by the gate: compacted gravel and mud, churned by tyres, wetter in the ruts. */
function groundTexture() {
  const [element, context] = canvas(1024, 1024);
  const wet = noise(4, 211, 5);
  const next = random(212);
  paint(context, (u, v) => {
    const damp = wet(u, v);
    const stone = next();
    return stone > 0.93 ? mix([150, 146, 138], [120, 116, 108], next()) : mix([126, 112, 92], [78, 70, 60], damp, (stone - 0.5) * 26);
  });
  context.lineCap = 'round';
  for (let rut = 0; rut < 6; rut++) {
    context.strokeStyle = `rgb(62 56 48 / ${0.25 + next() * 0.2})`;
    context.lineWidth = 40 + next() * 30;
    const y = next() * 1024;
    context.beginPath();
    context.moveTo(-50, y);
    context.bezierCurveTo(300, y + (next() - 0.5) * 300, 700, y + (next() - 0.5) * 300, 1074, y);
    context.stroke();
  }
  return texture(element);
}

/** The face of a wrapped window element: white frame and sashes, glass grey to darker, cardboard corners, the foil's creases and a delivery label. */
function windowFaceTexture() {
  const [element, context] = canvas(420, 512);
  const next = random(231);
  context.fillStyle = '#e9e8e3';
  context.fillRect(0, 0, 420, 512);
  for (const x of [44, 226]) {
    context.fillStyle = '#d2d1cc';
    context.fillRect(x - 8, 36, 166, 440);
    const glass = context.createLinearGradient(0, 44, 0, 468);
    glass.addColorStop(0, '#7b868c');
    glass.addColorStop(1, '#3f474c');
    context.fillStyle = glass;
    context.fillRect(x, 44, 150, 424);
  }
  context.fillStyle = '#a9865a';
  for (const [x, y] of [
    [0, 0],
    [370, 0],
    [0, 462],
    [370, 462],
  ] as const)
    context.fillRect(x, y, 50, 50);
  context.fillStyle = '#f7f7f3';
  context.fillRect(250, 300, 90, 60);
  context.fillStyle = '#555';
  for (let line = 0; line < 5; line++) context.fillRect(258, 310 + line * 9, 40 + next() * 30, 3);
  // Creases in the foil: long pale streaks, mostly diagonal.
  context.lineCap = 'round';
  for (let crease = 0; crease < 16; crease++) {
    context.strokeStyle = `rgb(255 255 255 / ${0.12 + next() * 0.2})`;
    context.lineWidth = 2 + next() * 8;
    const [x, y] = [next() * 420, next() * 512];
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 80 + next() * 120, y - 60 - next() * 160);
    context.stroke();
  }
  return texture(element);
}

/** The fence's green screening: a knitted fabric, densely holed, a shade lighter where it is stretched. */
function screenTexture() {
  const [element, context] = canvas(512, 512);
  const folds = noise(3, 221, 3);
  paint(context, (u, v) => mix([50, 92, 62], [36, 70, 48], folds(u * 3, v)));
  const image = context.getImageData(0, 0, 512, 512);
  for (let index = 0; index < image.data.length; index += 4) {
    const pixel = index / 4;
    if ((pixel % 512) % 6 === 0 && Math.floor(pixel / 512) % 6 === 0) image.data[index + 3] = 0;
  }
  context.putImageData(image, 0, 0);
  return texture(element);
}

/** Welded wire mesh of the unscreened panels: 10 by 20 cm openings in a 4 mm wire grid. */
function meshTexture() {
  const [element, context] = canvas(512, 512);
  context.clearRect(0, 0, 512, 512);
  context.fillStyle = '#a9acab';
  for (let x = 0; x < 512; x += 512 / 12) context.fillRect(x, 0, 6, 512);
  for (let y = 0; y < 512; y += 512 / 10) context.fillRect(0, y, 512, 6);
  return texture(element);
}
