import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, smtpSink } from '../../scripts/smtp-sink.ts';
import { isStoreUnavailable } from '../../server/store/errors.ts';
import { postForm, postJson, storeCounts, validBodies } from '../support/api.ts';
import { siteApp } from '../support/app.ts';
import { storeKinds, type TestStore } from '../support/stores.ts';
import { type TcpProxy, tcpProxy, throughProxy } from '../support/tcp-proxy.ts';

const postgres = storeKinds.find((kind) => kind.name === 'postgres')!;
const key = (n: number) => `"outage-key-${String(n).padStart(4, '0')}"`;
const plainContact = { ...validBodies.contact, elapsedMs: '', returnTo: '/de/pricing', formId: 'contact' } as unknown as Record<string, string>;

/** A PostgreSQL reached through a proxy that the test can cut, as if the database stopped. */
async function postgresBehindProxy() {
  const store = await postgres.create();
  const direct = new URL(store.env.DATABASE_URL!);
  const proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port) });
  return { store, proxy, databaseUrl: throughProxy(store.env.DATABASE_URL!, proxy) };
}

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'lotrecht-outage-'));

describe('the store away on PostgreSQL', { timeout: 30_000 }, () => {
  let store: TestStore;
  let proxy: TcpProxy;
  let smtp: SmtpSink;
  let app: FastifyInstance;
  let databaseUrl: string;

  beforeAll(async () => {
    ({ store, proxy, databaseUrl } = await postgresBehindProxy());
    smtp = await smtpSink();
    app = await siteApp({
      DATA_DIR: dataDir(),
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      OUTBOX_WORKER: 'false',
      SERVE_SITE: 'false',
      FORM_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await smtp.stop();
    await store.drop();
  });
  afterEach(async () => {
    if (!(await app.inject({ url: '/api/health' })).json().storeReachable) await proxy.restore();
  });

  it('takes every form into the spool while the store is away, says so in the health check, and stores and mails each once when it is back', async () => {
    const before = await storeCounts(app);
    await proxy.cut();

    const contact = await postJson(app, 'contact', validBodies.contact, { 'idempotency-key': key(1) });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toEqual({ ok: true });
    // The browser's retry of the same request (its answer lost on the way) is taken again, and stored once.
    expect((await postJson(app, 'contact', validBodies.contact, { 'idempotency-key': key(1) })).statusCode).toBe(200);
    expect((await postJson(app, 'demo', validBodies.demo, { 'idempotency-key': key(2) })).statusCode).toBe(200);
    expect((await postJson(app, 'newsletter', validBodies.newsletter, { 'idempotency-key': key(3) })).statusCode).toBe(200);
    // A form posted without JavaScript has no key; it goes back to its page's thank-you all the same.
    const plain = await postForm(app, 'contact', { ...plainContact, name: 'Ohne Skript' });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/de/pricing#contact-sent');

    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toEqual({ ok: false, status: 'degraded', store: 'postgres', storeReachable: false, spooled: 5 });
    // Whatever else needs the store says 503 with Retry-After, never 500.
    const link = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz012345678901234',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(link.statusCode).toBe(503);
    expect(link.headers['retry-after']).toBe('5');
    expect(link.json()).toEqual({ ok: false, errors: [{ field: 'body', code: 'unavailable' }] });
    // Nothing is stored while the store is away.
    expect(await app.spool.drain()).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 50));
    const restoredAt = new Date().toISOString();
    await proxy.restore();
    await app.spool.drain();
    expect(await storeCounts(app)).toEqual({ leads: before.leads + 3, subscribers: before.subscribers + 1, outbox: before.outbox + 4 });
    const ok = await app.inject({ url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, status: 'ok', store: 'postgres', storeReachable: true, spooled: 0, failedMails: 0 });

    expect(await app.outbox.drain()).toBe(4);
    await smtp.waitFor(4);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      'Please confirm your newsletter subscription',
      'REQUEST CONTACT/HOMEPAGE',
      'REQUEST CONTACT/HOMEPAGE',
      'REQUEST DEMO/DMS',
    ]);
    // The lead keeps the time it was sent, not the time the store came back.
    const lead = await app.store.db.selectFrom('leads').select('created_at').where('name', '=', 'Ohne Skript').executeTakeFirstOrThrow();
    expect(lead.created_at < restoredAt).toBe(true);
    // The request sent again after the store is back finds its key: nothing new.
    expect((await postJson(app, 'contact', validBodies.contact, { 'idempotency-key': key(1) })).statusCode).toBe(200);
    expect((await storeCounts(app)).leads).toBe(before.leads + 3);
  });

  it('stores an entry once that the store took before the spool kept it too (a commit whose answer was lost)', async () => {
    const before = await storeCounts(app);
    expect((await postJson(app, 'contact', validBodies.contact, { 'idempotency-key': key(10) })).statusCode).toBe(200);
    const { email, name, message, page, lang } = validBodies.contact;
    await app.spool.keep({
      key: 'outage-key-0010',
      receivedAt: new Date().toISOString(),
      lead: { kind: 'contact', email, name, message, page, lang },
    });
    await app.spool.drain();
    expect(await app.spool.waiting()).toBe(0);
    expect(await storeCounts(app)).toEqual({ ...before, leads: before.leads + 1, outbox: before.outbox + 1 });
  });

  it('survives the connection dying under a query: the query fails as unavailable, the process goes on', async () => {
    const query = sql`select pg_sleep(2)`.execute(app.store.db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.cut();
    const error = await query.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isStoreUnavailable(error)).toBe(true);
    await proxy.restore();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('counts the rate limit in memory while the store is away, rather than failing the form', async () => {
    const limited = await siteApp({
      DATA_DIR: dataDir(),
      DATABASE_URL: databaseUrl,
      OUTBOX_WORKER: 'false',
      SERVE_SITE: 'false',
      FORM_RATE_LIMIT: '2',
    });
    try {
      await proxy.cut();
      const answers = [];
      for (let n = 0; n < 3; n++)
        answers.push((await postJson(limited, 'contact', validBodies.contact, { 'idempotency-key': key(20 + n) })).statusCode);
      expect(answers).toEqual([200, 200, 429]);
    } finally {
      await proxy.restore();
      await limited.close();
    }
  });
});

