import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { isStoreUnavailable } from './errors.ts';
import type { Database } from './schema.ts';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, count?: Count) => void;

/** What @fastify/rate-limit asks of a store (the `store` option takes its constructor). */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

// Expired windows are swept at most this often by each instance, so an address stays in the table
// only minutes after its window ends (the retention job catches what a stopped instance left).
const sweepEveryMs = 60_000;

/**
 * The form rate limit's counts in the database, so that every instance on one PostgreSQL counts
 * together: N instances with counts of their own would allow N times the limit. Fixed windows, as
 * in the plugin's own in-memory store: the first request from an address opens a window of
 * `timeWindow`; each request in it adds one. The address is stored as its SHA-256 only.
 */
export function databaseRateLimitStore(db: Kysely<Database>, clock: () => number = Date.now): new () => RateLimitStore {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    void expireRateWindows(db, now).catch(() => {
      lastSweep = 0;
    });
  };

  // While the database is away, each instance counts on its own: the limit still holds per instance,
  // and a form is not refused (nor answered 500) because its count could not be written.
  const countHitHere = memoryCounts();

  class DatabaseRateLimitStore implements RateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock();
      countHit(db, key, now, timeWindow).then(
        (count) => {
          sweep(now);
          callback(null, count);
        },
        (error: Error) => (isStoreUnavailable(error) ? callback(null, countHitHere(key, now, timeWindow)) : callback(error)),
      );
    }

    child(): RateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}

/** Fixed windows in this process's memory, as the plugin's own store keeps them. */
function memoryCounts() {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  return (key: string, now: number, timeWindow: number): Count => {
    if (windows.size > 10_000) for (const [k, window] of windows) if (window.endsAt <= now) windows.delete(k);
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + timeWindow };
      windows.set(key, window);
    }
    window.hits++;
    return { current: window.hits, ttl: window.endsAt - now };
  };
}

/** Adds one hit to the address's window (opening a new one when it has ended), in one statement. */
export async function countHit(db: Kysely<Database>, key: string, now: number, timeWindow: number): Promise<Count> {
  const newEnd = now + timeWindow;
  const row = await db
    .insertInto('form_rate_windows')
    .values({ key_hash: createHash('sha256').update(key).digest('hex'), hits: 1, ends_at_ms: newEnd })
    .onConflict((conflict) =>
      conflict.column('key_hash').doUpdateSet({
        hits: sql<number>`CASE WHEN form_rate_windows.ends_at_ms <= ${now} THEN 1 ELSE form_rate_windows.hits + 1 END`,
        ends_at_ms: sql<number>`CASE WHEN form_rate_windows.ends_at_ms <= ${now} THEN ${newEnd} ELSE form_rate_windows.ends_at_ms END`,
      }),
    )
    .returning(['hits', 'ends_at_ms'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Number(row.ends_at_ms) - now };
}

/** Deletes the windows that have ended; returns how many. */
export async function expireRateWindows(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('form_rate_windows').where('ends_at_ms', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
