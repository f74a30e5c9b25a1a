// Where the workflow slider's slides stand round the active one (spec sections 4 and 9: seven offsets).
import { describe, expect, it } from 'vitest';
import { crossesOver, offsetOf } from '../../app/components/widgets/carousel-offsets.ts';

const offsets = (active: number, count: number) => Array.from({ length: count }, (_, index) => offsetOf(index, active, count));

describe('offsetOf', () => {
  it('fills the seven positions −3…+3 with seven slides, whichever is active', () => {
    expect(offsets(0, 7)).toEqual([0, 1, 2, 3, -3, -2, -1]);
    expect(offsets(3, 7)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(offsets(6, 7)).toEqual([1, 2, 3, -3, -2, -1, 0]);
    for (let active = 0; active < 7; active++) expect(offsets(active, 7).sort()).toEqual([-1, -2, -3, 0, 1, 2, 3]);
  });

  it('puts the slide opposite the active one on the right with an even count', () => {
    expect(offsets(0, 6)).toEqual([0, 1, 2, 3, -2, -1]);
    expect(offsets(5, 6)).toEqual([1, 2, 3, -2, -1, 0]);
    expect(offsets(0, 4)).toEqual([0, 1, 2, -1]);
    expect(offsets(2, 4)).toEqual([2, -1, 0, 1]);
    expect(offsets(1, 2)).toEqual([1, 0]);
  });

  it('gives a lone slide the middle', () => {
    expect(offsets(0, 1)).toEqual([0]);
    expect(offsetOf(0, 0, 0)).toBe(0);
  });
});

describe('crossesOver', () => {
  const crossing = (from: number, to: number, count: number) =>
    Array.from({ length: count }, (_, index) => index).filter((index) => crossesOver(index, from, to, count));

  it('names the one slide that goes round the back on a step to either side', () => {
    // 0 → 1 with seven: the slide at −3 (index 4) reappears at +3.
    expect(crossing(0, 1, 7)).toEqual([4]);
    expect(crossing(1, 0, 7)).toEqual([4]);
    // The wrap of the next button, 6 → 0: the others shift one place to the left.
    expect(crossing(6, 0, 7)).toEqual([3]);
    expect(crossing(0, 1, 6)).toEqual([4]);
    expect(crossing(0, 1, 4)).toEqual([3]);
  });

  it('names the slides that change sides on a jump by an indicator', () => {
    // 0 → 3 with seven: what stood at −3…−1 (indices 4–6) goes to +1…+3 and does not travel past the active one.
    expect(crossing(0, 3, 7)).toEqual([4, 5, 6]);
    expect(crossing(2, 2, 7)).toEqual([]);
  });
});
