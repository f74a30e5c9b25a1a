import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import * as initial from './migrations/001-initial.ts';
import * as formRateWindows from './migrations/002-form-rate-windows.ts';
import * as idempotencyKeys from './migrations/003-idempotency-keys.ts';
import * as leadAppointments from './migrations/004-lead-appointments.ts';
import * as outboxFailed from './migrations/005-outbox-failed.ts';
import * as confirmationMailCap from './migrations/006-confirmation-mail-cap.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A human-readable place, for the start-up log (no password). */
  location: string;
}

const connectTimeoutMs = 5_000;

/** PostgreSQL when a URL is given, otherwise an SQLite file under the data folder (no set-up). */
export function openStore(options: { databaseUrl?: string; dataDir: string; onIdleError?: (error: Error) => void }): Store {
  if (options.databaseUrl) {
    // Without a connect timeout a request waits as long as the operating system lets a dead host
    // hang; after a few seconds it is better kept in the spool (server/spool/).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
    // An idle connection that the database closes (restart, failover) must not take the server down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A connection lost during a query fails that query, and pg also emits 'error' on the client,
    // which the pool listens for only while the client is idle: unheard, it would end the process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      location: `postgres://${url.host}${url.pathname}`,
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'site.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets the outbox worker read while a request writes; a busy timeout waits out a second process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) }), dialect: 'sqlite', location: file };
}

/**
 * Kysely prepares every query anew; compiling the same SQL again was an eighth of the contact
 * endpoint's CPU time. Statements are reused per SQL text (better-sqlite3 runs them synchronously,
 * so one statement is never in use twice at once).
 */
function cachingStatements(sqlite: SQLite.Database): SQLite.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = prepare(sql);
      if (cache.size >= 500) cache.clear();
      cache.set(sql, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-form-rate-windows': formRateWindows,
  '003-idempotency-keys': idempotencyKeys,
  '004-lead-appointments': leadAppointments,
  '005-outbox-failed': outboxFailed,
  '006-confirmation-mail-cap': confirmationMailCap,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; runs on every start, in both dialects. */
export async function migrate(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
