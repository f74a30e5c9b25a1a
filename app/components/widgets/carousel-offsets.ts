/**
 * Where each slide of the workflow slider stands relative to the active one (spec sections 4 and 9:
 * "seven offsets shown"). The slides sit round the active one as on a ring, so both sides are filled
 * whichever slide is active: seven slides fill the seven positions −3…+3, and with an even count the
 * slide opposite the active one goes to the right, the side the slider moves towards first.
 */
export function offsetOf(index: number, active: number, count: number): number {
  if (count < 1) return 0;
  const ahead = (((index - active) % count) + count) % count;
  return ahead > count / 2 ? ahead - count : ahead;
}

/**
 * Whether a slide changes sides of the ring when the active slide moves from `from` to `to`: the
 * others shift by the same number of places, this one crosses behind them from one end to the other.
 * It should appear at its new place rather than travel across the stage.
 */
export function crossesOver(index: number, from: number, to: number, count: number): boolean {
  const shift = offsetOf(to, from, count);
  return offsetOf(index, to, count) !== offsetOf(index, from, count) - shift;
}
