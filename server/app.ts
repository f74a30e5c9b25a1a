import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { Config } from './config.ts';
import { SiteLogController } from './log-controller.ts';
import { api } from './plugins/api.ts';
import config from './plugins/config.ts';
import mailer from './plugins/mailer.ts';
import securityHeaders from './plugins/security-headers.ts';
import spool from './plugins/spool.ts';
import staticSite from './plugins/static-site.ts';
import store from './plugins/store.ts';
import { readRelease } from './site/release.ts';

/** Where the log goes instead of stdout: tests read what an operator would. */
export interface AppOptions {
  logStream?: { write(line: string): unknown };
}

/** The whole server as a plugin tree; `main.ts` starts it, tests inject into it. */
export async function buildApp(settings: Config, { logStream }: AppOptions = {}) {
  // Given to Node's server itself, since it arms its deadline checks only from what it is built with,
  // and checks only every so often (30 s unless told): often enough here to hold the limit.
  const timeouts = {
    requestTimeout: settings.requestTimeoutMs,
    headersTimeout: settings.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(5000, Math.max(250, settings.requestTimeoutMs / 4)),
  };
  const app = Fastify({
    ...(settings.tls ? { https: { cert: readFileSync(settings.tls.cert), key: readFileSync(settings.tls.key), ...timeouts } } : { http: timeouts }),
    requestTimeout: settings.requestTimeoutMs,
    // Longer than the request's limit, so a slow upload hears 408 before its silent socket is closed.
    connectionTimeout: settings.requestTimeoutMs * 2,
    logger: { level: settings.logLevel, ...(logStream ? { stream: logStream } : {}) },
    logController: new SiteLogController({ disableRequestLogging: !settings.logRequests }),
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
