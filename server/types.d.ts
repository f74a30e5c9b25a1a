import 'fastify';
import type { Config } from './config.ts';
import type { OutboxWorker } from './mail/outbox-worker.ts';
import type { Spool } from './plugins/spool.ts';
import type { Store } from './store/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    outbox: OutboxWorker;
    spool: Spool;
  }
  interface FastifyRequest {
    /** Set for a form posted without JavaScript: where the visitor goes back to, which form it was, and whether success stays on the page. */
    formPost?: { returnTo: string; formId: string; stay: boolean };
  }
}
