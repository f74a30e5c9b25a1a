import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FormEntry } from '../leads/form-entry.ts';
import { startSpoolDrain } from '../spool/spool-drain.ts';
import { SpoolUnavailable } from '../spool/spool-errors.ts';
import { listEntries, writeEntry } from '../spool/spool-files.ts';

export interface Spool {
  /** Keeps a request on disk until the store takes it; throws `SpoolUnavailable` when it cannot. */
  keep(entry: FormEntry): Promise<void>;
  /** Stores what waits now (tests, and the worker every two seconds). */
  drain(): Promise<number>;
  /** How many requests wait. */
  waiting(): Promise<number>;
}

/**
 * Form requests that arrive while the store is away are kept in `DATA_DIR/spool`, a file each, and
 * stored from there once it is back, so the visitor is answered at once and nothing is lost when they
 * close the tab. Each instance drains its own folder (several may share one).
 */
const spool: FastifyPluginAsync = async (app) => {
  const dir = path.join(app.config.dataDir, 'spool');
  const drainer = startSpoolDrain({ dir, store: app.store, settings: app.config, log: app.log, onStored: () => app.outbox.wake() });
  app.decorate('spool', {
    async keep(entry: FormEntry) {
      try {
        await writeEntry(dir, entry);
      } catch (error) {
        throw new SpoolUnavailable(error);
      }
    },
    drain: drainer.drain,
    waiting: async () => (await listEntries(dir)).length,
  } satisfies Spool);
  app.addHook('onReady', async () => drainer.start());
  app.addHook('preClose', async () => drainer.stop());
};

export default fp(spool, { name: 'spool', dependencies: ['store', 'mailer'] });
