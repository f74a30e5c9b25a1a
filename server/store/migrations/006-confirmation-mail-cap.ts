import type { Kysely } from 'kysely';

/**
 * How many confirmation mails a mailbox got in its current 30-day window, and when that window
 * began: the cap that keeps the sign-up form from being turned on someone's inbox. Rows from before
 * start with none counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscribers')
    .addColumn('confirm_mails', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('subscribers').addColumn('confirm_mails_since', 'varchar(30)').execute();
}
