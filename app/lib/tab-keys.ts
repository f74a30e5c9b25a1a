/**
 * The tab selected after a key press in the tab list, as the WAI-ARIA Authoring Practices' tabs
 * pattern has it: the arrows move to the next or previous tab and wrap at the ends, Home and End jump
 * to the first and last. `undefined` for any other key, which the tabs leave to the browser. Used by every tab list of the signature pieces.
 */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
  return key in moves ? (moves[key]! + count) % count : undefined;
}
