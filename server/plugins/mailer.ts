import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { startOutboxWorker } from '../mail/outbox-worker.ts';
import { createMailTransport } from '../mail/transport.ts';

/** Delivers the outbox: through SMTP when configured, else into .eml files (and says where). */
const mailer: FastifyPluginAsync = async (app) => {
  const { smtpUrl, dataDir, mailFrom, outboxWorker, outboxLeaseMs } = app.config;
  const transport = createMailTransport({ smtpUrl, dataDir, from: mailFrom });
  app.log.info(smtpUrl ? `mail goes out by ${transport.description}` : `no SMTP_URL: mail is written to ${transport.description}`);

  const worker = startOutboxWorker({ store: app.store, transport, log: app.log, leaseMs: outboxLeaseMs });
  app.decorate('outbox', worker);
  // Without the background worker (tests that drive delivery), drain() still delivers on demand.
  if (outboxWorker) app.addHook('onReady', async () => worker.start());
  // Stopping starts with close(), not after the requests in flight: no new mail is begun meanwhile.
  let stopping: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    stopping = worker.stop();
  });
  app.addHook('onClose', async () => {
    await (stopping ?? worker.stop());
    transport.close();
  });
};

export default fp(mailer, { name: 'mailer', dependencies: ['store'] });
