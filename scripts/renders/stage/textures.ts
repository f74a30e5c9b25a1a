import { CanvasTexture, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';

/**
 * The surfaces' patterns, drawn on canvases: brick courses, timber boards, stone slabs, render, paving,
 * grass, asphalt. A fixed pseudo-random sequence varies each brick, board and slab, so every run draws
 * the same picture. A texture covers `metres` of a surface; the stage maps it in world coordinates.
 */

export interface Pattern {
  texture: Texture;
  /** Width and height of the surface one repeat covers, in metres. */
  metres: readonly [number, number];
}

/** Mulberry32: a small seeded generator, the same numbers on every machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = readonly [number, number, number];
const css = ([r, g, b]: Rgb, shift = 0) => `rgb(${clamp(r + shift)} ${clamp(g + shift)} ${clamp(b + shift)})`;
const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

function canvas(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return [element, element.getContext('2d')!];
}

/** Fine grain over the whole canvas: each pixel a little lighter or darker. */
function grain(context: CanvasRenderingContext2D, amount: number, seed: number) {
  const { width, height } = context.canvas;
  const image = context.getImageData(0, 0, width, height);
  const next = random(seed);
  for (let index = 0; index < image.data.length; index += 4) {
    const delta = (next() - 0.5) * amount;
    image.data[index] = clamp(image.data[index]! + delta);
    image.data[index + 1] = clamp(image.data[index + 1]! + delta);
    image.data[index + 2] = clamp(image.data[index + 2]! + delta);
  }
  context.putImageData(image, 0, 0);
}

/** Soft blotches: weathering, a lawn's patches, the stains of an old asphalt. */
function blotches(context: CanvasRenderingContext2D, count: number, size: number, colour: string, alpha: number, seed: number) {
  const { width, height } = context.canvas;
  const next = random(seed);
  for (let index = 0; index < count; index++) {
    const x = next() * width;
    const y = next() * height;
    const r = size * (0.4 + next());
    const gradient = context.createRadialGradient(x, y, 0, x, y, r);
    gradient.addColorStop(0, colour);
    gradient.addColorStop(1, 'rgb(0 0 0 / 0)');
    context.globalAlpha = alpha * (0.4 + next() * 0.6);
    context.fillStyle = gradient;
    // Drawn nine times around the tile, so the pattern repeats without a seam.
    for (const dx of [-width, 0, width]) for (const dy of [-height, 0, height]) context.fillRect(x - r + dx, y - r + dy, 2 * r, 2 * r);
  }
  context.globalAlpha = 1;
}

function texture(element: HTMLCanvasElement, metres: readonly [number, number]): Pattern {
  const made = new CanvasTexture(element);
  made.wrapS = RepeatWrapping;
  made.wrapT = RepeatWrapping;
  made.colorSpace = SRGBColorSpace;
  made.anisotropy = 8;
  return { texture: made, metres };
}

/** Slabs in courses: limestone cladding, fibre-cement panels, paving. Joints a little darker than the face. */
function slabs(options: {
  size: number;
  columns: number;
  rows: number;
  metres: readonly [number, number];
  base: Rgb;
  vary: number;
  joint: number;
  jointShade: number;
  grainAmount: number;
  stagger?: boolean;
  seed: number;
}): Pattern {
  const { size, columns, rows, base, vary, joint, seed } = options;
  const height = Math.round((size * options.metres[1]) / options.metres[0]);
  const [element, context] = canvas(size, height);
  const next = random(seed);
  const w = size / columns;
  const h = height / rows;
  context.fillStyle = css(base, -options.jointShade);
  context.fillRect(0, 0, size, height);
  for (let row = 0; row < rows; row++) {
    const offset = options.stagger && row % 2 ? w / 2 : 0;
    for (let column = -1; column < columns; column++) {
      context.fillStyle = css(base, (next() - 0.5) * vary);
      context.fillRect(column * w + offset + joint / 2, row * h + joint / 2, w - joint, h - joint);
    }
  }
  grain(context, options.grainAmount, seed + 1);
  return texture(element, options.metres);
}

export const patterns = {
  /** Light limestone: slabs of 1.35 x 0.925 m, a bay of the office's grid wide and a quarter storey high. */
  stone: () =>
    slabs({
      size: 1024,
      columns: 2,
      rows: 4,
      metres: [2.7, 3.7],
      base: [214, 202, 180],
      vary: 16,
      joint: 6,
      jointShade: 40,
      grainAmount: 10,
      seed: 11,
    }),
  /** Clinker in stretcher bond, 24 x 7.1 cm with 1 cm joints: warm red-brown, each brick its own shade. */
  brick: () => {
    const [element, context] = canvas(1024, 1024);
    const next = random(21);
    // 2.0 m wide, 25 cm a brick with its joint: 8 bricks a row; 1.0 m high at 8.3 cm a course: 12 courses.
    const metres = [2, 1] as const;
    const brickW = 1024 / 8;
    const course = 1024 / 12;
    context.fillStyle = 'rgb(150 140 128)';
    context.fillRect(0, 0, 1024, 1024);
    for (let row = 0; row < 12; row++) {
      const offset = row % 2 ? brickW / 2 : 0;
      for (let column = -1; column < 9; column++) {
        const tone = next();
        const base: Rgb = tone < 0.15 ? [118, 62, 46] : tone < 0.3 ? [146, 82, 58] : [132, 70, 50];
        context.fillStyle = css(base, (next() - 0.5) * 16);
        context.fillRect(column * brickW + offset + 5, row * course + 5, brickW - 10, course - 10);
      }
    }
    grain(context, 8, 22);
    // Drawn 1:2 in height to width, the texture's square covers 2 x 1 m.
    return texture(element, metres);
  },
  /** Vertical larch boards 12 cm wide with open joints, sawn, slightly silvered at random. */
  timber: () => {
    const [element, context] = canvas(1024, 1024);
    const next = random(31);
    const boards = 20;
    const w = 1024 / boards;
    context.fillStyle = 'rgb(62 46 32)';
    context.fillRect(0, 0, 1024, 1024);
    for (let board = 0; board < boards; board++) {
      const silver = next() < 0.25 ? 22 : 0;
      const base: Rgb = [164 - silver * 0.2, 130 + silver * 0.3, 96 + silver * 0.8];
      const shade = (next() - 0.5) * 16;
      context.fillStyle = css(base, shade);
      context.fillRect(board * w + 3, 0, w - 6, 1024);
      // Grain along the board.
      for (let line = 0; line < 6; line++) {
        context.fillStyle = css(base, shade - 10 - next() * 8);
        context.globalAlpha = 0.25;
        context.fillRect(board * w + 3 + next() * (w - 8), 0, 1 + next() * 2, 1024);
      }
      context.globalAlpha = 1;
    }
    grain(context, 6, 32);
    return texture(element, [2.4, 2.4]);
  },
  /** Mineral render: near white with a warm cast, a fine float finish and the faintest weathering. */
  render: () => {
    const [element, context] = canvas(512, 512);
    context.fillStyle = 'rgb(236 229 214)';
    context.fillRect(0, 0, 512, 512);
    blotches(context, 10, 140, 'rgb(222 214 198)', 0.2, 41);
    grain(context, 8, 42);
    return texture(element, [3, 3]);
  },
  /** Dark fibre-cement panels of 1.35 x 2.7 m with open joints. */
  cladding: () =>
    slabs({ size: 512, columns: 2, rows: 1, metres: [2.7, 2.7], base: [104, 106, 108], vary: 8, joint: 3, jointShade: 30, grainAmount: 6, seed: 51 }),
  /** Smooth concrete: grey with formwork blotches. */
  concrete: () => {
    const [element, context] = canvas(512, 512);
    context.fillStyle = 'rgb(178 176 170)';
    context.fillRect(0, 0, 512, 512);
    blotches(context, 20, 80, 'rgb(150 148 142)', 0.3, 61);
    grain(context, 8, 62);
    return texture(element, [4, 4]);
  },
  /** Concrete paving slabs 60 x 30 cm in stretcher bond, pale and warm. */
  paving: () =>
    slabs({
      size: 1024,
      columns: 4,
      rows: 8,
      metres: [2.4, 2.4],
      base: [184, 178, 166],
      vary: 8,
      joint: 3,
      jointShade: 24,
      grainAmount: 6,
      stagger: true,
      seed: 71,
    }),
  /** Pavement slabs 40 x 40 cm in a grid. */
  pavement: () =>
    slabs({
      size: 512,
      columns: 4,
      rows: 4,
      metres: [1.6, 1.6],
      base: [176, 172, 164],
      vary: 6,
      joint: 2,
      jointShade: 22,
      grainAmount: 6,
      seed: 81,
    }),
  /** Asphalt: dark grey, speckled, patched. */
  asphalt: () => {
    const [element, context] = canvas(512, 512);
    context.fillStyle = 'rgb(74 74 76)';
    context.fillRect(0, 0, 512, 512);
    blotches(context, 16, 90, 'rgb(66 66 68)', 0.3, 91);
    grain(context, 10, 92);
    return texture(element, [6, 6]);
  },
  /** A lawn in late summer: greens from fresh to dry, in patches. */
  grass: () => {
    const [element, context] = canvas(1024, 1024);
    context.fillStyle = 'rgb(96 118 58)';
    context.fillRect(0, 0, 1024, 1024);
    blotches(context, 50, 160, 'rgb(112 128 64)', 0.25, 101);
    blotches(context, 30, 120, 'rgb(88 110 52)', 0.2, 102);
    grain(context, 9, 103);
    return texture(element, [36, 36]);
  },
  /** An extensive green roof: sedum in olive, rust and yellow-green patches. */
  sedum: () => {
    const [element, context] = canvas(512, 512);
    context.fillStyle = 'rgb(104 112 62)';
    context.fillRect(0, 0, 512, 512);
    blotches(context, 40, 50, 'rgb(132 96 60)', 0.45, 121);
    blotches(context, 40, 60, 'rgb(138 146 72)', 0.5, 122);
    grain(context, 20, 123);
    return texture(element, [8, 8]);
  },
  /** Gravel on a flat roof. */
  gravel: () => {
    const [element, context] = canvas(256, 256);
    context.fillStyle = 'rgb(128 126 120)';
    context.fillRect(0, 0, 256, 256);
    grain(context, 24, 111);
    return texture(element, [2, 2]);
  },
} as const;

export type PatternName = keyof typeof patterns;
