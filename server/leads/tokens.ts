import { createHash, randomBytes } from 'node:crypto';

/** A token for a link in a mail; only its hash is stored, so a copy of the database opens nothing. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
