import { randomUUID } from 'node:crypto';
import { canonicalAddress } from '../../app/shared/address-rules.ts';
import { defaultLang, isLang, type Lang } from '../../app/shared/languages.ts';
import { confirmLinkHours, newsletterConsentVersion } from '../../app/shared/newsletter.ts';
import { confirmationMail, subscriptionNotice } from '../mail/compose.ts';
import type { Store } from '../store/database.ts';
import { isUniqueViolation } from '../store/errors.ts';
import { enqueueMail } from '../store/outbox.ts';
import type { IdempotencyKeyTable } from '../store/schema.ts';
import { keyRow, repeatOutcome, type StoreOutcome } from './idempotency.ts';
import { hashToken, newToken } from './tokens.ts';

export interface SignUp {
  email: string;
  page: string;
  lang: Lang;
  ip: string;
}

const resendAfterMs = 10 * 60_000;
/**
 * Confirmation mails one mailbox gets before it confirms, and the window they are counted in: three
 * are enough for a person whose first mail went astray, and a form used to flood someone's inbox
 * sends at most three a month, whoever and however many send it.
 */
export const confirmMailCap = 3;
export const confirmMailWindowMs = 30 * 24 * 3600_000;

interface Links {
  publicUrl: string;
}

const link = (base: string, action: 'confirm' | 'unsubscribe', token: string) =>
  `${base}/api/newsletter/${action}?token=${encodeURIComponent(token)}`;

/**
 * First step of the double opt-in: records the consent proof and queues the confirmation mail.
 * A confirmed address is left as it is (and the answer is the same, so nobody learns who subscribed);
 * a pending one gets a new link at most every ten minutes, and any mailbox at most `confirmMailCap`
 * in 30 days. The address is kept and compared in its canonical spelling (address-rules.ts), so the
 * spellings of one mailbox share one row and one count. With an idempotency key, the key is
 * claimed in the same transaction, so a request kept in the spool and sent again is taken once.
 */
export async function signUp(store: Store, links: Links, request: SignUp, now: Date, idempotencyKey?: string): Promise<StoreOutcome> {
  const email = canonicalAddress(request.email);
  const key = idempotencyKey ? keyRow('newsletter', idempotencyKey, { email, page: request.page, lang: request.lang }, now) : undefined;
  try {
    await signUpOnce(store, links, request, now, key);
    return 'stored';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const repeat = key && (await repeatOutcome(store.db, key));
    if (repeat) return repeat;
    // Two sign-ups of one address at the same moment: the second finds the first's row on a retry.
    await signUpOnce(store, links, request, now, key);
    return 'stored';
  }
}

