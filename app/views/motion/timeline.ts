/**
 * Time in a scene: every frame is a pure function of the time in seconds, so a recording is the same
 * on every run and any frame can be drawn alone (no clock, no randomness, no CSS transitions).
 */

/** How far `time` is from `from` to `to`, 0 to 1, eased out (fast start, soft landing, like the app's own motion). */
export function progress(time: number, from: number, to: number): number {
  if (time <= from) return 0;
  if (time >= to) return 1;
  const linear = (time - from) / (to - from);
  return 1 - (1 - linear) ** 3;
}

/** Linear interpolation between two values. */
export function mix(a: number, b: number, amount: number): number {
  return a + (b - a) * amount;
}

/** The part of `text` typed by `time`, one character at a time from `from` to `to`. */
export function typed(text: string, time: number, from: number, to: number): string {
  if (time <= from) return '';
  if (time >= to) return text;
  return text.slice(0, Math.floor(((time - from) / (to - from)) * text.length));
}

/** A point the pointer travels through: where (CSS px in the scene) and when (s). */
export interface Waypoint {
  at: number;
  x: number;
  y: number;
}

/** Where the pointer is at `time` on a path of waypoints, eased between each pair. */
export function along(path: readonly Waypoint[], time: number): { x: number; y: number } {
  const first = path[0]!;
  if (time <= first.at) return { x: first.x, y: first.y };
  for (let index = 1; index < path.length; index++) {
    const from = path[index - 1]!;
    const to = path[index]!;
    if (time <= to.at) {
      const amount = easeInOut((time - from.at) / (to.at - from.at));
      return { x: mix(from.x, to.x, amount), y: mix(from.y, to.y, amount) };
    }
  }
  const last = path.at(-1)!;
  return { x: last.x, y: last.y };
}

function easeInOut(linear: number): number {
  return linear < 0.5 ? 4 * linear ** 3 : 1 - (-2 * linear + 2) ** 3 / 2;
}
