import { CanvasTexture, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';
import { random } from '../../renders/stage/textures.ts';

/**
 * Close-up surfaces painted pixel by pixel: at a metre or two from the lens, concrete, plaster and
 * steel need the irregularity of noise at several scales, which the renders' tiles (seen from 30 m)
 * do without. Value noise on a wrapping lattice, so a texture repeats without a seam.
 */

export type Rgb = readonly [number, number, number];

export function canvas(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return [element, element.getContext('2d', { willReadFrequently: true })!];
}

/** Smooth noise in 0..1 over a tile: `cells` lattice cells across it, `octaves` halving in size and weight. */
export function noise(cells: number, seed: number, octaves = 4): (u: number, v: number) => number {
  const layers = Array.from({ length: octaves }, (_, octave) => {
    const size = cells << octave;
    const next = random(seed + octave * 7919);
    return { size, values: Float32Array.from({ length: size * size }, next) };
  });
  const total = layers.reduce((sum, _, octave) => sum + 0.5 ** octave, 0);
  return (u, v) => {
    let sum = 0;
    for (let octave = 0; octave < layers.length; octave++) {
      const { size, values } = layers[octave]!;
      const x = (((u % 1) + 1) % 1) * size;
      const y = (((v % 1) + 1) % 1) * size;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const x1 = (x0 + 1) % size;
      const y1 = (y0 + 1) % size;
      const fx = smooth(x - x0);
      const fy = smooth(y - y0);
      const top = values[y0 * size + x0]! * (1 - fx) + values[y0 * size + x1]! * fx;
      const bottom = values[y1 * size + x0]! * (1 - fx) + values[y1 * size + x1]! * fx;
      sum += (top * (1 - fy) + bottom * fy) * 0.5 ** octave;
    }
    return sum / total;
  };
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Fills a canvas from a colour per pixel (u, v in 0..1 across it), in sRGB bytes. */
export function paint(context: CanvasRenderingContext2D, colour: (u: number, v: number, x: number, y: number) => Rgb) {
  const { width, height } = context.canvas;
  const image = context.createImageData(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x / width, y / height, x, y);
      const index = (y * width + x) * 4;
      image.data[index] = r;
      image.data[index + 1] = g;
      image.data[index + 2] = b;
      image.data[index + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
}

/** A colour between two by `t` (0..1), shifted lighter or darker by `shift`. */
export const mix = (a: Rgb, b: Rgb, t: number, shift = 0): Rgb => [
  a[0] + (b[0] - a[0]) * t + shift,
  a[1] + (b[1] - a[1]) * t + shift,
  a[2] + (b[2] - a[2]) * t + shift,
];

/** A canvas as a repeating texture: colour (sRGB) or data such as a bump map (linear). */
export function texture(element: HTMLCanvasElement, colour = true): Texture {
  const made = new CanvasTexture(element);
  made.wrapS = RepeatWrapping;
  made.wrapT = RepeatWrapping;
  if (colour) made.colorSpace = SRGBColorSpace;
  made.anisotropy = 8;
  return made;
}