async function signUpOnce(store: Store, links: Links, request: SignUp, now: Date, key?: IdempotencyKeyTable): Promise<void> {
  const email = canonicalAddress(request.email);
  await store.db.transaction().execute(async (trx) => {
    if (key) await trx.insertInto('idempotency_keys').values(key).execute();
    const existing = await trx
      .selectFrom('subscribers')
      .select(['id', 'status', 'signup_at', 'confirm_mails', 'confirm_mails_since'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing?.status === 'confirmed') return;
    // Someone sending the form again and again must not flood the address with confirmation mail.
    if (existing?.status === 'pending' && existing.signup_at > new Date(now.getTime() - resendAfterMs).toISOString()) return;
    const count = confirmMailCount(existing, now);
    // The cap holds for an address that unsubscribed too: its row, and so its count, is kept.
    if (count.confirm_mails > confirmMailCap) return;

    const confirm = newToken();
    const unsubscribe = newToken();
    const values = {
      lang: request.lang,
      page: request.page,
      status: 'pending' as const,
      confirm_token_hash: confirm.hash,
      confirm_expires_at: new Date(now.getTime() + confirmLinkHours * 3600_000).toISOString(),
      unsubscribe_token_hash: unsubscribe.hash,
      consent_version: newsletterConsentVersion,
      signup_at: now.toISOString(),
      signup_ip: request.ip,
      confirmed_at: null,
      unsubscribed_at: null,
      ...count,
    };
    if (existing) await trx.updateTable('subscribers').set(values).where('id', '=', existing.id).execute();
    else
      await trx
        .insertInto('subscribers')
        .values({ id: randomUUID(), email, ...values })
        .execute();

    await enqueueMail(
      trx,
      confirmationMail(email, request.lang, link(links.publicUrl, 'confirm', confirm.token), link(links.publicUrl, 'unsubscribe', unsubscribe.token)),
      now,
    );
  });
}

/** The mailbox's count with the mail about to be sent, in a window that starts again after 30 days. */
function confirmMailCount(existing: { confirm_mails: number; confirm_mails_since: string | null } | undefined, now: Date) {
  const windowOpen = existing?.confirm_mails_since && existing.confirm_mails_since > new Date(now.getTime() - confirmMailWindowMs).toISOString();
  return windowOpen
    ? { confirm_mails: existing.confirm_mails + 1, confirm_mails_since: existing.confirm_mails_since }
    : { confirm_mails: 1, confirm_mails_since: now.toISOString() };
}

export type LinkResult = { outcome: 'confirmed' | 'unsubscribed' | 'invalid'; lang?: Lang };

/**
 * Whether a link from a mail would act, and in which language to ask, without acting: opening the
 * link only shows the question (mail scanners open every link), and the button's POST acts.
 */
export async function linkLanguage(
  store: Store,
  action: 'confirm' | 'unsubscribe',
  token: string,
  now: Date,
): Promise<{ valid: boolean; lang?: Lang }> {
  const subscriber =
    action === 'confirm'
      ? await store.db
          .selectFrom('subscribers')
          .select(['lang', 'confirm_expires_at'])
          .where('confirm_token_hash', '=', hashToken(token))
          .where('status', '=', 'pending')
          .executeTakeFirst()
      : await store.db.selectFrom('subscribers').select(['lang']).where('unsubscribe_token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!subscriber) return { valid: false };
  const lang = isLang(subscriber.lang) ? subscriber.lang : undefined;
  const expired = 'confirm_expires_at' in subscriber && (!subscriber.confirm_expires_at || subscriber.confirm_expires_at <= now.toISOString());
  return { valid: !expired, lang };
}

/**
 * Second step: a valid, unused, unexpired link confirms. Whoever runs the newsletter (`newsletterTo`)
 * is told then, if configured; the sales team never is (the consent covers the newsletter only).
 */
export async function confirm(store: Store, newsletterTo: string | undefined, token: string, now: Date): Promise<LinkResult> {
  return store.db.transaction().execute(async (trx) => {
    const subscriber = await trx
      .selectFrom('subscribers')
      .selectAll()
      .where('confirm_token_hash', '=', hashToken(token))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!subscriber?.confirm_expires_at || subscriber.confirm_expires_at <= now.toISOString()) {
      return { outcome: 'invalid', lang: isLang(subscriber?.lang) ? subscriber.lang : undefined };
    }
    const updated = await trx
      .updateTable('subscribers')
      .set({ status: 'confirmed', confirmed_at: now.toISOString(), confirm_token_hash: null, confirm_expires_at: null })
      .where('id', '=', subscriber.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { outcome: 'invalid' };
    const lang = isLang(subscriber.lang) ? subscriber.lang : undefined;
    if (newsletterTo) {
      const subscription = {
        email: subscriber.email,
        page: subscriber.page,
        lang: lang ?? defaultLang,
        consentVersion: subscriber.consent_version,
        confirmedAt: now,
      };
      await enqueueMail(trx, subscriptionNotice(subscription, newsletterTo), now);
    }
    return { outcome: 'confirmed', lang };
  });
}

/** Works without login and as often as it is clicked; the consent proof stays, marked withdrawn. */
export async function unsubscribe(store: Store, token: string, now: Date): Promise<LinkResult> {
  const subscriber = await store.db
    .selectFrom('subscribers')
    .select(['id', 'lang', 'status'])
    .where('unsubscribe_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!subscriber) return { outcome: 'invalid' };
  if (subscriber.status !== 'unsubscribed') {
    await store.db
      .updateTable('subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: now.toISOString(), confirm_token_hash: null, confirm_expires_at: null })
      .where('id', '=', subscriber.id)
      .execute();
  }
  return { outcome: 'unsubscribed', lang: isLang(subscriber.lang) ? subscriber.lang : undefined };
}
