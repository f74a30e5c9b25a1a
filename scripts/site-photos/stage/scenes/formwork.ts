import { BoxGeometry, CylinderGeometry, Group, type Material } from 'three';
import { random } from '../../../renders/stage/textures.ts';
import { canvas, mix, noise, paint, type Rgb, texture } from '../paint.ts';
import { cable, laid, matte, puddle, rod, solid } from '../parts.ts';
import type { PhotoShot } from '../shot.ts';
import { craneMast, skyline } from '../surroundings.ts';

/**
 * Wall formwork on the sixth floor's fresh slab, grid line 2 (the diary's caption): one face of framed
 * panels stood up with its push-pull props and working platform, the wall's bars rising above it,
 * starter bars with red safety caps for the next wall in front, puddles on the slab, and beyond its
 * edge protection the crane's mast and the city in the November haze.
 */
export function formworkPhoto(): PhotoShot {
  const objects = new Group();
  const next = random(61);

  const slabTexture = concreteTexture();
  const slab = laid(
    solid(new BoxGeometry(24, 0.25, 22), matte('#ffffff', 0.9, 0, { map: slabTexture, bumpMap: slabTexture, bumpScale: 0.8 }), [3, -0.125, -7]),
    [4, 4],
  );
  objects.add(slab);
  for (const [x, z, size] of [
    [0.9, -3.2, 1.3],
    [-0.3, -6.5, 2.2],
    [3.2, -8, 1.6],
    [2.2, -1.2, 0.7],
  ] as const)
    objects.add(puddle(x, z, size, next));

  const wall = new Group();
  const frame = matte('#ffffff', 0.6, 0.2, { map: paintedSteelTexture([196, 146, 48]) });
  const plywood = matte('#ffffff', 0.85, 0, { map: plywoodTexture() });
  const props = matte('#ffffff', 0.55, 0.3, { map: paintedSteelTexture([182, 84, 40]) });
  const deck = matte('#7d6a52', 0.9);
  let along = 0;
  for (const width of [2.4, 2.4, 1.35, 2.4, 2.4, 2.4]) {
    const panel = formworkPanel(width, 2.7, frame, plywood);
    panel.position.x = along;
    wall.add(panel);
    // A push-pull prop from high on the panel to a base plate on the slab, and a short kicker below it.
    const x = along + width / 2;
    wall.add(rod([x, 2.05, 0.12], [x, 0.03, 1.75], 0.024, props), rod([x, 0.35, 0.12], [x, 0.03, 0.95], 0.02, props));
    wall.add(solid(new BoxGeometry(0.14, 0.02, 0.22), props, [x, 0.01, 1.75]), solid(new BoxGeometry(0.12, 0.02, 0.18), props, [x, 0.01, 0.95]));
    // Working platform: brackets, planks and a guardrail along the top.
    wall.add(solid(new BoxGeometry(0.06, 0.08, 0.95), frame, [along + 0.3, 1.95, 0.55]));
    wall.add(solid(new BoxGeometry(0.05, 1.2, 0.05), frame, [along + 0.3, 2.55, 1.0]));
    along += width;
  }
  wall.add(solid(new BoxGeometry(along, 0.05, 0.8), deck, [along / 2, 2.01, 0.55]));
  for (const height of [2.55, 3.05]) wall.add(solid(new BoxGeometry(along, 0.14, 0.03), deck, [along / 2, height, 1.02]));
  // The wall's own reinforcement, standing out above the formwork for the next lap.
  const steel = rebarMaterial();
  for (let x = 0.1; x < along; x += 0.2)
    for (const z of [-0.06, -0.2]) wall.add(rod([x, 2.0, z], [x + (next() - 0.5) * 0.02, 3.35 + next() * 0.1, z], 0.007, steel, 5));
  wall.position.set(-1.7, 0, 0.6);
  wall.rotation.y = 1.66;
  objects.add(wall);

  const beam = matte('#c4a24a', 0.75);
  // Starter bars for the next wall, in two rows, a red cap on each.
  const cap = matte('#c62a1f', 0.55);
  for (let along = 0; along < 5.5; along += 0.2)
    for (const offset of [0, 0.2]) {
      const [x, z] = [0.9 + along * 0.55 + offset * 0.84, -1.6 - along * 0.84 + offset * 0.55];
      const top = 0.75 + next() * 0.12;
      const lean = [(next() - 0.5) * 0.04, (next() - 0.5) * 0.04];
      objects.add(rod([x, 0, z], [x + lean[0]!, top, z + lean[1]!], 0.007, steel, 5));
      objects.add(solid(new BoxGeometry(0.045, 0.02, 0.045), cap, [x + lean[0]!, top, z + lean[1]!]));
    }
  // A bundle of bars for it, lying on timber sleepers.
  for (let bar = 0; bar < 24; bar++)
    objects.add(
      rod(
        [2.3 + (bar % 8) * 0.017, 0.1 + Math.floor(bar / 8) * 0.015, -0.3],
        [-0.4 + (bar % 8) * 0.017 + next() * 0.03, 0.1 + Math.floor(bar / 8) * 0.015, -5.9],
        0.007,
        steel,
        5,
      ),
    );
  for (const z of [-1.2, -4.8]) objects.add(solid(new BoxGeometry(0.5, 0.09, 0.1), beam, [0.5 + (z + 1.2) * -0.45 + 0.85, 0.045, z]));

  // Edge protection round the slab: posts with two boards and a toe board.
  const boards = matte('#8a7458', 0.9);
  const post = matte('#5b5f62', 0.5, 0.6);
  for (const [x0, z0, x1, z1] of [
    [-9, -17.9, 14.9, -17.9],
    [14.9, -17.9, 14.9, 3.9],
  ] as const) {
    const length = Math.hypot(x1 - x0, z1 - z0);
    const run = new Group();
    for (let at = 0; at <= length; at += 2.4) run.add(solid(new BoxGeometry(0.05, 1.1, 0.05), post, [at, 0.55, 0]));
    for (const height of [0.1, 0.55, 1.05]) run.add(solid(new BoxGeometry(length, 0.15, 0.03), boards, [length / 2, height, 0.04]));
    run.position.set(x0, 0, z0);
    run.rotation.y = -Math.atan2(z1 - z0, x1 - x0);
    objects.add(run);
  }
  // Formwork beams stacked on the slab.
  for (let index = 0; index < 5; index++)
    objects.add(solid(new BoxGeometry(0.08, 0.2, 3.9), beam, [4.2 + index * 0.09, 0.1 + (index > 3 ? 0.2 : 0), -4.5]));

  // Panels for the other face, lying frame up, and what the crew leaves about: offcuts, a bucket, the power cable.
  for (let layer = 0; layer < 3; layer++) {
    const lying = formworkPanel(2.4, 1.35, frame, plywood);
    lying.rotation.set(-Math.PI / 2, 0, 0.4 + layer * 0.03);
    lying.position.set(2.6 + layer * 0.03, 0.13 * layer + 0.02, -1.6);
    objects.add(lying);
  }
  const offcut = matte('#a08866', 0.9);
  for (let piece = 0; piece < 9; piece++)
    objects.add(solid(new BoxGeometry(0.3 + next() * 0.7, 0.05, 0.1), offcut, [-0.6 + next() * 3.5, 0.025, -2 - next() * 7], [0, next() * 3, 0]));
  objects.add(solid(new CylinderGeometry(0.17, 0.14, 0.36, 20, 1, true), matte('#26272a', 0.7), [0.2, 0.18, -1.1]));
  objects.add(
    cable(
      [
        [-1.2, 0.02, 1.2],
        [-0.4, 0.02, 0.4],
        [0.3, 0.02, -0.6],
        [0.0, 0.02, -2.0],
        [0.8, 0.02, -3.4],
        [2.4, 0.02, -4.2],
        [3.5, 0.02, -6.5],
      ],
      0.011,
      matte('#d0571c', 0.6),
    ),
  );
  objects.add(craneMast([11, 0, -27], -19, 60, matte('#c29a34', 0.6, 0.3)));
  objects.add(skyline({ near: 70, far: 1500, ground: -19, from: -1.3, to: 1.4, count: 160, seed: 62 }));

  return {
    objects,
    camera: { eye: [1.3, 1.62, 3.4], target: [0.2, 0.95, -8], fov: 52, roll: 1.2 },
    sun: { azimuth: 215, elevation: 16, strength: 0.7 },
    shadows: { centre: [0, 1, -5], radius: 10 },
    haze: [15, 900],
    occlusion: 0.8,
    exposure: 1.05,
  };
}

