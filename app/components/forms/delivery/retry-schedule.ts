/**
 * When a form request that did not get through is tried again, and which answers are worth another
 * try. Pure, so that the schedule is tested without a browser or a clock.
 */

/** The first wait; each failure doubles it, up to `longestWaitMs`. */
export const firstWaitMs = 1_000;
/** However long the outage, a request is tried at least this often while its page is open. */
export const longestWaitMs = 30_000;
/** A server's Retry-After is honoured up to this (the form rate limit's window). */
export const longestRetryAfterMs = 10 * 60_000;
/** A request waiting in the browser is given up after a day, and its copy deleted. */
export const keepForMs = 24 * 3600_000;

/**
 * The wait after the `failures`-th failed try (1, 2, …): 1, 2, 4, 8, 16 s, then 30 s, each drawn from
 * the upper half of its range so that visitors who met the same outage do not all come back at the
 * same moment; never shorter than the server's Retry-After.
 */
export function retryWaitMs(failures: number, retryAfterMs = 0, random: () => number = Math.random): number {
  const ceiling = Math.min(longestWaitMs, firstWaitMs * 2 ** Math.max(0, failures - 1));
  const drawn = ceiling / 2 + (random() * ceiling) / 2;
  return Math.round(Math.max(drawn, Math.min(retryAfterMs, longestRetryAfterMs)));
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds from `now`; 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 0;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

export type AnswerKind = 'accepted' | 'refused' | 'tryAgain';

/**
 * What an HTTP status means for a request sent with an idempotency key: 2xx accepted; a timeout,
 * the rate limit or any server error (503 store away, 502/504 an instance gone behind the proxy, a
 * 500 by mistake) is worth trying again, since the key makes a repeat harmless; any other 4xx is the
 * request's own fault and final.
 */
export function answerKind(status: number): AnswerKind {
  if (status >= 200 && status < 300) return 'accepted';
  if (status === 408 || status === 429 || status >= 500) return 'tryAgain';
  return 'refused';
}

/** Whether a request saved at `savedAt` is past the day it is kept for. */
export function isExpired(savedAt: number, now: number): boolean {
  return !(now - savedAt < keepForMs);
}
