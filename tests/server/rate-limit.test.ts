import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countHit, expireRateWindows } from '../../server/store/rate-limit-store.ts';
import { postForm, postJson, storeCounts, validBodies } from '../support/api.ts';
import { siteApp } from '../support/app.ts';
import { storeKinds, type TestStore } from '../support/stores.ts';

describe('form rate limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await siteApp({ FORM_RATE_LIMIT: '3', OUTBOX_WORKER: 'false', SERVE_SITE: 'false' });
  });
  afterAll(() => app.close());

  it('allows FORM_RATE_LIMIT requests per address and 10 minutes across all forms, then answers 429 with Retry-After', async () => {
    expect((await postJson(app, 'contact', validBodies.contact)).statusCode).toBe(200);
    expect((await postJson(app, 'demo', validBodies.demo)).statusCode).toBe(200);
    expect((await postJson(app, 'newsletter', validBodies.newsletter)).statusCode).toBe(200);
    const before = await storeCounts(app);

    const limited = await postJson(app, 'contact', validBodies.contact);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(limited.json()).toEqual({ ok: false, errors: [{ field: '', code: 'rateLimited' }] });
    expect(await storeCounts(app)).toEqual(before);

    // A form posted without JavaScript goes back to its page, to the localized message at its anchor.
    const fields = { ...validBodies.contact, elapsedMs: '', returnTo: '/de/pricing', formId: 'contact' };
    const plain = await postForm(app, 'contact', fields as unknown as Record<string, string>);
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/de/pricing#contact-limited');
    expect(await storeCounts(app)).toEqual(before);
  });

  it('counts each address on its own', async () => {
    const other = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validBodies.contact,
      remoteAddress: '198.51.100.7',
    });
    expect(other.statusCode).toBe(200);
  });

  it('leaves the confirmation links and the health check out of the budget', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/newsletter/confirm?token=x' })).statusCode).toBe(303);
  });
});

describe('form rate limit shared by two instances on one PostgreSQL', () => {
  const postgres = storeKinds.find((kind) => kind.name === 'postgres')!;
  let store: TestStore;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    store = await postgres.create();
    const env = { ...store.env, FORM_RATE_LIMIT: '4', OUTBOX_WORKER: 'false', SERVE_SITE: 'false' };
    first = await siteApp(env);
    second = await siteApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await store.drop();
  });

  it('allows the limit for the sum of both, then both answer 429 with Retry-After', async () => {
    const from = '203.0.113.20';
    const post = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/contact', payload: validBodies.contact, remoteAddress: from });
    const answers = [await post(first), await post(second), await post(first), await post(second)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    for (const app of [first, second]) {
      const limited = await post(app);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
    // Another address still has its whole budget.
    const other = await second.inject({ method: 'POST', url: '/api/contact', payload: validBodies.contact, remoteAddress: '203.0.113.21' });
    expect(other.statusCode).toBe(200);
  });

  it('counts concurrent requests exactly, and stores no address, only its hash', async () => {
    const from = '203.0.113.30';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? first : second).inject({ method: 'POST', url: '/api/contact', payload: validBodies.contact, remoteAddress: from }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(6);
    const rows = await first.store.db.selectFrom('form_rate_windows').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    expect(rows.find((row) => row.key_hash === createHash('sha256').update(from).digest('hex'))?.hits).toBe(10);
  });
});

describe.each(storeKinds)('rate windows in the database on $name', (kind) => {
  let store: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await kind.create();
    app = await siteApp({ ...store.env, OUTBOX_WORKER: 'false', SERVE_SITE: 'false' });
  });
  afterAll(async () => {
    await app.close();
    await store.drop();
  });

  it('opens a new window when the last has ended, and the sweep deletes only ended windows', async () => {
    const db = app.store.db;
    const start = 1_800_000_000_000;
    expect(await countHit(db, 'a', start, 600_000)).toEqual({ current: 1, ttl: 600_000 });
    expect(await countHit(db, 'a', start + 1_000, 600_000)).toEqual({ current: 2, ttl: 599_000 });
    expect(await countHit(db, 'b', start + 2_000, 600_000)).toEqual({ current: 1, ttl: 600_000 });
    expect(await countHit(db, 'a', start + 600_000, 600_000)).toEqual({ current: 1, ttl: 600_000 });
    expect(await expireRateWindows(db, start + 602_000)).toBe(1);
    expect(await db.selectFrom('form_rate_windows').select('hits').execute()).toEqual([{ hits: 1 }]);
  });
});
