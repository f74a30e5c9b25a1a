import { type DataStrategyResult, type MiddlewareFunction, redirectDocument } from 'react-router';
import { documentTarget } from './navigation-target.ts';

/** The release of the page this tab shows, marked on <html> by the build (none in development). */
function tabRelease(): string | undefined {
  return document.documentElement.dataset.release;
}

/** Loader data of another release than the tab's: the page's and the layout's data name theirs. */
function isOtherRelease(data: unknown, release: string): boolean {
  const named = typeof data === 'object' && data !== null && 'release' in data ? data.release : undefined;
  return typeof named === 'string' && named !== release;
}

/**
 * The root's client middleware: a client-side navigation ends in its page, never in the error
 * screen. When a route's data could not be had (the server answered 5xx after the retries of
 * retry-page-data.ts, or 4xx, or the network failed), or came from another release than the tab's
 * code (a deploy came in between), the browser loads the page as a whole document from the server,
 * at the #fragment the link pointed to. React Router's documented pattern of acting on the loaders'
 * results after `next()`.
 */
export const pageDataFallback: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request }, next) => {
  const results = await next();
  // A navigation the visitor left behind for another has nothing to show.
  if (request.signal.aborted) return;
  const release = tabRelease();
  for (const { type, result } of Object.values(results)) {
    // A redirect is the router's to follow.
    if (result instanceof Response) continue;
    if (type === 'error') {
      console.error(`The data of ${new URL(request.url).pathname} did not load; the page comes from the server instead.`, result);
      throw redirectDocument(documentTarget(request.url));
    }
    if (release && isOtherRelease(result, release)) throw redirectDocument(documentTarget(request.url));
  }
};
