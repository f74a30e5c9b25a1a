const space = 0x20;

/**
 * The bytes web-ifc is given: the file without the statements `checkStructure` skipped. A cut at the end
 * is a view of the same bytes; only broken statements inside the file cost one copy, in which they are
 * blanked out with spaces, so every byte keeps its offset and no string is built.
 */
export function readableBytes(bytes: Uint8Array, skipped: readonly number[]): Uint8Array {
  if (!skipped.length) return bytes;
  let last = skipped.length;
  let end = bytes.length;
  if (skipped[last - 1] === bytes.length) {
    end = skipped[last - 2]!;
    last -= 2;
  }
  if (!last) return bytes.subarray(0, end);
  const readable = bytes.slice(0, end);
  for (let i = 0; i < last; i += 2) readable.fill(space, skipped[i], skipped[i + 1]);
  return readable;
}
