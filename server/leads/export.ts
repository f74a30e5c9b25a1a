import type { Kysely } from 'kysely';
import { leadFieldTable } from '../../app/shared/lead-fields.ts';
import type { Database, LeadTable } from '../store/schema.ts';
import { csvRow } from './csv.ts';

// The request's own columns, at their places; the visitor's fields fill the others, each at its `csv`
// place in app/shared/lead-fields.ts. New columns go at the end, so that a sheet which reads the
// export by position still reads it.
const requestColumns: [number, keyof LeadTable][] = [
  [1, 'created_at'],
  [2, 'kind'],
  [3, 'page'],
  [4, 'lang'],
  [9, 'handled_at'],
];
const leadColumns = inPlace([...requestColumns, ...leadFieldTable.map((entry) => [entry.csv, entry.column] as const)]);

function inPlace(placed: (readonly [number, keyof LeadTable])[]): (keyof LeadTable)[] {
  const columns: (keyof LeadTable)[] = [];
  for (const [place, column] of placed) {
    if (columns[place - 1]) throw new Error(`Export place ${place} is taken twice: ${columns[place - 1]} and ${column}`);
    columns[place - 1] = column;
  }
  // A gap would shift every column after it.
  if (Object.keys(columns).length !== columns.length) throw new Error('The export has a place no column takes');
  return columns;
}
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
