import type { Kysely } from 'kysely';
import { idempotencyKeyHours } from '../leads/idempotency.ts';
import { expireRateWindows } from '../store/rate-limit-store.ts';
import type { Database } from '../store/schema.ts';

export interface RetentionCounts {
  leads: number;
  pendingSubscribers: number;
  sentMails: number;
  /** Mail the outbox gave up, kept as long as sent mail. */
  failedMails: number;
  /** Ended windows of the shared form rate limit (the instances sweep their own every minute). */
  rateLimitWindows: number;
  /** Idempotency keys of form requests, kept a day. */
  idempotencyKeys: number;
  /** Unsubscribed newsletter rows whose proof of consent and withdrawal is no longer needed. */
  withdrawnSubscribers: number;
}

/**
 * The privacy notice's promises: contact and demo data go six months after they were handled,
 * unconfirmed newsletter sign-ups after 30 days, and delivered or given-up mail (which repeats the data) after 30 days.
 * An unsubscribed address keeps only the proof of its consent and withdrawal (unsubscribing clears
 * the rest), and that goes once a claim it could answer is time-barred: the standard limitation
 * period of three years runs from the end of the year of the withdrawal (sections 195, 199 BGB).
 * The rate limit's hashed addresses go when their window has ended.
 */
export async function applyRetention(db: Kysely<Database>, now: Date): Promise<RetentionCounts> {
  const sixMonthsAgo = new Date(now);
  sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - 6);
  const thirtyDaysAgo = new Date(now.getTime() - 30 * 24 * 3600_000).toISOString();

  // Before the leads: a lead whose failed mail goes now may be due itself in this same run.
  const failedMails = await dropFailedMails(db, thirtyDaysAgo);
  const leads = await db.deleteFrom('leads').where('handled_at', '<', sixMonthsAgo.toISOString()).executeTakeFirst();
  const pending = await db.deleteFrom('subscribers').where('status', '=', 'pending').where('signup_at', '<', thirtyDaysAgo).executeTakeFirst();
  const mails = await db.deleteFrom('outbox').where('sent_at', '<', thirtyDaysAgo).executeTakeFirst();
  const keysBefore = new Date(now.getTime() - idempotencyKeyHours * 3600_000).toISOString();
  const keys = await db.deleteFrom('idempotency_keys').where('created_at', '<', keysBefore).executeTakeFirst();
  const limitationStart = new Date(Date.UTC(now.getUTCFullYear() - 3, 0, 1)).toISOString();
  const withdrawn = await db
    .deleteFrom('subscribers')
    .where('status', '=', 'unsubscribed')
    .where('unsubscribed_at', '<', limitationStart)
    .executeTakeFirst();
  return {
    leads: Number(leads.numDeletedRows),
    pendingSubscribers: Number(pending.numDeletedRows),
    sentMails: Number(mails.numDeletedRows),
    failedMails,
    rateLimitWindows: await expireRateWindows(db, now.getTime()),
    idempotencyKeys: Number(keys.numDeletedRows),
    withdrawnSubscribers: Number(withdrawn.numDeletedRows),
  };
}

/**
 * Deletes the mail given up before `before`. A lead whose mail failed was never handled and shows so
 * in the export while its mail waits for the operator. With the mail gone nothing would ever handle
 * it, and it would be kept for good; so it takes the failure as its handling and goes six months after
 * it, as the privacy notice promises of every contact request ("at most six months after handling").
 */
async function dropFailedMails(db: Kysely<Database>, before: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const failedBefore = trx.selectFrom('outbox').where('failed_at', '<', before);
    await trx
      .updateTable('leads')
      .set((eb) => ({
        handled_at: failedBefore.select((inner) => inner.fn.max('failed_at').as('failed_at')).whereRef('outbox.lead_id', '=', eb.ref('leads.id')),
      }))
      .where('handled_at', 'is', null)
      .where('id', 'in', failedBefore.select('lead_id').where('lead_id', 'is not', null).$narrowType<{ lead_id: string }>())
      .execute();
    const deleted = await trx.deleteFrom('outbox').where('failed_at', '<', before).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}
