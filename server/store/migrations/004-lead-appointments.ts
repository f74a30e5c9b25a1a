import type { Kysely } from 'kysely';

/**
 * An appointment request's preferred day and time window. Nullable, so the rows stored before read
 * as requests without one; SQLite adds one column per statement, hence two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('preferred_day', 'varchar(10)').execute();
  await db.schema.alterTable('leads').addColumn('time_window', 'varchar(16)').execute();
}