describe('the store away and the spool failing too (a full disk)', { timeout: 30_000 }, () => {
  let store: TestStore;
  let proxy: TcpProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    let databaseUrl: string;
    ({ store, proxy, databaseUrl } = await postgresBehindProxy());
    // A file where the spool's folder should be: nothing can be written there, even as root.
    const dir = dataDir();
    writeFileSync(path.join(dir, 'spool'), '');
    app = await siteApp({ DATA_DIR: dir, DATABASE_URL: databaseUrl, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', FORM_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await store.drop();
  });

  it('answers 503 with Retry-After (never 500), and the same request is stored once when the store is back', async () => {
    const before = await storeCounts(app);
    await proxy.cut();
    for (const kind of ['contact', 'demo', 'newsletter'] as const) {
      const refused = await postJson(app, kind, validBodies[kind], { 'idempotency-key': key(30) });
      expect(refused.statusCode, kind).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ ok: false, errors: [{ field: 'body', code: 'unavailable' }] });
    }
    const plain = await postForm(app, 'contact', plainContact);
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/de/pricing#contact-failed');
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', storeReachable: false, spooled: null });

    await proxy.restore();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await postJson(app, 'contact', validBodies.contact, { 'idempotency-key': key(30) })).statusCode).toBe(200);
    }
    expect(await storeCounts(app)).toEqual({ ...before, leads: before.leads + 1, outbox: before.outbox + 1 });
  });
});

describe('two instances on one PostgreSQL draining their spools', { timeout: 30_000 }, () => {
  let store: TestStore;
  let proxy: TcpProxy;
  let databaseUrl: string;
  const apps: FastifyInstance[] = [];
  const instance = async (dir: string) => {
    const app = await siteApp({ DATA_DIR: dir, DATABASE_URL: databaseUrl, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', FORM_RATE_LIMIT: '1000' });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    ({ store, proxy, databaseUrl } = await postgresBehindProxy());
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await proxy.close();
    await store.drop();
  });

  it('stores each request once per key, whether its copies wait in separate folders or both drain one folder', async () => {
    const first = await instance(dataDir());
    const second = await instance(dataDir());
    const shared = dataDir();
    // The fourth shares the third's folder and drains it alongside.
    const third = await instance(shared);
    await instance(shared);
    const before = await storeCounts(first);
    await proxy.cut();
    // The browser's retries reached the other instance too (its first answer lost): a copy in each folder.
    for (let n = 0; n < 10; n++) {
      const body = { ...validBodies.contact, name: `Copy ${n}` };
      for (const app of [first, second]) expect((await postJson(app, 'contact', body, { 'idempotency-key': key(100 + n) })).statusCode).toBe(200);
    }
    // Two instances on one machine share DATA_DIR (deploy/), and so one spool.
    for (let n = 0; n < 10; n++) {
      expect((await postJson(third, 'demo', { ...validBodies.demo, name: `Shared ${n}` }, { 'idempotency-key': key(200 + n) })).statusCode).toBe(200);
    }
    expect([await first.spool.waiting(), await second.spool.waiting(), await third.spool.waiting()]).toEqual([10, 10, 10]);

    await proxy.restore();
    // Each instance's worker drains too, every two seconds; these passes run beside them.
    await Promise.all(apps.map((app) => app.spool.drain()));
    expect(await storeCounts(first)).toEqual({ ...before, leads: before.leads + 20, outbox: before.outbox + 20 });
    const names = await first.store.db.selectFrom('leads').select('name').execute();
    expect(new Set(names.map((row) => row.name)).size).toBe(names.length);
    expect(await Promise.all(apps.map((app) => app.spool.waiting()))).toEqual([0, 0, 0, 0]);
  });
});

describe('the store away on SQLite (the file locked by another process)', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = dataDir();
    app = await siteApp({ DATA_DIR: dir, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', FORM_RATE_LIMIT: '1000' });
  });
  afterAll(() => app.close());

  it('keeps the request in the spool after the busy timeout, and stores it once the lock is gone', async () => {
    const before = await storeCounts(app);
    const other = new SQLite(path.join(dir, 'site.sqlite'));
    other.exec('BEGIN EXCLUSIVE');
    try {
      const answer = await postJson(app, 'contact', validBodies.contact, { 'idempotency-key': key(300) });
      expect(answer.statusCode).toBe(200);
      expect(await app.spool.waiting()).toBe(1);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    await app.spool.drain();
    expect(await storeCounts(app)).toEqual({ ...before, leads: before.leads + 1, outbox: before.outbox + 1 });
  });
});
