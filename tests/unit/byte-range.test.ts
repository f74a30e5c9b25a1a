import { describe, expect, it } from 'vitest';
import { parseRange } from '../../server/site/byte-range.ts';

describe('parseRange', () => {
  it('reads a closed, an open and a suffix range', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange(' Bytes=5-5 ', 1000)).toEqual({ start: 5, end: 5 });
  });

  it('cuts a range at the end of the file, and a long suffix at its start', () => {
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('calls a range past the end, and a zero-length suffix, unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-2000', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-1', 0)).toBe('unsatisfiable');
  });

  it('ignores what it may: no header, another unit, several ranges, malformed values', () => {
    for (const header of [
      undefined,
      '',
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=0-1, 5-6',
      'bytes=-',
      'bytes=5-3',
      'bytes=a-b',
      'bytes=1.5-2',
      'bytes=+1-2',
      'bytes 0-1',
    ]) {
      expect(parseRange(header, 1000), String(header)).toBeUndefined();
    }
  });
});