/** A framed panel seen from behind: its plywood face's back, the painted steel frame round it and the ribs across. */
function formworkPanel(width: number, height: number, frame: Material, plywood: Material): Group {
  const panel = new Group();
  panel.add(solid(new BoxGeometry(width, height, 0.021), plywood, [width / 2, height / 2, -0.0105]));
  const depth = 0.12;
  for (const x of [0.03, width - 0.03]) panel.add(solid(new BoxGeometry(0.06, height, depth), frame, [x, height / 2, depth / 2]));
  for (let rib = 0; rib <= 6; rib++) {
    const edge = rib === 0 || rib === 6;
    panel.add(
      solid(new BoxGeometry(width - 0.12, edge ? 0.06 : 0.05, edge ? depth : 0.09), frame, [
        width / 2,
        0.03 + (rib / 6) * (height - 0.06),
        edge ? depth / 2 : 0.045,
      ]),
    );
  }
  if (width > 2) panel.add(solid(new BoxGeometry(0.05, height - 0.12, 0.08), frame, [width / 2, height / 2, 0.04]));
  return panel;
}

/** A fresh slab, a day old: mid grey, the helicopter trowel's faint sheen in patches, darker where it is still damp. */
function concreteTexture() {
  const [element, context] = canvas(1024, 1024);
  const damp = noise(3, 71, 5);
  const fine = noise(48, 72, 3);
  const next = random(73);
  const dry: Rgb = [138, 136, 131];
  const wet: Rgb = [96, 95, 93];
  paint(context, (u, v) => mix(dry, wet, Math.min(1, Math.max(0, (damp(u, v) - 0.4) * 2.5)), (fine(u, v) - 0.5) * 14 + (next() - 0.5) * 16));
  // Boot and barrow tracks of dirt across it.
  context.lineCap = 'round';
  for (let track = 0; track < 14; track++) {
    context.strokeStyle = `rgb(92 84 74 / ${0.08 + next() * 0.1})`;
    context.lineWidth = 6 + next() * 20;
    context.beginPath();
    context.moveTo(next() * 1024, next() * 1024);
    context.bezierCurveTo(next() * 1024, next() * 1024, next() * 1024, next() * 1024, next() * 1024, next() * 1024);
    context.stroke();
  }
  return texture(element);
}

