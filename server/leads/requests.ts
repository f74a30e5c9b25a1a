import { randomUUID } from 'node:crypto';
import type { Lang } from '../../app/shared/languages.ts';
import { type LeadFieldEntry, type LeadValues, leadFieldTable, type SalesKind } from '../../app/shared/lead-fields.ts';
import { leadMail } from '../mail/compose.ts';
import type { Store } from '../store/database.ts';
import { isUniqueViolation } from '../store/errors.ts';
import { enqueueMail } from '../store/outbox.ts';
import { keyRow, repeatOutcome, type StoreOutcome } from './idempotency.ts';

/** A checked contact or demo request; a demo request's preferred day and time window come both or neither. */
export type LeadRequest = { kind: SalesKind; page: string; lang: Lang } & LeadValues<SalesKind>;

type FieldColumns = { [E in LeadFieldEntry<SalesKind> as E['column']]: E['required'] extends true ? string : string | null };

/** The visitor's fields in their columns of the `leads` row: one a request left out is null. */
function fieldColumns(request: LeadRequest): FieldColumns {
  return Object.fromEntries(
    leadFieldTable.map((entry) => [entry.column, entry.required ? request[entry.name] : request[entry.name] || null]),
  ) as FieldColumns;
}

/**
 * Stores a contact or demo request and the sales team's mail about it, both or neither. With an
 * idempotency key, the key is stored in the same transaction: a request whose key is already there
 * (a retry, on this instance or another) stores nothing. On PostgreSQL a retry that arrives while the
 * first is still being stored waits for it at the key's row.
 */
export async function storeLeadRequest(
  store: Store,
  leadsTo: string,
  request: LeadRequest,
  now: Date,
  idempotencyKey?: string,
): Promise<StoreOutcome> {
  const key = idempotencyKey ? keyRow(request.kind, idempotencyKey, request, now) : undefined;
  try {
    await insertLeadRequest(store, leadsTo, request, now, key);
    return 'stored';
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const outcome = await repeatOutcome(store.db, key);
    if (!outcome) throw error;
    return outcome;
  }
}

async function insertLeadRequest(
  store: Store,
  leadsTo: string,
  request: LeadRequest,
  now: Date,
  key?: { scope_key: string; request_hash: string; created_at: string },
): Promise<void> {
  const id = randomUUID();
  await store.db.transaction().execute(async (trx) => {
    // First, so that a second request with the key stops here before anything else is written.
    if (key) await trx.insertInto('idempotency_keys').values(key).execute();
    await trx
      .insertInto('leads')
      .values({
        id,
        kind: request.kind,
        ...fieldColumns(request),
        page: request.page,
        lang: request.lang,
        created_at: now.toISOString(),
        handled_at: null,
      })
      .execute();
    await enqueueMail(trx, leadMail({ ...request, receivedAt: now }, leadsTo, id), now);
  });
}
