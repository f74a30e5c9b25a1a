import type { ClientInstrumentation } from 'react-router';

/** The address, with its #fragment, of the latest navigation the router was asked for. */
let latest: string | undefined;

/**
 * Notes where each client-side navigation goes, #fragment included, which the loaders never see (a
 * request has no fragment): a page that has to come as a whole document after all
 * (app/lib/page-data-fallback.ts) then still opens at the part the link pointed to.
 */
export const navigationTargets: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(navigate, { to }) {
        if (typeof to === 'string') latest = new URL(to, window.location.href).href;
        await navigate();
      },
    });
  },
};

/**
 * Where a document load should go for a loader's request: the navigation's own address when it is
 * the one asked for; on back and forward (which the router is not asked for) the address bar already
 * shows it; else the request's address.
 */
export function documentTarget(requestUrl: string): string {
  const wanted = new URL(requestUrl);
  const same = (url: URL) => url.origin === wanted.origin && url.pathname === wanted.pathname && url.search === wanted.search;
  for (const candidate of [latest, window.location.href]) {
    const url = candidate ? new URL(candidate) : undefined;
    if (url && same(url)) return url.pathname + url.search + url.hash;
  }
  return wanted.pathname + wanted.search;
}
