// The palette, timing and skeleton bar both product animations draw with: the site's illustration style.
export const c = {
  ink: '#1f2328',
  muted: '#4a5058',
  line: '#d9d5cd',
  bar: '#e6e3dc',
  surface: '#f5f3ef',
  white: '#ffffff',
  accent: '#ffbe28',
  accentStrong: '#e9a400',
  green: '#1e6b3a',
  greenSoft: '#d8efdf',
  blue: '#1f4e8c',
  blueSoft: '#dbe7f5',
};

export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** A move starting at `start` and lasting `length` seconds, eased out (cubic): 0 before, 1 after. */
export const ease = (t: number, start: number, length = 0.5) => 1 - (1 - clamp01((t - start) / length)) ** 3;
/** Eases in at `start` and back out at `end`. */
export const inOut = (t: number, start: number, end: number, length = 0.5, outLength = length) =>
  ease(t, start, length) * (1 - ease(t, end, outLength));
export const n = (x: number) => String(Math.round(x * 100) / 100);
export const bar = (x: number, y: number, width: number, fill = c.bar) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="8" rx="4" fill="${fill}"/>`;
