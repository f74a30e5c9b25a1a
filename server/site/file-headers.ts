import type { FastifyReply } from 'fastify';

const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

interface Described {
  type: string;
  immutable: boolean;
  br?: unknown;
  gzip?: unknown;
}

/** The headers a site file answers with, whether it comes from memory or from disk. */
export function setFileHeaders(reply: FastifyReply, file: Described, status: number, etag: string, policy: string | undefined) {
  reply
    .code(status)
    .header('content-type', file.type)
    // The not-found page answers many addresses and may change with any deploy: never cache it.
    .header('cache-control', status === 200 ? (file.immutable ? immutable : revalidate) : 'no-cache')
    .header('etag', etag);
  if (file.br || file.gzip) reply.header('vary', 'Accept-Encoding');
  if (policy) reply.header('content-security-policy', policy);
}

/** The quoted ETag of one encoding of a file: each encoding is its own representation. */
export function etagOf(etag: string, encoding: string): string {
  return `"${etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

/** If-None-Match uses the weak comparison: a W/ prefix still matches. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
