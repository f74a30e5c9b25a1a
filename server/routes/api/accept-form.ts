import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormEntry } from '../../leads/form-entry.ts';
import { storeFormEntry } from '../../leads/form-entry.ts';
import type { StoreOutcome } from '../../leads/idempotency.ts';
import { isStoreUnavailable } from '../../store/errors.ts';

/**
 * Stores a checked form request, or, when the store cannot be reached, keeps it in the spool: either
 * way it is taken, and the visitor is told so at once. Only when the spool fails too (a full disk)
 * does this throw, and the visitor's browser is answered 503 and tries again.
 */
export async function acceptForm(app: FastifyInstance, request: FastifyRequest, entry: FormEntry): Promise<StoreOutcome | 'spooled'> {
  try {
    const outcome = await storeFormEntry(app.store, app.config, entry);
    if (outcome === 'stored') app.outbox.wake();
    return outcome;
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    await app.spool.keep(entry);
    request.log.warn({ err: String(error) }, 'store unreachable; request kept in the spool');
    return 'spooled';
  }
}
