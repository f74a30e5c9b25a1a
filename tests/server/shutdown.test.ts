import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSink } from '../../scripts/smtp-sink.ts';
import { postJson, validBodies } from '../support/api.ts';
import { siteApp } from '../support/app.ts';
import { storeKinds, type TestStore } from '../support/stores.ts';

/** The real server as its own process; resolves with it and its address once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.resolve('server/main.ts')], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', SERVE_SITE: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffer);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

describe('SIGTERM on PostgreSQL', () => {
  const postgres = storeKinds.find((kind) => kind.name === 'postgres')!;
  let store: TestStore;
  beforeAll(async () => {
    store = await postgres.create();
  });
  afterAll(() => store.drop());

  it('finishes the request in flight and the mail being sent, gives the rest back to the queue, and exits within 10 s', {
    timeout: 60_000,
  }, async () => {
    // One mail every 600 ms: the worker is in the middle of its batch when the signal comes.
    const smtp = await smtpSink({ delayMs: 600 });
    const queueing = await siteApp({ ...store.env, SMTP_URL: smtp.url, OUTBOX_WORKER: 'false', SERVE_SITE: 'false', FORM_RATE_LIMIT: '1000' });
    for (let i = 0; i < 8; i++) {
      expect((await postJson(queueing, 'contact', { ...validBodies.contact, name: `Queued ${i}` })).statusCode).toBe(200);
    }
    await queueing.close();

    const env = { ...store.env, SMTP_URL: smtp.url, FORM_RATE_LIMIT: '1000' };
    const { child, url } = await startServer(env);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));

    // A request whose body is still on its way when the signal comes.
    const body = JSON.stringify({ ...validBodies.contact, name: 'In flight' });
    const request = http.request(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 20));

    await smtp.waitFor(1, 10_000);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The instance no longer takes new connections.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    request.end(body.slice(20));
    expect(await answer).toEqual({ status: 200, text: '{"ok":true}' });

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);

    const db = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ sent: boolean; leased: boolean; name: string }>(
        `SELECT sent_at IS NOT NULL AS sent, locked_by IS NOT NULL AS leased, substring(text_body from '(Queued \\d|In flight)') AS name FROM outbox`,
      );
      const sentNow = smtp.received.length;
      // It did not start on the batch's remaining mails, and left none of them leased to itself.
      expect(sentNow).toBeGreaterThanOrEqual(1);
      expect(sentNow).toBeLessThan(8);
      expect(rows.filter((row) => row.sent)).toHaveLength(sentNow);
      expect(rows.filter((row) => row.leased)).toEqual([]);
      expect(rows.map((row) => row.name).sort()).toContain('In flight');
    } finally {
      await db.end();
    }

    // The next instance sends the rest, each mail once.
    const next = await startServer(env);
    try {
      await smtp.waitFor(9, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const names = smtp.received.map((mail) => mail.text!.match(/Queued \d|In flight/)![0]);
      expect(names).toHaveLength(9);
      expect(new Set(names).size).toBe(9);
    } finally {
      next.child.kill('SIGTERM');
      await new Promise((resolve) => next.child.once('exit', resolve));
      await smtp.stop();
    }
  });
});
