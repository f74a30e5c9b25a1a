import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageQueryTarget } from '../../app/shared/i18n/language-query.ts';
import { languageCookieValue, languageFromQuery, languageRedirectTarget, resolveLanguage } from '../../app/shared/i18n/resolve-language.ts';
import { isLang } from '../../app/shared/languages.ts';
import { isLinkToken, newsletterTokenMarker } from '../../app/shared/newsletter.ts';
import { notFoundPath } from '../../app/shared/pages.ts';
import { keptAssets } from '../site/kept-assets.ts';
import { loadSite, type SiteFile } from '../site/load-site.ts';
import { loadPagePolicies } from '../site/page-policies.ts';
import { sendDiskFile } from '../site/send-disk-file.ts';
import { sendMemoryFile } from '../site/send-memory-file.ts';

interface Options {
  siteDir: string;
  cspFile: string;
  keptAssetsDir: string;
  keptAssetsDays: number;
}

/** How often a running server marks its assets as still live in the kept folder, and prunes it. */
const keptRefreshEveryMs = 6 * 3600_000;

/**
 * Serves the prerendered site (small files from memory, large and media files from disk), with the
 * redirects that give every path a language and the localized not-found page (status 404) for
 * unknown paths below a language. Fails to start when the CSP file does not match the pages. Assets
 * of earlier releases come from the kept folder, for tabs still open on them.
 */
const staticSite: FastifyPluginAsync<Options> = async (app, { siteDir, cspFile, keptAssetsDir, keptAssetsDays }) => {
  const site = await loadSite(siteDir);
  const policies = await loadPagePolicies(cspFile, site.values());
  app.log.info({ files: site.size, pages: policies.size, siteDir }, 'site loaded');

  const kept = keptAssets(siteDir, keptAssetsDir, keptAssetsDays);
  // A folder that cannot be written costs old tabs their assets, not the site its start.
  const refreshKept = async () => {
    try {
      app.log.info({ ...(await kept.refresh()), keptAssetsDir }, 'kept assets refreshed');
    } catch (error) {
      app.log.error({ err: String(error), keptAssetsDir }, 'kept assets not refreshed');
    }
  };
  await refreshKept();
  const timer = setInterval(refreshKept, keptRefreshEveryMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number) {
    const policy = policies.get(file.name);
    return file.source === 'disk' ? sendDiskFile(request, reply, file, status, policy) : sendMemoryFile(request, reply, file, status, policy);
  }

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
      return reply.redirect(sitePath(url.pathname.replace(/\/+$/, '')) + url.search, 301);
    }

    // `?lng=en` is a choice like the language switch's: remembered, and the page shown in that language.
    const chosen = looksLikeFile(pathname) ? undefined : languageFromQuery(url.search);
    if (chosen) {
      return reply
        .header('cache-control', 'private, no-store')
        .header('set-cookie', languageCookieValue(chosen, request.protocol === 'https'))
        .redirect(languageQueryTarget(url.pathname, url.search, chosen), 302);
    }

    const file = site.get(pathname);
    // The newsletter links' question pages carry the link's token in their form (newsletter-links.ts).
    const token = url.searchParams.get('token');
    if (file?.source === 'memory' && token && newsletterQuestion.test(pathname) && isLinkToken(token)) {
      const policy = policies.get(file.name);
      if (policy) reply.header('content-security-policy', policy);
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(file.body.toString('utf8').replaceAll(newsletterTokenMarker, token));
    }
    if (file) return send(request, reply, file, 200);
    const earlier = pathname.startsWith('/assets/') ? await kept.lookup(pathname.slice('/assets/'.length)) : undefined;
    if (earlier) return send(request, reply, earlier, 200);

    const first = pathname.split('/')[1] ?? '';
    if (isLang(first)) {
      const notFound = site.get(`/${first}/${notFoundPath}`);
      if (notFound && !looksLikeFile(pathname)) return send(request, reply, notFound, 404);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (looksLikeFile(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');

    // Storage is the browser's: the server reads the query (above), the cookie and Accept-Language.
    const lang = resolveLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie, Accept-Language')
      .redirect(languageRedirectTarget(url.pathname, url.search, lang), 302);
  }

  // HEAD is declared rather than left to Fastify's automatic HEAD routes, which would read a streamed
  // file to the end only to drop it.
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: handle });
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: handle });
};

const newsletterQuestion = /^\/[a-z]{2}\/newsletter\/(confirm|unsubscribe)$/;

/**
 * A path that stays on this site. A raw request for `/a/..//evil.example/` resolves to
 * `//evil.example/`, which a browser would read as another host: leading slashes fold into one.
 */
function sitePath(pathname: string): string {
  return `/${pathname.replace(/^\/+/, '')}`;
}

function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/assets/');
}

export default fp(staticSite, { name: 'static-site', dependencies: ['security-headers'] });
