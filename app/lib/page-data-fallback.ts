import { createPath, type DataRouter, type DataStrategyResult, type MiddlewareFunction, redirectDocument } from 'react-router';
import { isRetryableStatus, pageDataRetries, withRetries } from './load-retries.ts';

declare global {
  interface Window {
    /** React Router's HydratedRouter keeps its router here (react-router/dom's hydrated-router.js). */
    __reactRouterDataRouter?: DataRouter;
  }
}

/** Whether a request is for a page's prerendered data: a GET of a `.data` file of this site. */
function isPageData(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const request = input instanceof Request ? input : undefined;
  if ((init?.method ?? request?.method ?? 'GET').toUpperCase() !== 'GET') return false;
  const url = new URL(request?.url ?? String(input), window.location.href);
  return url.origin === window.location.origin && url.pathname.endsWith('.data');
}

/**
 * `fetch` that tries a page's data again on the retry schedule when the server answers 5xx or the
 * network fails (a TypeError), and passes everything else through untouched. React Router's single
 * fetch (the `.data` request of a client-side navigation) calls the global `fetch` and has no hook of
 * its own in framework mode; a `clientLoader` on every page could retry too, but would hold each
 * page's data request back until the page's code had arrived. An abort (the visitor went elsewhere)
 * ends the tries; what still fails reaches the router as before, and `pageDataFallback` takes over.
 */
export function retryingPageData(fetch: typeof window.fetch): typeof window.fetch {
  return (input, init) => {
    if (!isPageData(input, init)) return fetch(input, init);
    const attempt = async () => {
      const response = await fetch(input, init);
      // The answer itself is thrown, so the schedule waits, and is what the last try returns.
      if (isRetryableStatus(response.status)) throw response;
      return response;
    };
    const retryable = (error: unknown) => !init?.signal?.aborted && (error instanceof Response || error instanceof TypeError);
    return withRetries(attempt, pageDataRetries, { retryable }).catch((error: unknown) => {
      if (error instanceof Response) return error;
      throw error;
    });
  };
}

// Installed when this module runs (page-data-middleware.ts loads it), before the navigation that waits for it fetches.
if (typeof window !== 'undefined') window.fetch = retryingPageData(window.fetch.bind(window));

/**
 * Where the document load goes: the address of the navigation under way, #fragment included (the
 * request has none), so the page opens at the part the link pointed to; else the request's.
 */
function documentTarget(request: Request): string {
  const url = new URL(request.url);
  const pending = window.__reactRouterDataRouter?.state.navigation.location;
  return pending && pending.pathname === url.pathname && pending.search === url.search ? createPath(pending) : url.pathname + url.search;
}

/** Loader data of another release than the tab's (the build marks <html> with its release; dev has none). */
function isOtherRelease(data: unknown): boolean {
  const release = document.documentElement.dataset.release;
  const named = typeof data === 'object' && data !== null && 'release' in data ? data.release : undefined;
  return !!release && typeof named === 'string' && named !== release;
}

/**
 * The root's client middleware (through page-data-middleware.ts): a client-side navigation ends in its page, never in the error
 * screen. When a route's data could not be had (5xx after the retries, 4xx, or the network failed),
 * or came from another release than the tab's code (a deploy came in between), the browser loads the
 * page as a whole document from the server. React Router's documented pattern of acting on the
 * loaders' results after `next()`.
 */
export const pageDataFallback: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request }, next) => {
  const results = await next();
  // A navigation the visitor left behind for another has nothing to show.
  if (request.signal.aborted) return;
  for (const { type, result } of Object.values(results)) {
    // A redirect is the router's to follow.
    if (result instanceof Response) continue;
    if (type === 'error' || isOtherRelease(result)) throw redirectDocument(documentTarget(request));
  }
};
