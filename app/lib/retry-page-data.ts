import { isRetryableStatus, pageDataRetries, withRetries } from './load-retries.ts';

/** An answer worth another try (a server error), carried out of a try so the schedule can wait. */
class RetryableAnswer extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super(`data request answered ${response.status}`);
    this.response = response;
  }
}

/** Whether a request is for a page's prerendered data: a GET of a `.data` file of this site. */
function isPageData(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  if (method.toUpperCase() !== 'GET') return false;
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  return url.origin === window.location.origin && url.pathname.endsWith('.data');
}

/**
 * `fetch` that tries a page's data again on the retry schedule when the server answers 5xx or the
 * network fails, and passes everything else through untouched. React Router's single fetch (the
 * `.data` request of a client-side navigation) calls the global `fetch` and offers no hook of its own
 * in framework mode; a `clientLoader` on every page could retry too, but would hold each page's data
 * request back until the page's code has arrived. What still fails reaches the router as before, and
 * the root's middleware loads the page as a document (page-data-fallback.ts).
 */
export function retryingPageData(fetch: typeof window.fetch): typeof window.fetch {
  return (input, init) => {
    if (!isPageData(input, init)) return fetch(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const attempt = async () => {
      const response = await fetch(input, init);
      if (isRetryableStatus(response.status)) throw new RetryableAnswer(response);
      return response;
    };
    // A TypeError is fetch's network failure; an abort (the visitor went elsewhere) ends the tries.
    const retryable = (error: unknown) => !signal?.aborted && (error instanceof RetryableAnswer || error instanceof TypeError);
    return withRetries(attempt, pageDataRetries, { retryable }).catch((error: unknown) => {
      if (error instanceof RetryableAnswer) return error.response;
      throw error;
    });
  };
}
