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
 * Set while the visitor is leaving the page: the browser then cancels what is still loading, which is
 * no fault to retry or report. A page brought back from the back/forward cache is no longer leaving.
 * (No `beforeunload` listener: it would keep Firefox from keeping the page in that cache.)
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

export function isLeavingPage(): boolean {
  return leaving;
}
