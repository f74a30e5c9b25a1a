import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../store/schema.ts';
import { retryAfterSeconds } from './error-handler.ts';

/**
 * GET /api/health: 200 `status: ok` when the store answers; 503 `status: degraded` when it does not
 * (forms are still taken, into the spool, and `spooled` says how many wait). A monitor should page
 * someone on either 503; a deploy waits for the 200. Either way `release` names the build this
 * instance serves, so a deploy can see which instances run the new one.
 *
 * `failedMails` counts the mail the outbox gave up (server/mail/outbox-worker.ts). It leaves the
 * answer 200: the site works and takes every form, and a 503 would page someone at night and stop
 * a deploy over a typo in one address, which only a person at the export (`npm run leads --
 * --failed`) can handle. A monitor that should tell someone watches for it above 0.
 */
export const health: FastifyPluginAsync<{ release?: string }> = async (app, { release }) => {
  app.get('/health', async (request, reply) => {
    const spooled = await app.spool.waiting().catch(() => null);
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(app.store.db);
      const failedMails = await countFailedMails(app.store.db);
      return reply.send({ ok: true, status: 'ok', store: app.store.dialect, storeReachable: true, spooled, failedMails, release });
    } catch (error) {
      request.log.error({ err: String(error) }, 'health check failed');
      return reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ ok: false, status: 'degraded', store: app.store.dialect, storeReachable: false, spooled, release });
    }
  });
};

async function countFailedMails(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('failed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
