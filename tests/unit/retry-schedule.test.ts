import { describe, expect, it } from 'vitest';
import {
  answerKind,
  isExpired,
  keepForMs,
  longestRetryAfterMs,
  longestWaitMs,
  retryAfterMs,
  retryWaitMs,
} from '../../app/components/forms/delivery/retry-schedule.ts';

const lowest = () => 0;
const highest = () => 0.999_999;

describe('retry schedule', () => {
  it('doubles the wait from one second and never waits more than 30 s', () => {
    const ceilings = Array.from({ length: 10 }, (_, i) => retryWaitMs(i + 1, 0, highest));
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000]);
    expect(Array.from({ length: 10 }, (_, i) => retryWaitMs(i + 1, 0, lowest))).toEqual([
      500, 1000, 2000, 4000, 8000, 15000, 15000, 15000, 15000, 15000,
    ]);
    for (let failures = 1; failures < 200; failures++) expect(retryWaitMs(failures, 0, Math.random)).toBeLessThanOrEqual(longestWaitMs);
  });

  it('spreads visitors who failed at the same moment over the upper half of each wait', () => {
    const waits = new Set(Array.from({ length: 50 }, (_, i) => retryWaitMs(6, 0, () => i / 50)));
    expect(waits.size).toBe(50);
    expect(Math.min(...waits)).toBe(15000);
    expect(Math.max(...waits)).toBeLessThan(30000);
  });

  it('tries a request again and again through a 60 s outage, with the longest gap 30 s, so it arrives within 30 s of the end', () => {
    // Where the tries of one visitor fall, drawn with the least and the most waiting.
    for (const random of [lowest, highest]) {
      const tries = [0];
      for (let failures = 1; tries.at(-1)! < 120_000; failures++) tries.push(tries.at(-1)! + retryWaitMs(failures, 0, random));
      const during = tries.filter((at) => at < 60_000);
      expect(during.length).toBeGreaterThanOrEqual(random === lowest ? 8 : 6);
      const firstAfter = tries.find((at) => at >= 60_000)!;
      expect(firstAfter - 60_000).toBeLessThanOrEqual(longestWaitMs);
    }
  });

  it("waits at least the server's Retry-After, but not longer than ten minutes", () => {
    expect(retryWaitMs(1, 5000, lowest)).toBe(5000);
    expect(retryWaitMs(7, 5000, highest)).toBe(30000);
    expect(retryWaitMs(1, 3_600_000, lowest)).toBe(longestRetryAfterMs);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBe(0);
  });

  it('tries again after timeouts, the rate limit and server errors; takes 2xx as accepted and other 4xx as final', () => {
    expect([200, 201, 204].map(answerKind)).toEqual(['accepted', 'accepted', 'accepted']);
    expect([408, 429, 500, 502, 503, 504].map(answerKind)).toEqual(Array(6).fill('tryAgain'));
    expect([400, 404, 413, 415, 422].map(answerKind)).toEqual(Array(5).fill('refused'));
  });

  it('keeps a waiting request for a day, not a moment longer', () => {
    const savedAt = Date.parse('2026-11-28T10:00:00Z');
    expect(isExpired(savedAt, savedAt + keepForMs - 1)).toBe(false);
    expect(isExpired(savedAt, savedAt + keepForMs)).toBe(true);
    expect(isExpired(savedAt, Number.NaN)).toBe(true);
  });
});
