import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type SmtpSink, smtpSink } from '../../scripts/smtp-sink.ts';
import { siteApp } from './app.ts';
import type { StoreKind, TestStore } from './stores.ts';

export interface FormsApp {
  store: TestStore;
  smtp: SmtpSink;
  app: FastifyInstance;
}

/**
 * The server over a fresh store of `kind` with a real SMTP sink, for the tests of one describe block:
 * the outbox is driven by hand, the rate limit is out of the way, and each test starts with an empty
 * sink. `prepare` runs on the store before the server migrates it (rows from an older schema).
 * The returned object is filled in before the first test.
 */
export function formsApp(kind: StoreKind, env: Record<string, string> = {}, prepare?: (store: TestStore) => Promise<void>): FormsApp {
  const fixture = {} as FormsApp;
  beforeAll(async () => {
    fixture.store = await kind.create();
    await prepare?.(fixture.store);
    fixture.smtp = await smtpSink();
    fixture.app = await siteApp({ ...fixture.store.env, SMTP_URL: fixture.smtp.url, OUTBOX_WORKER: 'false', FORM_RATE_LIMIT: '1000', ...env });
  });
  afterAll(async () => {
    await fixture.app.close();
    await fixture.smtp.stop();
    await fixture.store.drop();
  });
  beforeEach(() => {
    fixture.smtp.received.length = 0;
  });
  return fixture;
}
