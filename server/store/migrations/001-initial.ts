import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('phone', 'varchar(40)')
    .addColumn('page', 'varchar(32)', (col) => col.notNull())
    .addColumn('lang', 'varchar(2)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('handled_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('lang', 'varchar(2)', (col) => col.notNull())
    .addColumn('page', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('confirm_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('confirm_expires_at', 'varchar(30)')
    .addColumn('unsubscribe_token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('consent_version', 'varchar(32)', (col) => col.notNull())
    .addColumn('signup_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('signup_ip', 'varchar(45)', (col) => col.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('unsubscribed_at', 'varchar(30)')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('lead_id', 'varchar(36)')
    .addColumn('to_address', 'varchar(254)', (col) => col.notNull())
    .addColumn('reply_to', 'varchar(254)')
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('unsubscribe_url', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('subscribers').execute();
  await db.schema.dropTable('leads').execute();
}
