import { createHash } from 'node:crypto';

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
