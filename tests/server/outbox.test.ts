import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSink } from '../../scripts/smtp-sink.ts';
import { postJson, validBodies } from '../support/api.ts';
import { siteApp } from '../support/app.ts';
import { storeKinds } from '../support/stores.ts';

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
