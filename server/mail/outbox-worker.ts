import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { periodicPasses } from '../jobs/periodic-passes.ts';
import type { Store } from '../store/database.ts';
import { claimDueMails, markFailed, markSent, releaseLeases, renewLease } from '../store/outbox.ts';
import type { MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  store: Store;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often to look for due mail when nothing wakes the worker. */
  intervalMs?: number;
  /** How long a claimed mail stays with this worker; longer than any SMTP timeout. */
  leaseMs?: number;
  /** First retry delay; it doubles with every failed attempt, up to an hour. */
  retryBaseMs?: number;
  now?: () => Date;
}

export interface OutboxWorker {
  /** Starts looking for due mail every interval. */
  start(): void;
  /** Delivers everything due now; resolves with the number sent. */
  drain(): Promise<number>;
  /** Asks for a pass soon (after a request queued mail), without waiting for it. */
  wake(): void;
  /**
   * Stops: the mail being sent is finished, the rest this worker leased goes back to the queue at
   * once (another instance sends it, instead of waiting for the lease to run out).
   */
  stop(): Promise<void>;
}

const maxDelayMs = 60 * 60 * 1000;

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, transport, log, intervalMs = 2000, leaseMs = 120_000, retryBaseMs = 5000, now = () => new Date() } = options;
  const id = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (passes.stopped) return sent;
      const batch = await claimDueMails(store.db, store.dialect, id, now(), leaseMs);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        if (passes.stopped) return sent;
        if (!(await renewLease(store.db, mail, id, now(), leaseMs))) continue;
        try {
          await transport.send(mail);
          if (await markSent(store.db, mail, id, now())) sent++;
        } catch (error) {
          const delay = Math.min(maxDelayMs, retryBaseMs * 2 ** mail.attempts);
          log.warn({ mailId: mail.id, attempt: mail.attempts + 1, retryInMs: delay, err: String(error) }, 'mail delivery failed');
          await markFailed(store.db, mail, id, String(error), now(), delay);
        }
      }
    }
  }

  async function passAndLog(): Promise<number> {
    const sent = await pass();
    if (sent) log.info({ sent }, 'outbox delivered');
    return sent;
  }

  const passes = periodicPasses({ pass: passAndLog, intervalMs, log, name: 'outbox' });
  return {
    start: passes.start,
    drain: passes.drain,
    wake: passes.wake,
    async stop() {
      await passes.stop();
      // With the store away, the leases simply run out and another instance takes the mail then.
      const released = await releaseLeases(store.db, id).catch((error) => {
        log.warn({ err: String(error) }, 'leased mail not returned; it goes out when the lease ends');
        return 0;
      });
      if (released) log.info({ released }, 'leased mail returned to the queue');
    },
  };
}
