import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startHttpRedirect } from './http-redirect.ts';

const config = loadConfig();
const app = await buildApp(config);

await app.listen({ port: config.port, host: config.host });
const redirect =
  config.tls && config.httpRedirectPort !== undefined
    ? await startHttpRedirect(config.httpRedirectPort, config.host, (app.server.address() as AddressInfo).port)
    : undefined;
if (redirect) app.log.info({ port: (redirect.address() as AddressInfo).port }, 'plain HTTP redirects to HTTPS');

/** A supervisor (systemd's default TimeoutStopSec is 90 s, a rolling deploy waits less) gets the process back within this. */
const shutdownDeadlineMs = 9_000;

// Stops accepting (requests on open connections get 503 and `Connection: close`, so a proxy tries the
// next instance), finishes the requests in flight and the mail being sent, returns the other leased
// mail to the queue, then exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ afterMs: shutdownDeadlineMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, shutdownDeadlineMs).unref();
    redirect?.close();
    await app.close();
    app.log.info('shut down');
    process.exit(0);
  });
}
