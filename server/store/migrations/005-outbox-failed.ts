import type { Kysely } from 'kysely';

/**
 * When the outbox gave a mail up (refused for good by the mail server, or out of tries). Nullable,
 * so the rows stored before read as mail that was never given up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('failed_at', 'varchar(30)').execute();
}
