/**
 * When to try a failed request again: the waits before each retry, first wait then doubling, and
 * which failures are worth another try. Pure, so the browser's loaders and the tests share one rule.
 */
export interface RetryPolicy {
  /** Tries after the first one. */
  retries: number;
  /** The wait before the first retry; each later wait is twice the one before. */
  firstWaitMs: number;
}

/**
 * A section's code: the spec's loader rule (up to five retries, 350 ms doubling, about 11 s in all).
 * The section's HTML is on screen meanwhile, so patience costs the visitor nothing.
 */
export const chunkRetries: RetryPolicy = { retries: 5, firstWaitMs: 350 };

/** The waits before each retry, in milliseconds: `retries` of them. */
export function retryWaits({ retries, firstWaitMs }: RetryPolicy): number[] {
  return Array.from({ length: retries }, (_, index) => firstWaitMs * 2 ** index);
}

/**
 * The spec's rule for what is tried again: a server error (500 to 599) or no status at all (the
 * network failed); a client error (400 to 499) would answer the same again.
 */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === undefined || (status >= 500 && status <= 599);
}

interface RetryOptions {
  /** Whether a failure is worth another try; every one by default. */
  retryable?: (error: unknown) => boolean;
  /** A timer in the browser; instant in tests. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Runs `attempt` until it succeeds, a failure is not worth a retry, or the policy's retries are used
 * up; the last failure is thrown.
 */
export async function withRetries<T>(attempt: () => Promise<T>, policy: RetryPolicy, options: RetryOptions = {}): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    return retryAfterFailure(attempt, policy, error, options);
  }
}

/**
 * The retries of an attempt that has failed once, with `error`: for a caller that makes the first
 * try itself and loads this code only when it fails.
 */
export async function retryAfterFailure<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  error: unknown,
  { retryable = () => true, wait = sleep }: RetryOptions = {},
): Promise<T> {
  let last = error;
  for (const ms of retryWaits(policy)) {
    if (!retryable(last)) break;
    await wait(ms);
    try {
      return await attempt();
    } catch (failure) {
      last = failure;
    }
  }
  throw last;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
