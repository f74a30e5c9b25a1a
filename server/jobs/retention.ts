import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

export interface RetentionCounts {
  leads: number;
  pendingSubscribers: number;
  sentMails: number;
}

/**
 * The privacy notice's promises: contact and demo data go six months after they were handled,
 * unconfirmed newsletter sign-ups after 30 days, and delivered mail (which repeats the data) after 30 days.
 */
export async function applyRetention(db: Kysely<Database>, now: Date): Promise<RetentionCounts> {
  const sixMonthsAgo = new Date(now);
  sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - 6);
  const thirtyDaysAgo = new Date(now.getTime() - 30 * 24 * 3600_000).toISOString();

  const leads = await db.deleteFrom('leads').where('handled_at', '<', sixMonthsAgo.toISOString()).executeTakeFirst();
  const pending = await db.deleteFrom('subscribers').where('status', '=', 'pending').where('signup_at', '<', thirtyDaysAgo).executeTakeFirst();
  const mails = await db.deleteFrom('outbox').where('sent_at', '<', thirtyDaysAgo).executeTakeFirst();
  return {
    leads: Number(leads.numDeletedRows),
    pendingSubscribers: Number(pending.numDeletedRows),
    sentMails: Number(mails.numDeletedRows),
  };
}
