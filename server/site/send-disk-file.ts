import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from './byte-range.ts';
import { etagOf, ifNoneMatch, setFileHeaders } from './file-headers.ts';
import type { DiskFile } from './load-site.ts';
import { negotiateEncoding } from './negotiate-encoding.ts';

/**
 * Answers with a file streamed from disk. A single byte range of the plain bytes gets 206; anything
 * we may ignore (several ranges, a malformed header, an outdated If-Range) gets the whole file.
 * Without a range, a precompressed sibling is streamed when the client takes it.
 */
export function sendDiskFile(request: FastifyRequest, reply: FastifyReply, file: DiskFile, status: number, policy?: string) {
  const size = file.identity.size;
  const plainEtag = etagOf(file.etag, 'identity');
  const range = status === 200 && ifRangeHolds(request.headers['if-range'], plainEtag) ? parseRange(request.headers.range, size) : undefined;
  const encoding = range === undefined ? negotiateEncoding(request.headers['accept-encoding'], { br: !!file.br, gzip: !!file.gzip }) : 'identity';
  const variant = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.identity;
  const etag = etagOf(file.etag, encoding);

  setFileHeaders(reply, file, status, etag, policy);
  reply.header('accept-ranges', 'bytes');

  if (status === 200 && ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    return stream(request, reply, variant.path, range.start, range.end);
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return stream(request, reply, variant.path, 0, variant.size - 1);
}

/** A range is only worth sending while the client's copy is this very file (strong comparison). */
function ifRangeHolds(header: string | string[] | undefined, plainEtag: string): boolean {
  // No Last-Modified is sent, so a date here can never be confirmed: the whole file is safer.
  return header === undefined || (typeof header === 'string' && header.trim() === plainEtag);
}

function stream(request: FastifyRequest, reply: FastifyReply, file: string, start: number, end: number) {
  reply.header('content-length', end - start + 1);
  // HEAD gets the headers only; opening the file would read it for nothing. An empty file has no
  // byte range to read at all.
  if (request.method === 'HEAD') return reply.send();
  if (end < start) return reply.send(Buffer.alloc(0));
  return reply.send(createReadStream(file, { start, end }));
}
