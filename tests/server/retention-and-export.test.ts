import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../../server/jobs/retention.ts';
import { csvRow } from '../../server/leads/csv.ts';
import { postJson, validBodies } from '../support/api.ts';
import { siteApp } from '../support/app.ts';
import { storeKinds, type TestStore } from '../support/stores.ts';

const day = 24 * 3600_000;
const run = promisify(execFile);

describe.each(storeKinds)('retention and export on $name', (kind) => {
  let store: TestStore;
  let app: FastifyInstance;
  const now = new Date('2026-11-22T12:00:00Z');

  beforeAll(async () => {
    store = await kind.create();
    app = await siteApp({ ...store.env, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', FORM_RATE_LIMIT: '1000' });
    const lead = (id: string, createdAt: Date, handledAt: Date | null) => ({
      id,
      kind: 'contact' as const,
      email: `${id}@example.com`,
      name: `Lead ${id}`,
      message: id === 'old-handled' ? '=HYPERLINK("http://evil")' : 'Hallo, "Welt"',
      phone: null,
      page: 'HOMEPAGE',
      lang: 'de',
      created_at: createdAt.toISOString(),
      handled_at: handledAt?.toISOString() ?? null,
    });
    await app.store.db
      .insertInto('leads')
      .values([
        lead('old-handled', new Date(now.getTime() - 200 * day), new Date(now.getTime() - 190 * day)),
        lead('recent-handled', new Date(now.getTime() - 100 * day), new Date(now.getTime() - 100 * day)),
        lead('old-unhandled', new Date(now.getTime() - 300 * day), null),
      ])
      .execute();
    const subscriber = (id: string, status: 'pending' | 'confirmed' | 'unsubscribed', signupAt: Date, unsubscribedAt: Date | null = null) => ({
      id,
      email: `${id}@example.com`,
      lang: 'en',
      page: 'PRICING',
      status,
      confirm_token_hash: null,
      confirm_expires_at: null,
      unsubscribe_token_hash: `hash-${id}`,
      consent_version: '2026-11-22',
      signup_at: signupAt.toISOString(),
      signup_ip: '192.0.2.1',
      confirmed_at: status === 'pending' ? null : signupAt.toISOString(),
      unsubscribed_at: unsubscribedAt?.toISOString() ?? null,
    });
    await app.store.db
      .insertInto('subscribers')
      .values([
        subscriber('stale-pending', 'pending', new Date(now.getTime() - 31 * day)),
        subscriber('fresh-pending', 'pending', new Date(now.getTime() - 2 * day)),
        subscriber('old-confirmed', 'confirmed', new Date(now.getTime() - 400 * day)),
        // Withdrawn in 2022: time-barred since the end of 2025. Withdrawn in 2023: kept until the end of 2026.
        subscriber('withdrawn-2022', 'unsubscribed', new Date('2021-05-01T00:00:00Z'), new Date('2022-12-31T23:00:00Z')),
        subscriber('withdrawn-2023', 'unsubscribed', new Date('2021-05-01T00:00:00Z'), new Date('2023-01-01T01:00:00Z')),
      ])
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await store.drop();
  });

  it('exports leads as CSV, defusing spreadsheet formulas', async () => {
    const { stdout } = await run(process.execPath, [path.resolve('scripts/leads.ts'), '--since', '2026-03-01'], {
      env: { ...process.env, ...store.env, LOG_LEVEL: 'error' },
    });
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('created_at,kind,page,lang,name,email,phone,message,handled_at,preferred_day,time_window');
    expect(lines).toHaveLength(3);
    expect(stdout).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(stdout).not.toContain('old-unhandled');
  });

  it('exports subscribers with their consent proof', async () => {
    const { stdout } = await run(process.execPath, [path.resolve('scripts/leads.ts'), '--subscribers', '--since', '2024-01-01'], {
      env: { ...process.env, ...store.env },
    });
    expect(stdout.split('\n')[0]).toBe('signup_at,status,email,lang,page,consent_version,signup_ip,confirmed_at,unsubscribed_at');
    expect(stdout).toContain('old-confirmed@example.com');
    expect(stdout).toContain('192.0.2.1');
  });

  it('refuses a malformed date', async () => {
    await expect(
      run(process.execPath, [path.resolve('scripts/leads.ts'), '--since', 'last week'], { env: { ...process.env, ...store.env } }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--since takes a date'),
    });
  });

  it('deletes handled requests after six months, unconfirmed sign-ups after 30 days, withdrawn consent proofs once time-barred and idempotency keys after a day, nothing else', async () => {
    await postJson(app, 'contact', validBodies.contact);
    await app.store.db
      .insertInto('idempotency_keys')
      .values([
        { scope_key: 'contact:day-old-key', request_hash: 'a', created_at: new Date(now.getTime() - 25 * 3600_000).toISOString() },
        { scope_key: 'contact:fresh-key-1', request_hash: 'b', created_at: new Date(now.getTime() - 23 * 3600_000).toISOString() },
      ])
      .execute();
    const counts = await applyRetention(app.store.db, now);
    expect(counts).toEqual({ leads: 1, pendingSubscribers: 1, sentMails: 0, rateLimitWindows: 0, idempotencyKeys: 1, withdrawnSubscribers: 1 });
    // The request above, posted without a key, was given one by the server (a fresh one: kept).
    const keys = (await app.store.db.selectFrom('idempotency_keys').select('scope_key').execute()).map((row) => row.scope_key);
    expect(keys.sort()).toEqual([expect.stringMatching(/^contact:[0-9a-f-]{36}$/), 'contact:fresh-key-1']);
    const leads = (await app.store.db.selectFrom('leads').select('id').execute()).map((row) => row.id).sort();
    expect(leads).toContain('recent-handled');
    expect(leads).toContain('old-unhandled');
    expect(leads).not.toContain('old-handled');
    const subscribers = (await app.store.db.selectFrom('subscribers').select('id').execute()).map((row) => row.id).sort();
    expect(subscribers).toEqual(['fresh-pending', 'old-confirmed', 'withdrawn-2023']);
  });
});

describe('csvRow', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', 'two\nlines', null])).toBe('a,"b,c","say ""hi""","two\nlines",');
  });
});
