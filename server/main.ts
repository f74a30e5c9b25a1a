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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    redirect?.close();
    await app.close();
    process.exit(0);
  });
}
