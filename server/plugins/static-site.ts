import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readFile } from 'node:fs/promises';
import { isLang, notFoundPath } from '../../app/content/routes.ts';
import { languageRedirectTarget, resolveLanguage } from '../../app/i18n/resolve-language.ts';
import { pagePolicy } from '../site/content-security-policy.ts';
import { type InlineHashes, loadSite, type SiteFile } from '../site/load-site.ts';
import { negotiateEncoding } from '../site/negotiate-encoding.ts';

interface Options {
  siteDir: string;
  cspFile: string;
}

const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the prerendered site from memory, with the redirects that give every path a language and
 * the localized not-found page (status 404) for unknown paths below a language.
 */
const staticSite: FastifyPluginAsync<Options> = async (app, { siteDir, cspFile }) => {
  const hashes = JSON.parse(await readFile(cspFile, 'utf8').catch(() => '{}')) as Record<string, InlineHashes>;
  const site = await loadSite(siteDir, hashes);
  app.log.info({ files: site.size, siteDir }, 'site loaded');

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://site.invalid');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    }

    // One address per page: "/de/pricing/" moves to "/de/pricing".
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return reply.redirect(url.pathname.replace(/\/+$/, '') + url.search, 301);
    }

    const file = site.get(pathname);
    if (file) return send(request, reply, file, 200);

    const first = pathname.split('/')[1] ?? '';
    if (isLang(first)) {
      const notFound = site.get(`/${first}/${notFoundPath}`);
      if (notFound && !looksLikeFile(pathname)) return send(request, reply, notFound, 404);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (looksLikeFile(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');

    const lang = resolveLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie, Accept-Language')
      .redirect(languageRedirectTarget(url.pathname, url.search, lang), 302);
  }

  app.get('/', handle);
  app.get('/*', handle);
};

function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/assets/');
}

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number) {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], { br: !!file.br, gzip: !!file.gzip });
  const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.body;
  const etag = `"${file.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;

  reply
    .code(status)
    .header('content-type', file.type)
    .header('cache-control', status === 200 ? (file.immutable ? immutable : revalidate) : 'no-cache')
    .header('etag', etag);
  if (file.br || file.gzip) reply.header('vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (file.inlineHashes) reply.header('content-security-policy', pagePolicy(file.inlineHashes));

  if (status === 200 && ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.header('content-length', body.length).send(body);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export default fp(staticSite, { name: 'static-site', dependencies: ['security-headers'] });
