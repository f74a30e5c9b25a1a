import type { Kysely } from 'kysely';

/** The Idempotency-Key of each stored form request, so a retried request is stored once (see leads/idempotency.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope_key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
}
