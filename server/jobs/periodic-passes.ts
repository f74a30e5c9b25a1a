import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicPasses {
  /** Runs a pass now and then every interval. */
  start(): void;
  /** Runs a pass after the one in progress; resolves with its result. */
  drain(): Promise<number>;
  /** Asks for a pass soon, without waiting for it. */
  wake(): void;
  /** No more passes; resolves when the one in progress has finished. */
  stop(): Promise<void>;
  /** True once stop was called: a long pass checks it between items. */
  readonly stopped: boolean;
}

interface Options {
  /** One pass over the work; resolves with how many items it completed. */
  pass: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Names the work in the log line of a failed pass. */
  name: string;
}

/**
 * The loop shared by the workers that move things on in the background (the spool into the store,
 * the outbox to SMTP): passes run one after another, never side by side within one worker, on a
 * timer that keeps no process alive and ends with stop.
 */
export function periodicPasses({ pass, intervalMs, log, name }: Options): PeriodicPasses {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;

  function drain(): Promise<number> {
    const run = queue.then(pass);
    queue = run.catch(() => undefined);
    return run;
  }

  function schedule(delay: number) {
    if (!started || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drain()
        .catch((error) => log.error({ err: String(error) }, `${name} pass failed`))
        .finally(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  }

  return {
    start() {
      started = true;
      schedule(0);
    },
    drain,
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
    get stopped() {
      return stopped;
    },
  };
}
