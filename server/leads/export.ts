import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { csvRow } from './csv.ts';

// New columns go at the end, so that a sheet which reads the export by position still reads it.
const leadColumns = [
  'created_at',
  'kind',
  'page',
  'lang',
  'name',
  'email',
  'phone',
  'message',
  'handled_at',
  'preferred_day',
  'time_window',
] as const;
const subscriberColumns = [
  'signup_at',
  'status',
  'email',
  'lang',
  'page',
  'consent_version',
  'signup_ip',
  'confirmed_at',
  'unsubscribed_at',
] as const;
const failedMailColumns = ['id', 'created_at', 'failed_at', 'to_address', 'subject', 'attempts', 'last_error'] as const;

/** Contact and demo requests received on or after `since`, oldest first, as CSV with a header. */
export async function leadsCsv(db: Kysely<Database>, since: Date): Promise<string> {
  const rows = await db.selectFrom('leads').select(leadColumns).where('created_at', '>=', since.toISOString()).orderBy('created_at').execute();
  return `${[csvRow(leadColumns), ...rows.map((row) => csvRow(leadColumns.map((column) => row[column])))].join('\n')}\n`;
}

/** Newsletter subscribers who signed up on or after `since`, with their consent proof. */
export async function subscribersCsv(db: Kysely<Database>, since: Date): Promise<string> {
  const rows = await db
    .selectFrom('subscribers')
    .select(subscriberColumns)
    .where('signup_at', '>=', since.toISOString())
    .orderBy('signup_at')
    .execute();
  return `${[csvRow(subscriberColumns), ...rows.map((row) => csvRow(subscriberColumns.map((column) => row[column])))].join('\n')}\n`;
}

/**
 * Mail the outbox gave up (refused by the mail server, or out of tries), queued on or after `since`:
 * the operator's list to correct an address or pass a lead on by hand.
 */
export async function failedMailsCsv(db: Kysely<Database>, since: Date): Promise<string> {
  const rows = await db
    .selectFrom('outbox')
    .select(failedMailColumns)
    .where('failed_at', 'is not', null)
    .where('created_at', '>=', since.toISOString())
    .orderBy('failed_at')
    .execute();
  const cells = (row: (typeof rows)[number]) => failedMailColumns.map((column) => (row[column] === null ? null : String(row[column])));
  return `${[csvRow(failedMailColumns), ...rows.map((row) => csvRow(cells(row)))].join('\n')}\n`;
}
