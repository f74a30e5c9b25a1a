/** The inclusive byte positions one range asks for, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a Range header against a representation of `size` bytes (RFC 9110 §14.1.2).
 * `undefined` means "send the whole file": there is no header, or one we may ignore — another unit,
 * a malformed value, or several ranges (multipart answers are not worth their complexity here).
 * `'unsatisfiable'` means the one range lies wholly past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;

  if (first === '') {
    if (last === '') return undefined;
    const length = Number(last);
    // A zero-length suffix selects nothing, and nothing can be selected from an empty file.
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }

  const start = Number(first);
  // "bytes=5-3" is not a range at all (ignored), unlike one that merely starts past the end.
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
