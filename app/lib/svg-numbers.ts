/**
 * Numbers for inline SVG. A drawing computed in floating point writes `12.899999999999999` where it
 * means 12.9, and a page with two plans carries thousands of such numbers in its HTML; these write
 * each at the precision the drawing needs and no more.
 */

/** `value` to so many decimal places (`-0` as `0`). */
export function rounded(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor || 0;
}

/** A number as SVG path data writes it shortest: `-.5` for -0.5. */
const written = (value: number) => String(value).replace(/^(-?)0\./, '$1.');

/** Numbers in a row, separated by a space, or by nothing before a minus sign. */
const row = (values: readonly number[]) => values.map((value, index) => (index > 0 && value >= 0 ? ' ' : '') + written(value)).join('');

/**
 * Path data with every number put in rounded to `places` (three: a millimetre in a plan drawn in
 * metres): ``pathData(3)`M${x} ${y}H${x + w}` ``.
 */
export function pathData(places: number) {
  return (strings: TemplateStringsArray, ...values: number[]) =>
    strings.reduce((path, text, index) => path + text + (index < values.length ? written(rounded(values[index]!, places)) : ''), '');
}

/**
 * A closed polygon as path data: its first corner, then each corner as the step from the one before,
 * in steps of 10^-places. The steps are taken between corners already rounded, so they add up to
 * each corner exactly and the outline closes where it started.
 */
export function polygon(points: readonly (readonly [number, number])[], places: number): string {
  const factor = 10 ** places;
  const grid = points.map(([x, y]) => [Math.round(x * factor), Math.round(y * factor)] as const);
  const [first, ...rest] = grid;
  if (!first) return '';
  let path = `M${row([first[0] / factor, first[1] / factor])}`;
  let [x, y] = first;
  for (const [nextX, nextY] of rest) {
    path += `l${row([(nextX - x) / factor, (nextY - y) / factor])}`;
    [x, y] = [nextX, nextY];
  }
  return `${path}z`;
}
