import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticSite from './plugins/static-site.ts';

/** The whole server as a plugin tree; `main.ts` starts it, tests inject into it. */
export async function buildApp(config: Config, options: FastifyServerOptions = {}) {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: false, ...options });
  await app.register(securityHeaders);
  if (config.serveSite) await app.register(staticSite, { siteDir: config.siteDir, cspFile: config.cspFile });
  return app;
}
