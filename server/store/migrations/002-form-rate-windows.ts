import type { Kysely } from 'kysely';

/** The form rate limit's windows, shared by every instance on one database (see rate-limit-store.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_rate_windows')
    .addColumn('key_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('ends_at_ms', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('form_rate_windows_ends_at').on('form_rate_windows').column('ends_at_ms').execute();
}
