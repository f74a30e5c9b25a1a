import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

/**
 * GET /api/health: 200 when the store answers, 503 when it does not; either way with the release of
 * the build this instance serves, so a deploy can see which instances run the new one.
 */
export const health: FastifyPluginAsync<{ release?: string }> = async (app, { release }) => {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.store.db);
      return reply.header('cache-control', 'no-store').send({ ok: true, store: app.store.dialect, release });
    } catch (error) {
      request.log.error({ err: String(error) }, 'health check failed');
      return reply.code(503).header('cache-control', 'no-store').send({ ok: false, release });
    }
  });
};
