import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Dialect } from './database.ts';
import type { Database, OutboxTable } from './schema.ts';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  leadId?: string;
  unsubscribeUrl?: string;
}

/** Queues a mail inside the caller's transaction: it exists exactly when the data it reports does. */
export async function enqueueMail(trx: Transaction<Database> | Kysely<Database>, mail: OutgoingMail, now: Date): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('outbox')
    .values({
      id,
      lead_id: mail.leadId ?? null,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      unsubscribe_url: mail.unsubscribeUrl ?? null,
      created_at: now.toISOString(),
      next_attempt_at: now.toISOString(),
      locked_by: null,
      locked_until: null,
      sent_at: null,
      failed_at: null,
      last_error: null,
    })
    .execute();
  return id;
}

export type QueuedMail = Pick<
  Selectable<OutboxTable>,
  'id' | 'lead_id' | 'to_address' | 'reply_to' | 'subject' | 'text_body' | 'html_body' | 'unsubscribe_url' | 'attempts'
>;

/**
 * Leases up to `limit` due mails to one worker. The conditions stand in the outer WHERE as well, so
 * that PostgreSQL re-checks them on a row another worker leased meanwhile: no mail goes to two workers.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  dialect: Dialect,
  worker: string,
  now: Date,
  leaseMs: number,
  limit = 10,
): Promise<QueuedMail[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const free = (eb: ExpressionBuilder<Database, 'outbox'>) =>
    eb.and([
      eb('sent_at', 'is', null),
      eb('failed_at', 'is', null),
      eb('next_attempt_at', '<=', at),
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]),
    ]);

  let due = db.selectFrom('outbox').select('id').where(free).orderBy('created_at').limit(limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();

  await db.updateTable('outbox').set({ locked_by: worker, locked_until: until }).where('id', 'in', due).where(free).execute();

  return db
    .selectFrom('outbox')
    .select(['id', 'lead_id', 'to_address', 'reply_to', 'subject', 'text_body', 'html_body', 'unsubscribe_url', 'attempts'])
    .where('locked_by', '=', worker)
    .where('locked_until', '=', until)
    .where('sent_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

/**
 * Extends this worker's lease on one mail just before it is sent, so that a long batch never runs
 * past its lease while another worker takes the rest; false when the lease has run out or another
 * worker holds the mail now (this worker then leaves it alone).
 */
export async function renewLease(db: Kysely<Database>, mail: QueuedMail, worker: string, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', mail.id)
    .where('locked_by', '=', worker)
    .where('locked_until', '>=', now.toISOString())
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records delivery once; the lead the mail reported counts as handled from now. */
export async function markSent(db: Kysely<Database>, mail: QueuedMail, worker: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('outbox')
      .set({ sent_at: now.toISOString(), locked_by: null, locked_until: null, last_error: null })
      .where('id', '=', mail.id)
      .where('locked_by', '=', worker)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (mail.lead_id) {
      await trx.updateTable('leads').set({ handled_at: now.toISOString() }).where('id', '=', mail.lead_id).execute();
    }
    return Number(result.numUpdatedRows) === 1;
  });
}

/** Releases a mail whose attempt failed for a later one, waiting longer after each failure. */
export async function scheduleRetry(db: Kysely<Database>, mail: QueuedMail, worker: string, error: string, now: Date, delayMs: number) {
  await db
    .updateTable('outbox')
    .set({
      attempts: sql`attempts + 1`,
      next_attempt_at: new Date(now.getTime() + delayMs).toISOString(),
      last_error: error.slice(0, 500),
      locked_by: null,
      locked_until: null,
    })
    .where('id', '=', mail.id)
    .where('locked_by', '=', worker)
    .execute();
}

/**
 * Gives a mail up: it is never claimed again. Its lead stays unhandled (server/jobs/retention.ts
 * says what becomes of it). True only for the one call that gave it up, so it is reported once.
 */
export async function markFailed(db: Kysely<Database>, mail: QueuedMail, worker: string, error: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ attempts: sql`attempts + 1`, failed_at: now.toISOString(), last_error: error.slice(0, 500), locked_by: null, locked_until: null })
    .where('id', '=', mail.id)
    .where('locked_by', '=', worker)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives mails a worker leased and did not send back to the queue at once (it is shutting down); returns how many. */
export async function releaseLeases(db: Kysely<Database>, worker: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ locked_by: null, locked_until: null })
    .where('locked_by', '=', worker)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
