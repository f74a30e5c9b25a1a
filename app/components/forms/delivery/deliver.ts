import { answerKind, isExpired, retryAfterMs, retryWaitMs } from './retry-schedule.ts';
import { forgetWaiting, keepWaiting, type WaitingSend } from './waiting-sends.ts';

/**
 * accepted: the server has the request. refused: it said no (a 4xx), trying again would not help.
 * expired: a day passed without an answer. elsewhere: another tab of the site is sending it.
 */
export type Delivery = 'accepted' | 'refused' | 'expired' | 'elsewhere';

interface Options {
  /**
   * Called after each try that did not get through, from the second on (a lost answer or an
   * instance restarting is over by the first quick retry, and needs no word); `kept` says whether the
   * request waits in the browser.
   */
  onWaiting?: (kept: boolean) => void;
}

// Requests this tab is sending now, so that a page change does not start a second loop for one.
const sending = new Map<string, Promise<Delivery>>();

export function isSending(key: string): boolean {
  return sending.has(key);
}

/**
 * Sends a form request until the server accepts or refuses it, or a day has passed: the request is
 * kept in the browser first, then POSTed with its Idempotency-Key, and after a network failure, a
 * timeout or a 5xx tried again with the same key on `retryWaitMs`'s schedule, also in the background
 * after the visitor moved on to another page. Only one tab sends a given request (Web Locks).
 */
export function deliver(send: WaitingSend, options: Options = {}): Promise<Delivery> {
  const running = sending.get(send.key);
  if (running) return running;
  const kept = keepWaiting(send);
  const run = () => tryUntilAnswered(send, kept, options);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const delivery = (
    locks ? locks.request(`lotrecht-send-${send.key}`, { ifAvailable: true }, (lock) => (lock ? run() : ('elsewhere' as const))) : run()
  ).finally(() => sending.delete(send.key));
  sending.set(send.key, delivery);
  return delivery;
}

async function tryUntilAnswered(send: WaitingSend, kept: boolean, { onWaiting }: Options): Promise<Delivery> {
  for (let failures = 1; ; failures++) {
    const answer = await post(send);
    if (answer.kind !== 'tryAgain') {
      forgetWaiting(send.key);
      return answer.kind;
    }
    if (isExpired(send.savedAt, Date.now())) {
      forgetWaiting(send.key);
      return 'expired';
    }
    if (failures > 1) onWaiting?.(kept);
    await pause(retryWaitMs(failures, answer.retryAfterMs));
  }
}

async function post(send: WaitingSend): Promise<{ kind: ReturnType<typeof answerKind>; retryAfterMs: number }> {
  try {
    const response = await fetch(`/api/${send.kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `"${send.key}"` },
      body: JSON.stringify(send.body),
      signal: AbortSignal.timeout(15_000),
    });
    return { kind: answerKind(response.status), retryAfterMs: retryAfterMs(response.headers.get('retry-after'), Date.now()) };
  } catch {
    // The network failed or the answer took over 15 s: the request may have arrived, the key makes a repeat safe.
    return { kind: 'tryAgain', retryAfterMs: 0 };
  }
}

/** Waits, but tries at once when the connection comes back or the visitor returns to the tab. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      document.removeEventListener('visibilitychange', onVisible);
      resolve();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    document.addEventListener('visibilitychange', onVisible);
  });
}
