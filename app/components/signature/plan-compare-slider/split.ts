/** Where the divider starts: half of each index. */
export const initialSplit = 50;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The share of index D shown after a key press on the divider, as the WAI-ARIA Authoring Practices'
 * slider pattern has it: arrows by 5 %, Page Up and Page Down by 20 %, Home and End to the ends.
 * `undefined` for any other key, which the divider leaves to the browser.
 */
export function splitAfterKey(key: string, split: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: split + 5,
    ArrowUp: split + 5,
    ArrowLeft: split - 5,
    ArrowDown: split - 5,
    PageUp: split + 20,
    PageDown: split - 20,
    Home: 0,
    End: 100,
  };
  return key in moves ? clamp(moves[key]!) : undefined;
}

/** The share of index D shown with the divider at a pointer's x, within the drawing's box. */
export function splitAtPointer(clientX: number, box: { left: number; width: number }): number {
  return box.width > 0 ? clamp(((clientX - box.left) / box.width) * 100) : initialSplit;
}
