import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, IdempotencyKeyTable } from '../store/schema.ts';

/** How long a key is remembered: far longer than any retry, as the draft suggests (at least 24 hours). */
export const idempotencyKeyHours = 24;

/**
 * The key of an `Idempotency-Key` header (draft-ietf-httpapi-idempotency-key-header: a structured-field
 * string, `"…"`; a bare token is taken too). `undefined` without the header (a form posted without
 * JavaScript), `null` when it is there but not a key of 8 to 64 letters, digits, `-` or `_`.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return null;
  // Quoted or bare, but not half of each.
  const match = /^("?)([A-Za-z0-9_-]{8,64})\1$/.exec(header.trim());
  return match ? match[2]! : null;
}

/** What a stored request is compared by when its key comes again: the same key with other content is refused. */
export function requestHash(request: object): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** What became of a request: stored now, stored before under the same key, or a key reused for other content. */
export type StoreOutcome = 'stored' | 'repeated' | 'keyReused';

/** The row that claims a key for one form (`contact:…`), written first in the transaction that stores the request. */
export function keyRow(form: string, key: string, request: object, now: Date): IdempotencyKeyTable {
  return { scope_key: `${form}:${key}`, request_hash: requestHash(request), created_at: now.toISOString() };
}

/**
 * After a unique violation: whether it was the key (a repeat, or the key reused for other content),
 * or `undefined` when the key is not there and the violation was about something else.
 */
export async function repeatOutcome(db: Kysely<Database>, row: IdempotencyKeyTable): Promise<StoreOutcome | undefined> {
  const first = await db.selectFrom('idempotency_keys').select('request_hash').where('scope_key', '=', row.scope_key).executeTakeFirst();
  if (!first) return undefined;
  return first.request_hash === row.request_hash ? 'repeated' : 'keyReused';
}
