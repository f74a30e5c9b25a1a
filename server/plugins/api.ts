import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { apiErrorHandler } from '../routes/api/error-handler.ts';
import { health } from '../routes/api/health.ts';
import { leadRoutes } from '../routes/api/lead-routes.ts';
import { newsletterLinks } from '../routes/api/newsletter-links.ts';
import { databaseRateLimitStore } from '../store/rate-limit-store.ts';

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Everything under /api: forms in, links from mails, health; JSON or form-encoded, nothing else. */
export const api: FastifyPluginAsync<{ release?: string }> = async (app, { release }) => {
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // On PostgreSQL, where several instances may share the database, they share the counts too; a
  // single SQLite process counts in memory, as fast as before.
  const store = app.store.dialect === 'postgres' ? databaseRateLimitStore(app.store.db) : undefined;
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  app.setErrorHandler(apiErrorHandler);
  // Claims every other /api path, so the site's language redirects never see one. A known path asked
  // with another method is told which methods it takes (405 and Allow), not that it is missing.
  app.all('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = methods.filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length)
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ ok: false, errors: [{ field: '', code: 'methodNotAllowed' }] });
    return reply.code(404).send({ ok: false, errors: [{ field: '', code: 'notFound' }] });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(leadRoutes);
  await app.register(newsletterLinks);
  await app.register(health, { release });
};
