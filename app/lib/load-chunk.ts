import { chunkTimeoutMs, isLeavingPage } from './chunk-limits.ts';
import { chunkRetries, withRetries } from './load-retries.ts';

/** A chunk that had not loaded when its time ran out (all tries together). */
export class ChunkTimeout extends Error {
  readonly seconds: number;
  constructor(name: string, seconds: number) {
    super(`"${name}" did not load within ${seconds} s`);
    this.seconds = seconds;
  }
}

/**
 * Loads a chunk of code (a dynamic import) with the spec's loader rules: failures are tried again
 * with growing waits, and a load that has not ended after 120 s, all tries together, fails. An
 * import cannot tell a missing file from a server error, so every failure is retried.
 * `name` says what the chunk is in the error, whose cause is the last failure.
 */
export function loadChunk<T>(name: string, load: () => Promise<T>): Promise<T> {
  const limit = chunkTimeoutMs();
  let ended = false;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      ended = true;
      reject(new ChunkTimeout(name, limit / 1000));
    }, limit);
    withRetries(load, chunkRetries, { retryable: () => !ended && !isLeavingPage() }).then(
      (value) => {
        ended = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        ended = true;
        clearTimeout(timer);
        reject(new Error(`"${name}" did not load`, { cause: error }));
      },
    );
  });
}