/** Paint on steel (the frames' ochre, the props' orange), worn and spattered grey with old concrete. */
function paintedSteelTexture(paintColour: Rgb) {
  const [element, context] = canvas(512, 512);
  const spatter = noise(10, 81, 4);
  const next = random(82);
  paint(context, (u, v) => {
    const concrete = spatter(u, v);
    const worn: Rgb = [paintColour[0] * 0.76, paintColour[1] * 0.7, paintColour[2] * 0.8];
    return concrete > 0.58 ? mix([160, 156, 148], [130, 127, 120], next(), 0) : mix(paintColour, worn, next() * 0.3 + concrete * 0.3);
  });
  return texture(element);
}

/** The back of the panels' plywood facing: brown, darker with age at random, grey runs of concrete that leaked through. */
function plywoodTexture() {
  const [element, context] = canvas(512, 512);
  const age = noise(3, 83, 4);
  const grain = noise(2, 84, 5);
  const next = random(85);
  paint(context, (u, v) => mix([150, 128, 98], [96, 80, 62], age(u, v), (grain(u * 8, v) - 0.5) * 18 + (next() - 0.5) * 10));
  for (let run = 0; run < 12; run++) {
    context.fillStyle = `rgb(150 148 142 / ${0.2 + next() * 0.3})`;
    context.fillRect(next() * 512, next() * 300, 4 + next() * 10, 60 + next() * 200);
  }
  return texture(element);
}

/** Ribbed reinforcing steel: dark, with rust coming through. */
function rebarMaterial() {
  return matte('#6b4a36', 0.75, 0.4);
}
