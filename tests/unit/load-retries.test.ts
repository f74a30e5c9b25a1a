import { describe, expect, it } from 'vitest';
import { chunkRetries, isRetryableStatus, retryAfterFailure, retryWaits, withRetries } from '../../app/lib/load-retries.ts';

describe('retryWaits', () => {
  it('waits the first wait, then twice the wait before, once per retry', () => {
    expect(retryWaits({ retries: 4, firstWaitMs: 100 })).toEqual([100, 200, 400, 800]);
    expect(retryWaits({ retries: 0, firstWaitMs: 100 })).toEqual([]);
  });

  it("gives a section's code the spec's five retries from 350 ms", () => {
    expect(retryWaits(chunkRetries)).toEqual([350, 700, 1400, 2800, 5600]);
  });
});

describe('isRetryableStatus', () => {
  it.each([500, 502, 503, 504, 599, undefined])('tries %s again', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });
  it.each([400, 403, 404, 410, 429, 499, 200, 304])('does not try %s again', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('withRetries', () => {
  /** An attempt that fails `failures` times, then answers; counts its calls. */
  function flaky(failures: number) {
    const calls: number[] = [];
    const attempt = async () => {
      calls.push(calls.length);
      if (calls.length <= failures) throw new Error(`failure ${calls.length}`);
      return 'answer';
    };
    return { attempt, calls };
  }
  const policy = { retries: 2, firstWaitMs: 10 };

  it('answers at once when the first try works, without waiting', async () => {
    const waited: number[] = [];
    const { attempt, calls } = flaky(0);
    await expect(withRetries(attempt, policy, { wait: async (ms) => void waited.push(ms) })).resolves.toBe('answer');
    expect(calls).toHaveLength(1);
    expect(waited).toEqual([]);
  });

  it('waits the schedule between tries and answers once a try works', async () => {
    const waited: number[] = [];
    const { attempt, calls } = flaky(2);
    await expect(withRetries(attempt, policy, { wait: async (ms) => void waited.push(ms) })).resolves.toBe('answer');
    expect(calls).toHaveLength(3);
    expect(waited).toEqual([10, 20]);
  });

  it('throws the last failure once the retries are used up', async () => {
    const { attempt, calls } = flaky(5);
    await expect(withRetries(attempt, policy, { wait: async () => {} })).rejects.toThrow('failure 3');
    expect(calls).toHaveLength(3);
  });

  it('stops at a failure that is not worth another try', async () => {
    const { attempt, calls } = flaky(5);
    await expect(withRetries(attempt, policy, { retryable: () => false, wait: async () => {} })).rejects.toThrow('failure 1');
    expect(calls).toHaveLength(1);
  });

  it('really waits with its own timer', async () => {
    const { attempt } = flaky(1);
    const started = performance.now();
    await withRetries(attempt, { retries: 1, firstWaitMs: 30 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('retries an attempt that already failed once, from the first wait on', async () => {
    const waited: number[] = [];
    const { attempt, calls } = flaky(0);
    await expect(retryAfterFailure(attempt, policy, new Error('failure 0'), { wait: async (ms) => void waited.push(ms) })).resolves.toBe('answer');
    expect(calls).toHaveLength(1);
    expect(waited).toEqual([10]);
  });

  it('throws the first failure again when it is not worth a retry, without trying', async () => {
    const { attempt, calls } = flaky(0);
    await expect(retryAfterFailure(attempt, policy, new Error('first'), { retryable: () => false })).rejects.toThrow('first');
    expect(calls).toHaveLength(0);
  });
});
