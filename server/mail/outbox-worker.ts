import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { periodicPasses } from '../jobs/periodic-passes.ts';
import type { Store } from '../store/database.ts';
import { claimDueMails, markFailed, markSent, type QueuedMail, releaseLeases, renewLease, scheduleRetry } from '../store/outbox.ts';
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

/**
 * Tries before a mail that only ever fails for the time being (4xx, no connection) is given up.
 * With the first retry after 5 s, doubling to an hour, the last try comes about 12 hours after the
 * first: a mail server down for a night is waited out, and a lead that cannot reach sales by then
 * goes to the operator (health check, `npm run leads -- --failed`) while it is still worth calling.
 */
export const maxMailAttempts = 22;

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
        if (await deliver(mail)) sent++;
      }
    }
  }

  async function deliver(mail: QueuedMail): Promise<boolean> {
    try {
      await transport.send(mail);
      return await markSent(store.db, mail, id, now());
    } catch (error) {
      await recordFailure(mail, error);
      return false;
    }
  }

  async function recordFailure(mail: QueuedMail, error: unknown) {
    const attempts = mail.attempts + 1;
    if (isPermanent(error) || attempts >= maxMailAttempts) {
      if (!(await markFailed(store.db, mail, id, String(error), now()))) return;
      // Warn, not error: the server is fine, one mail needs a person. The address stays out of the
      // log, which the store's retention does not reach; the domain tells a typo in one address
      // from a mail server that refuses everything.
      const fields = { mailId: mail.id, recipientDomain: domainOf(mail.to_address), attempts, smtpReply: withoutAddresses(smtpReply(error)) };
      log.warn(fields, 'mail given up: it is not sent again (npm run leads -- --failed lists it)');
      return;
    }
    const delay = Math.min(maxDelayMs, retryBaseMs * 2 ** mail.attempts);
    log.warn({ mailId: mail.id, attempt: attempts, retryInMs: delay, err: withoutAddresses(String(error)) }, 'mail delivery failed');
    await scheduleRetry(store.db, mail, id, String(error), now(), delay);
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

/**
 * A 5xx reply refuses the mail for good (RFC 5321): sent again, it gets the same answer. Two 5xx are
 * retried like a 4xx: 503 (bad sequence of commands) blames the session, not the mail, and a refused
 * login (EAUTH, 535) is the server's settings: failing at once would fail every queued mail over one
 * wrong password, where the bounded retries give the operator hours to fix it.
 */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && responseCode !== 503 && code !== 'EAUTH';
}

/** The mail server's own words when it answered (nodemailer's `response`), else what went wrong on the way. */
function smtpReply(error: unknown): string {
  const { response } = (error ?? {}) as { response?: unknown };
  return typeof response === 'string' ? response : String(error);
}

/** `Sales <sales@lotrecht.example>` → `lotrecht.example`. */
function domainOf(address: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(address)?.[1] ?? '(none)';
}

/** Mail servers quote the refused address in their reply; the log keeps only its domain. */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:@]+@(?=[^\s@<>]+)/g, '…@');
}
