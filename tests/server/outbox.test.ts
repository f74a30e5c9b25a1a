import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, smtpSink } from '../../scripts/smtp-sink.ts';
import { failedMailsCsv } from '../../server/leads/export.ts';
import { maxMailAttempts, startOutboxWorker } from '../../server/mail/outbox-worker.ts';
import { createMailTransport } from '../../server/mail/transport.ts';
import { postJson, validBodies } from '../support/api.ts';
import { siteApp } from '../support/app.ts';
import { storeKinds, type TestStore } from '../support/stores.ts';

describe.each(storeKinds)('outbox on $name', (kind) => {
  it('answers 2xx while SMTP is down, loses nothing, and delivers each mail once when it is back', async () => {
    const store = await kind.create();
    const smtp = await smtpSink();
    await smtp.stop();
    const app = await siteApp({ ...store.env, SMTP_URL: smtp.url, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', FORM_RATE_LIMIT: '1000' });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await postJson(app, 'contact', { ...validBodies.contact, name: `Visitor ${i}` });
        expect(res.statusCode).toBe(200);
      }
      expect(await app.outbox.drain()).toBe(0);
      const failed = await app.store.db.selectFrom('outbox').select(['attempts', 'last_error', 'sent_at', 'next_attempt_at']).execute();
      expect(failed).toHaveLength(5);
      for (const row of failed) {
        expect(row.sent_at).toBeNull();
        expect(row.attempts).toBe(1);
        expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      }

      await smtp.start();
      // The retry is due only after its backoff; make it due now rather than wait in the test.
      await app.store.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .execute();
      expect(await app.outbox.drain()).toBe(5);
      await smtp.waitFor(5);
      expect(await app.outbox.drain()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received.map((mail) => mail.text!.match(/Visitor \d/)![0]).sort()).toEqual([
        'Visitor 0',
        'Visitor 1',
        'Visitor 2',
        'Visitor 3',
        'Visitor 4',
      ]);
      const leads = await app.store.db.selectFrom('leads').select('handled_at').execute();
      expect(leads.every((lead) => lead.handled_at)).toBe(true);
    } finally {
      await app.close();
      await smtp.stop();
      await store.drop();
    }
  });

  it('waits longer after each failure', async () => {
    const store = await kind.create();
    const smtp = await smtpSink();
    await smtp.stop();
    const app = await siteApp({ ...store.env, SMTP_URL: smtp.url, OUTBOX_WORKER: 'false', SERVE_SITE: 'false' });
    try {
      await postJson(app, 'demo', validBodies.demo);
      const delays: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        await app.store.db
          .updateTable('outbox')
          .set({ next_attempt_at: new Date(0).toISOString() })
          .execute();
        const started = Date.now();
        await app.outbox.drain();
        const row = await app.store.db.selectFrom('outbox').select('next_attempt_at').executeTakeFirstOrThrow();
        delays.push(new Date(row.next_attempt_at).getTime() - started);
      }
      expect(delays[1]! / delays[0]!).toBeGreaterThan(1.8);
      expect(delays[2]! / delays[1]!).toBeGreaterThan(1.8);
    } finally {
      await app.close();
      await store.drop();
    }
  });
});

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

const hour = 3600_000;
const warn = 40;

/**
 * A worker of the test's own over the app's store and a real SMTP transport: its clock is the
 * test's, so hours of backoff pass without waiting, and its log lines are kept, parsed.
 */
