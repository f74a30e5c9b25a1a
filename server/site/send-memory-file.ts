import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, ifNoneMatch, setFileHeaders } from './file-headers.ts';
import type { MemoryFile } from './load-site.ts';
import { negotiateEncoding } from './negotiate-encoding.ts';

/** Answers with a file held in memory, precompressed when the client takes it; Range is ignored. */
export function sendMemoryFile(request: FastifyRequest, reply: FastifyReply, file: MemoryFile, status: number, policy?: string) {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], { br: !!file.br, gzip: !!file.gzip });
  const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.body;
  const etag = etagOf(file.etag, encoding);

  setFileHeaders(reply, file, status, etag, policy);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);

  if (status === 200 && ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.header('content-length', body.length).send(body);
}
