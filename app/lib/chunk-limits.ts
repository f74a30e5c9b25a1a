declare global {
  interface Window {
    /**
     * Set only by the browser tests (before the page's scripts run) to shorten the chunk timeout;
     * nothing in the site sets it, so visitors get the spec's 120 s.
     */
    __chunkTimeoutMs?: number;
  }
}

/** The spec's chunk timeout: a load of code that has not ended by then, all tries together, has failed. */
export function chunkTimeoutMs(): number {
  const shortened = typeof window === 'undefined' ? undefined : window.__chunkTimeoutMs;
  return typeof shortened === 'number' && shortened > 0 ? shortened : 120_000;
}

/**
 * Set once the visitor leaves the page: the browser then cancels what is still loading, which is no
 * fault to retry or report.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  for (const type of ['beforeunload', 'pagehide'] as const) window.addEventListener(type, () => (leaving = true));
}

export function isLeavingPage(): boolean {
  return leaving;
}