function testWorker(app: FastifyInstance, smtpUrl: string) {
  const lines: LogLine[] = [];
  const clock = { now: new Date() };
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const transport = createMailTransport({ smtpUrl, dataDir: app.config.dataDir, from: app.config.mailFrom });
  const worker = startOutboxWorker({ store: app.store, transport, log, now: () => clock.now });
  return {
    worker,
    lines,
    clock,
    givenUp: () => lines.filter((line) => line.msg.startsWith('mail given up')),
    retried: () => lines.filter((line) => line.msg === 'mail delivery failed'),
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}

const outboxRows = (app: FastifyInstance) =>
  app.store.db.selectFrom('outbox').select(['id', 'attempts', 'next_attempt_at', 'sent_at', 'failed_at', 'last_error']).execute();

describe.each(storeKinds)('a mail whose recipient the server refuses with 501, on $name', (kind) => {
  const address = 'vertrieb@refused.example';
  let store: TestStore;
  let smtp: SmtpSink;
  let app: FastifyInstance;
  let test: ReturnType<typeof testWorker>;
  let firstTry: Date;

  beforeAll(async () => {
    store = await kind.create();
    smtp = await smtpSink({ rejectRecipients: { match: /@refused\.example$/, code: 501 } });
    app = await siteApp({ ...store.env, SMTP_URL: smtp.url, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', LEADS_TO: `Vertrieb <${address}>` });
    expect((await postJson(app, 'contact', validBodies.contact)).statusCode).toBe(200);
    test = testWorker(app, smtp.url);
    firstTry = test.clock.now;
    expect(await test.worker.drain()).toBe(0);
    // Two days of passes: long past any backoff.
    for (let pass = 1; pass <= 48; pass++) {
      test.clock.now = new Date(firstTry.getTime() + pass * hour);
      await test.worker.drain();
    }
  });
  afterAll(async () => {
    await test?.stop();
    await app?.close();
    await smtp?.stop();
    await store?.drop();
  });

  it('is given up after its one attempt and never sent again', async () => {
    expect(smtp.rejected).toEqual([address]);
    expect(smtp.received).toHaveLength(0);
    const [row] = await outboxRows(app);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: firstTry.toISOString(), last_error: expect.stringContaining('501') });
    // The lead was never handled: the export shows it so while the failed mail waits for the operator.
    const [lead] = await app.store.db.selectFrom('leads').select('handled_at').execute();
    expect(lead!.handled_at).toBeNull();
  });

  it('is logged once, at warn, with its id, the domain, the attempts and the reply, but not the address', async () => {
    const [row] = await outboxRows(app);
    expect(test.givenUp()).toEqual([
      expect.objectContaining({
        level: warn,
        mailId: row!.id,
        recipientDomain: 'refused.example',
        attempts: 1,
        smtpReply: expect.stringMatching(/^501 .*Recipient address rejected/),
      }),
    ]);
    // Refused for good, it was not retried.
    expect(test.retried()).toEqual([]);
    expect(JSON.stringify(test.lines)).not.toContain('vertrieb');
  });

  it('is counted in the health check, which stays 200', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, status: 'ok', storeReachable: true, failedMails: 1 });
  });

  it('is listed by the export of failed mail', async () => {
    const [row] = await outboxRows(app);
    const lines = (await failedMailsCsv(app.store.db, new Date(0))).trimEnd().split('\n');
    expect(lines[0]).toBe('id,created_at,failed_at,to_address,subject,attempts,last_error');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${row!.id},`);
    expect(lines[1]).toContain(`,${firstTry.toISOString()},Vertrieb <${address}>,REQUEST CONTACT/HOMEPAGE,1,`);
  });
});

describe.each(storeKinds)('a mail that fails only for the time being, on $name', (kind) => {
  it.each([
    { cause: '451 for its recipient', code: 451, reply: /^451 / },
    { cause: 'no mail server', code: undefined, reply: /ECONNREFUSED/ },
  ])('is retried with growing waits up to the bound, about 12 h, then given up ($cause)', { timeout: 30_000 }, async ({ code, reply }) => {
    const store = await kind.create();
    const smtp = await smtpSink({ rejectRecipients: { match: /@later\.example$/, code: code ?? 451 } });
    if (!code) await smtp.stop();
    const app = await siteApp({ ...store.env, SMTP_URL: smtp.url, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', LEADS_TO: 'sales@later.example' });
    const test = testWorker(app, smtp.url);
    try {
      await postJson(app, 'demo', validBodies.demo);
      const firstTry = new Date();
      test.clock.now = firstTry;
      const waits: number[] = [];
      // Each pass at the moment the mail is due again, as the worker's timer would find it.
      for (let pass = 0; pass < 3 * maxMailAttempts; pass++) {
        await test.worker.drain();
        const [row] = await outboxRows(app);
        if (row!.failed_at) break;
        waits.push(new Date(row!.next_attempt_at).getTime() - test.clock.now.getTime());
        test.clock.now = new Date(row!.next_attempt_at);
      }
      const [row] = await outboxRows(app);
      expect(row).toMatchObject({ attempts: maxMailAttempts, sent_at: null, failed_at: test.clock.now.toISOString() });
      expect(waits).toHaveLength(maxMailAttempts - 1);
      expect(waits[1]! / waits[0]!).toBe(2);
      expect(Math.max(...waits)).toBe(hour);
      const span = test.clock.now.getTime() - firstTry.getTime();
      expect(span).toBeGreaterThan(11 * hour);
      expect(span).toBeLessThan(13 * hour);
      if (code) expect(smtp.rejected).toHaveLength(maxMailAttempts);

      // Given up: a day later nothing goes out and nothing is tried.
      test.clock.now = new Date(test.clock.now.getTime() + 24 * hour);
      expect(await test.worker.drain()).toBe(0);
      expect((await outboxRows(app))[0]!.attempts).toBe(maxMailAttempts);
      if (code) expect(smtp.rejected).toHaveLength(maxMailAttempts);

      // Every retry at warn (not error), and one line when it was given up.
      expect(test.retried()).toHaveLength(maxMailAttempts - 1);
      expect(test.lines.every((line) => line.level <= warn)).toBe(true);
      expect(test.givenUp()).toEqual([
        expect.objectContaining({
          level: warn,
          mailId: row!.id,
          recipientDomain: 'later.example',
          attempts: maxMailAttempts,
          smtpReply: expect.stringMatching(reply),
        }),
      ]);
    } finally {
      await test.stop();
      await app.close();
      if (code) await smtp.stop();
      await store.drop();
    }
  });
});

describe('two server processes on one PostgreSQL', () => {
  const postgres = storeKinds.find((kind) => kind.name === 'postgres')!;
  const processes: ChildProcess[] = [];

  const sentBy = new Map<ChildProcess, number>();

  function startServer(env: Record<string, string>): Promise<void> {
    const child = spawn(process.execPath, [path.resolve('server/main.ts')], {
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', SERVE_SITE: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    processes.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        for (const [, sent] of text.matchAll(/"sent":(\d+)/g)) sentBy.set(child, (sentBy.get(child) ?? 0) + Number(sent));
        if (text.includes('Server listening')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  }

  let store: Awaited<ReturnType<typeof postgres.create>>;
  beforeAll(async () => {
    store = await postgres.create();
  });
  afterAll(async () => {
    await Promise.all(processes.map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))));
    await store.drop();
  });

  it('delivers each queued mail exactly once while both workers race for it', { timeout: 60_000 }, async () => {
    // A slow mail server keeps both workers busy at the same time.
    const smtp = await smtpSink({ delayMs: 30 });
    // Queue 60 mails through one app first, with no worker running, then let two processes drain.
    const app = await siteApp({ ...store.env, SMTP_URL: smtp.url, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', FORM_RATE_LIMIT: '1000' });
    for (let i = 0; i < 60; i++) {
      expect((await postJson(app, 'contact', { ...validBodies.contact, name: `Racer ${i}` })).statusCode).toBe(200);
    }
    await app.close();

    const env = { ...store.env, SMTP_URL: smtp.url };
    await Promise.all([startServer(env), startServer(env)]);
    await smtp.waitFor(60, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const names = smtp.received.map((mail) => mail.text!.match(/Racer \d+/)![0]);
    expect(names).toHaveLength(60);
    expect(new Set(names).size).toBe(60);
    // Both processes took part, and together they report exactly the 60 deliveries.
    expect([...sentBy.values()].every((sent) => sent > 0)).toBe(true);
    expect([...sentBy.values()].reduce((a, b) => a + b, 0)).toBe(60);
    const unsent = await new (await import('pg')).default.Client({ connectionString: store.env.DATABASE_URL });
    await unsent.connect();
    const { rows } = await unsent.query('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL');
    await unsent.end();
    expect(rows[0].n).toBe(0);
    await smtp.stop();
  });
});
