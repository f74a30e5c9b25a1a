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
    expect(counts).toEqual({
      leads: 1,
      pendingSubscribers: 1,
      sentMails: 0,
      failedMails: 0,
      rateLimitWindows: 0,
      idempotencyKeys: 1,
      withdrawnSubscribers: 1,
    });
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

  it('exports the mails given up with --failed, and nothing else of the outbox', async () => {
    await app.store.db
      .insertInto('outbox')
      .values([
        outboxRow('export-failed', { failed_at: new Date(now.getTime() - day), attempts: 1, last_error: 'Error: 501 <x@refused.example>: rejected' }),
        outboxRow('export-sent', { sent_at: new Date(now.getTime() - day) }),
        outboxRow('export-queued', {}),
      ])
      .execute();
    const { stdout } = await run(process.execPath, [path.resolve('scripts/leads.ts'), '--failed'], { env: { ...process.env, ...store.env } });
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toEqual([
      'id,created_at,failed_at,to_address,subject,attempts,last_error',
      `export-failed,${new Date(now.getTime() - 2 * day).toISOString()},${new Date(now.getTime() - day).toISOString()},sales@lotrecht.example,REQUEST CONTACT/HOMEPAGE,1,Error: 501 <x@refused.example>: rejected`,
    ]);
  });

  it('deletes given-up mail after 30 days like sent mail, and its lead six months after the failure', async () => {
    const failedAt = new Date(now.getTime() - 31 * day);
    await app.store.db
      .insertInto('leads')
      .values([failedLead('lead-of-old-failure', failedAt), failedLead('lead-of-recent-failure', new Date(now.getTime() - 29 * day))])
      .execute();
    await app.store.db
      .insertInto('outbox')
      .values([
        outboxRow('old-failure', { failed_at: failedAt, lead_id: 'lead-of-old-failure' }),
        outboxRow('recent-failure', { failed_at: new Date(now.getTime() - 29 * day), lead_id: 'lead-of-recent-failure' }),
      ])
      .execute();

    expect((await applyRetention(app.store.db, now)).failedMails).toBe(1);
    const mails = (await app.store.db.selectFrom('outbox').select('id').where('failed_at', 'is not', null).execute()).map((row) => row.id);
    expect(mails.sort()).toEqual(['export-failed', 'recent-failure']);
    // With its mail gone, the lead counts as handled when the mail failed; the other waits, unhandled, with its mail.
    const handled = async (id: string) =>
      (await app.store.db.selectFrom('leads').select('handled_at').where('id', '=', id).executeTakeFirst())?.handled_at;
    expect(await handled('lead-of-old-failure')).toBe(failedAt.toISOString());
    expect(await handled('lead-of-recent-failure')).toBeNull();

    const sixMonthsAfter = new Date(failedAt);
    sixMonthsAfter.setUTCMonth(sixMonthsAfter.getUTCMonth() + 6);
    await applyRetention(app.store.db, new Date(sixMonthsAfter.getTime() - day));
    expect(await handled('lead-of-old-failure')).toBe(failedAt.toISOString());
    await applyRetention(app.store.db, new Date(sixMonthsAfter.getTime() + day));
    expect(await handled('lead-of-old-failure')).toBeUndefined();
  });

  /** A sales mail as the outbox keeps it, queued two days before `now`; `state` makes it sent or given up. */
  function outboxRow(id: string, state: { failed_at?: Date; sent_at?: Date; attempts?: number; last_error?: string; lead_id?: string }) {
    return {
      id,
      lead_id: state.lead_id ?? null,
      to_address: 'sales@lotrecht.example',
      reply_to: null,
      subject: 'REQUEST CONTACT/HOMEPAGE',
      text_body: 'Lead',
      html_body: '<p>Lead</p>',
      unsubscribe_url: null,
      created_at: new Date(now.getTime() - 2 * day).toISOString(),
      attempts: state.attempts ?? 0,
      next_attempt_at: new Date(now.getTime() - 2 * day).toISOString(),
      locked_by: null,
      locked_until: null,
      sent_at: state.sent_at?.toISOString() ?? null,
      failed_at: state.failed_at?.toISOString() ?? null,
      last_error: state.last_error ?? null,
    };
  }

  function failedLead(id: string, failedAt: Date) {
    return {
      id,
      kind: 'contact' as const,
      email: `${id}@example.com`,
      name: `Lead ${id}`,
      message: null,
      phone: null,
      page: 'HOMEPAGE',
      lang: 'de',
      created_at: new Date(failedAt.getTime() - 3600_000).toISOString(),
      handled_at: null,
    };
  }
});

describe('csvRow', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', 'two\nlines', null])).toBe('a,"b,c","say ""hi""","two\nlines",');
  });

  it('leaves no live formula in a cell split at a tab or line break', () => {
    const row = csvRow(["x\t+cmd|'/c calc'!A1", '\t=1+1', 'a\r\n@SUM(A1)', 'ok\u0001-2']);
    expect(row).toBe(`"x\t'+cmd|'/c calc'!A1","'\t'=1+1","a\r\n'@SUM(A1)","ok\u0001'-2"`);
    // Split as an import wizard splits on tabs and line breaks: no piece starts a formula.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test splits where a control character stands
    for (const piece of row.split(/[\t\r\n\u0001,]/)) expect(piece.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  });
});
