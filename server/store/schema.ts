import type { Generated } from 'kysely';

// Timestamps are ISO-8601 UTC strings in both dialects: they sort and compare as text, and the
// same migration creates the same columns in SQLite and PostgreSQL.

export interface LeadTable {
  id: string;
  kind: 'contact' | 'demo';
  email: string;
  name: string;
  message: string | null;
  phone: string | null;
  /** An appointment request's preferred day (ISO, "2026-12-01") and time window ("morning"); null on other requests and on rows from before they existed. */
  preferred_day: string | null;
  time_window: string | null;
  page: string;
  lang: string;
  created_at: string;
  /**
   * When the sales team's mail went out; retention counts from here. A lead whose mail failed gets
   * the failure's time when retention drops that mail (server/jobs/retention.ts).
   */
  handled_at: string | null;
}

export interface SubscriberTable {
  id: string;
  email: string;
  lang: string;
  page: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  unsubscribe_token_hash: string;
  consent_version: string;
  signup_at: string;
  signup_ip: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** Confirmation mails sent since `confirm_mails_since` (server/leads/newsletter.ts caps them). */
  confirm_mails: Generated<number>;
  confirm_mails_since: string | null;
}

export interface OutboxTable {
  id: string;
  /** The lead this mail reports, so handling can be recorded when it is sent. */
  lead_id: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** Sent as List-Unsubscribe on newsletter mails. */
  unsubscribe_url: string | null;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  sent_at: string | null;
  /** When the mail was given up: never claimed again, counted by the health check, kept as long as sent mail. */
  failed_at: string | null;
  last_error: string | null;
}

/** One address's window of the form rate limit; the address itself is not stored, only its hash. */
export interface FormRateWindowTable {
  key_hash: string;
  hits: number;
  /** Epoch milliseconds; a bigint, which PostgreSQL's driver returns as a string. */
  ends_at_ms: number | string;
}

/** A form request's Idempotency-Key, e.g. `contact:8e03978e-…`, with a hash of what was sent under it. */
export interface IdempotencyKeyTable {
  scope_key: string;
  request_hash: string;
  created_at: string;
}

export interface Database {
  leads: LeadTable;
  subscribers: SubscriberTable;
  outbox: OutboxTable;
  form_rate_windows: FormRateWindowTable;
  idempotency_keys: IdempotencyKeyTable;
}
