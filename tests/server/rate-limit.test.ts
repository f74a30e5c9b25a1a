import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, storeCounts, validBodies } from '../support/api.ts';
import { siteApp } from '../support/app.ts';

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
