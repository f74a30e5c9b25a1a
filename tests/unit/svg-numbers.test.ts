import { describe, expect, it } from 'vitest';
import { pathData, polygon, rounded } from '../../app/lib/svg-numbers.ts';

/** The corners a polygon's path data reaches, read back as absolute points. */
function corners(path: string): [number, number][] {
  const [, x0, y0, steps] = /^M(-?[\d.]+)[ ]?(-?[\d.]+)(.*)z$/.exec(path)!;
  const points: [number, number][] = [[Number(x0), Number(y0)]];
  for (const [, dx, dy] of steps!.matchAll(/l(-?[\d.]+)[ ]?(-?[\d.]+)/g)) {
    const [x, y] = points.at(-1)!;
    points.push([x + Number(dx), y + Number(dy)]);
  }
  return points;
}

describe('numbers for inline SVG', () => {
  it('rounds to the places asked, without a negative zero', () => {
    expect(rounded(12.899999999999999, 3)).toBe(12.9);
    expect(rounded(0.0380952380952381, 3)).toBe(0.038);
    expect(Object.is(rounded(-0.0001, 3), 0)).toBe(true);
  });

  it('writes path data with every number rounded and in its shortest form', () => {
    const path = pathData(3);
    expect(path`M${11.35} ${8.1}H${12.899999999999999}M${13.099999999999998} ${-0.5452380952380952}`).toBe('M11.35 8.1H12.9M13.1 -.545');
  });

  it('writes a polygon as steps from its first corner, which reach every corner within the rounding and close', () => {
    const points: [number, number][] = [
      [8.36, 4.46],
      [-443.82, -153.85],
      [-605.56, -38.35],
      [-153.39, 119.96],
    ];
    const path = polygon(points, 1);
    expect(path).toBe('M8.4 4.5l-452.2-158.3l-161.8 115.5l452.2 158.3z');
    corners(path).forEach(([x, y], index) => {
      expect(Math.abs(x - points[index]![0])).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.abs(y - points[index]![1])).toBeLessThanOrEqual(0.05 + 1e-9);
    });
    expect(polygon([], 1)).toBe('');
  });
});
