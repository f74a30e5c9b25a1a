import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { applyRetention } from '../jobs/retention.ts';
import { migrate, openStore } from '../store/database.ts';

const retentionEveryMs = 6 * 3600_000;

/** The database: opened and migrated at start, closed at shutdown; runs the retention job. */
const store: FastifyPluginAsync = async (app) => {
  const opened = openStore({
    databaseUrl: app.config.databaseUrl,
    dataDir: app.config.dataDir,
    onIdleError: (error) => app.log.warn({ err: error.message }, 'database connection lost; it will be replaced'),
  });
  await migrate(opened.db);
  app.decorate('store', opened);
  app.log.info({ store: opened.location }, 'store ready');

  const retention = async () => {
    try {
      const counts = await applyRetention(opened.db, new Date());
      app.log.info({ deleted: counts }, 'retention applied');
    } catch (error) {
      app.log.error({ err: String(error) }, 'retention failed');
    }
  };
  const timer = setInterval(retention, retentionEveryMs).unref();
  app.addHook('onReady', retention);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await opened.db.destroy();
  });
};

export default fp(store, { name: 'store', dependencies: ['config'] });
