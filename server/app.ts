import { readFileSync } from 'node:fs';
import Fastify, { LogController } from 'fastify';
import type { Config } from './config.ts';
import { api } from './plugins/api.ts';
import config from './plugins/config.ts';
import mailer from './plugins/mailer.ts';
import securityHeaders from './plugins/security-headers.ts';
import spool from './plugins/spool.ts';
import staticSite from './plugins/static-site.ts';
import store from './plugins/store.ts';
import { readRelease } from './site/release.ts';

/** The whole server as a plugin tree; `main.ts` starts it, tests inject into it. */
export async function buildApp(settings: Config) {
  const app = Fastify({
    ...(settings.tls ? { https: { cert: readFileSync(settings.tls.cert), key: readFileSync(settings.tls.key) } } : {}),
    logger: { level: settings.logLevel },
    logController: new LogController({ disableRequestLogging: !settings.logRequests }),
    trustProxy: typeof settings.trustProxy === 'number' ? trustHops(settings.trustProxy) : settings.trustProxy,
    // Unknown fields are refused, not dropped; types are not bent; every problem is reported at once.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  });
  await app.register(config, { config: settings });
  await app.register(securityHeaders);
  await app.register(store);
  await app.register(mailer);
  await app.register(spool);
  const release = settings.serveSite ? await readRelease(settings.siteDir) : undefined;
  await app.register(api, { prefix: '/api', release });
  if (settings.serveSite) {
    await app.register(staticSite, {
      siteDir: settings.siteDir,
      cspFile: settings.cspFile,
      keptAssetsDir: settings.keptAssetsDir,
      keptAssetsDays: settings.keptAssetsDays,
    });
  }
  return app;
}

/** Trust this many proxies in front of the server (Fastify types take a function for a hop count). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
