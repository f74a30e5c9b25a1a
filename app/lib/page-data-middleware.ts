import type { DataStrategyResult, MiddlewareFunction } from 'react-router';

type Fallback = typeof import('./page-data-fallback.ts');

let loading: Promise<Fallback | undefined> | undefined;

/**
 * The code that retries page data and falls back to the document (page-data-fallback.ts), asked for
 * once: at the visitor's first press or key (a navigation needs one), or by the first navigation
 * without one. Only navigations need it, so it is not part of what every visitor loads before doing
 * anything (the audit's script budget). Asked for again by the next navigation if it could not come.
 */
function fallback(): Promise<Fallback | undefined> {
  loading ??= import('./page-data-fallback.ts').catch(() => {
    loading = undefined;
    return undefined;
  });
  return loading;
}

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const)
    window.addEventListener(type, fallback, { capture: true, once: true, passive: true });
}

/** The root's client middleware: the fallback's, once its code is here; without it, the router's own handling. */
export const pageDataMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async (args, next) => {
  const loaded = await fallback();
  return loaded ? loaded.pageDataFallback(args, next) : next();
};
