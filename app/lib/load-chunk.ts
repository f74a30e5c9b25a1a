import { chunkRetries, withRetries } from './load-retries.ts';

declare global {
  interface Window {
    /**
     * Set only by the browser tests (before the page's scripts run) to shorten the chunk timeout;
     * nothing in the site sets it, so visitors get the spec's 120 s.
     */
    __chunkTimeoutMs?: number;
  }
}

/** The spec's chunk timeout: a load that has not ended by then counts as failed. */
const chunkTimeoutMs = 120_000;

function timeoutMs(): number {
  const shortened = typeof window === 'undefined' ? undefined : window.__chunkTimeoutMs;
  return typeof shortened === 'number' && shortened > 0 ? shortened : chunkTimeoutMs;
}

/** A chunk that failed every try, or did not arrive in time; the message names it. */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  constructor(chunk: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
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

/**
 * Loads a chunk of code (a dynamic import) with the spec's loader rules: failures are tried again
 * with growing waits, and a load that has not ended after 120 s, all tries together, fails. An
 * import cannot tell a missing file from a server error, so every failure is retried.
 * `name` says what the chunk is (a section's id) in the error.
 */
export function loadChunk<T>(name: string, load: () => Promise<T>): Promise<T> {
  const limit = timeoutMs();
  let ended = false;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      ended = true;
      reject(new ChunkLoadError(name, `"${name}" did not load within ${limit / 1000} s`));
    }, limit);
    withRetries(load, chunkRetries, { retryable: () => !ended && !leaving }).then(
      (value) => {
        ended = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        ended = true;
        clearTimeout(timer);
        reject(new ChunkLoadError(name, `"${name}" did not load`, { cause: error }));
      },
    );
  });
}
