/** A loop drawn from time alone: `frame(duration)` looks like `frame(0)`, so it repeats without a seam. */
export interface Scene {
  name: string;
  width: number;
  height: number;
  /** Seconds; a whole number of frames at FPS. */
  duration: number;
  /** Seconds into the loop where it is at its most complete: the poster. */
  posterTime: number;
  /** The frame at `t` seconds (0 ≤ t < duration) as a complete SVG document. */
  frame(t: number): string;
}
