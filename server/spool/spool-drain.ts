import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { periodicPasses } from '../jobs/periodic-passes.ts';
import { type FormEntry, type FormSettings, isFormEntry, storeFormEntry } from '../leads/form-entry.ts';
import type { Store } from '../store/database.ts';
import { isStoreUnavailable } from '../store/errors.ts';
import { listEntries, readEntry, removeEntry, setAside } from './spool-files.ts';

export interface SpoolDrainOptions {
  dir: string;
  store: Store;
  settings: FormSettings;
  log: FastifyBaseLogger;
  /** After a request went into the store: its mail waits in the outbox. */
  onStored: () => void;
  /** How often to look for waiting entries. */
  intervalMs?: number;
}

export interface SpoolDrain {
  start(): void;
  /** Stores what waits, oldest first, until the store fails; resolves with the number stored. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const maxFileDelayMs = 60 * 60 * 1000;

/**
 * Moves the spool into the store. Exactly once per idempotency key, whatever the number of
 * instances and folders: an entry is stored under its key in the same transaction as its lead and
 * mail, so a second copy (a retry kept by another instance, or this entry again after a crash
 * between the commit and the file's removal) finds the key and stores nothing. The file goes only
 * after the store said stored or repeated.
 */
export function startSpoolDrain(options: SpoolDrainOptions): SpoolDrain {
  const { dir, store, settings, log, onStored, intervalMs = 2000 } = options;
  let waitingForStore = false;
  // An entry the store refused for another reason than being away waits longer each time, so one
  // bad entry neither blocks the others nor fills the log every two seconds.
  const refused = new Map<string, { failures: number; nextAt: number }>();

  async function storeOne(entry: FormEntry): Promise<boolean> {
    const outcome = await storeFormEntry(store, settings, entry);
    if (outcome !== 'keyReused') return outcome === 'stored';
    // The same key came with other content: the first is stored, and this one was answered as taken,
    // so it is stored under a key of its own rather than dropped.
    log.warn({ key: entry.key }, 'spooled request reuses a key for other content; stored under a key of its own');
    const derived = createHash('sha256')
      .update(JSON.stringify('lead' in entry ? entry.lead : entry.signUp))
      .digest('hex')
      .slice(0, 16);
    return (await storeFormEntry(store, settings, { ...entry, key: `${entry.key}~${derived}` })) === 'stored';
  }

  async function pass(): Promise<number> {
    let stored = 0;
    for (const name of await listEntries(dir)) {
      if (passes.stopped) break;
      const backoff = refused.get(name);
      if (backoff && backoff.nextAt > Date.now()) continue;
      const entry = await readEntry(dir, name).catch(() => null);
      if (entry === undefined) continue;
      if (!isFormEntry(entry)) {
        log.error({ file: await setAside(dir, name) }, 'spooled request unreadable; set aside');
        continue;
      }
      try {
        if (await storeOne(entry)) stored++;
      } catch (error) {
        if (isStoreUnavailable(error)) {
          if (!waitingForStore) log.warn({ err: String(error) }, 'store unreachable; spooled requests wait');
          waitingForStore = true;
          break;
        }
        const failures = (backoff?.failures ?? 0) + 1;
        const delay = Math.min(maxFileDelayMs, intervalMs * 2 ** failures);
        refused.set(name, { failures, nextAt: Date.now() + delay });
        log.error({ file: name, attempt: failures, retryInMs: delay, err: String(error) }, 'spooled request not stored; kept');
        continue;
      }
      refused.delete(name);
      await removeEntry(dir, name);
      waitingForStore = false;
    }
    if (stored) {
      log.info({ stored }, 'spooled requests stored');
      onStored();
    }
    return stored;
  }

  const passes = periodicPasses({ pass, intervalMs, log, name: 'spool' });
  return { start: passes.start, drain: passes.drain, stop: passes.stop };
}
