import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where the test script's PostgreSQL is; the role may create databases (scripts/system-deps.sh). */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://lotrecht_test:lotrecht_test@127.0.0.1:5432/postgres';

export interface TestStore {
  name: 'sqlite' | 'postgres';
  /** Environment for the server: DATA_DIR always, DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty store of each kind; the suites that touch the store run once for each. */
export const storeKinds = [
  {
    name: 'sqlite' as const,
    async create(): Promise<TestStore> {
      return { name: 'sqlite', env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lotrecht-store-')), DATABASE_URL: '' }, drop: async () => {} };
    },
  },
  {
    name: 'postgres' as const,
    async create(): Promise<TestStore> {
      const database = `lotrecht_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresAdminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(postgresAdminUrl);
      url.pathname = `/${database}`;
      return {
        name: 'postgres',
        env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lotrecht-store-')), DATABASE_URL: url.href },
        async drop() {
          const client = new pg.Client({ connectionString: postgresAdminUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
          await client.end();
        },
      };
    },
  },
];

/** One kind of store, as `storeKinds` lists them. */
export type StoreKind = (typeof storeKinds)[number];
