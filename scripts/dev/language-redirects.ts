import type { Plugin } from 'vite';
import { languageQueryTarget } from '../../app/shared/i18n/language-query.ts';
import { languageCookieValue, languageFromQuery, languageRedirectTarget, resolveLanguage } from '../../app/shared/i18n/resolve-language.ts';
import { isLang } from '../../app/shared/languages.ts';

/**
 * `npm run dev`: the production server's language redirects (server/plugins/static-site.ts) for the
 * pages Vite renders, with the same functions: `?lng=` chooses the language and is remembered, and an
 * address without a language gets one from the cookie or the browser's languages. Only page requests:
 * Vite's modules (`/app/…`, `/@vite/…`) ask for scripts, not HTML.
 */
export function devLanguageRedirects(): Plugin {
  return {
    name: 'lotrecht:dev-language-redirects',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next();
        const url = new URL(request.url ?? '/', 'http://localhost');
        const redirect = (location: string, cookie?: string) => {
          response.statusCode = 302;
          response.setHeader('location', location);
          response.setHeader('cache-control', 'no-store');
          if (cookie) response.setHeader('set-cookie', cookie);
          response.end();
        };
        const chosen = languageFromQuery(url.search);
        if (chosen) return redirect(languageQueryTarget(url.pathname, url.search, chosen), languageCookieValue(chosen, false));
        if (isLang(url.pathname.split('/')[1] ?? '')) return next();
        const lang = resolveLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
        redirect(languageRedirectTarget(url.pathname, url.search, lang));
      });
    },
  };
}
