import type { LeadKind } from '../../../shared/lead-fields.ts';
import { waitingPrefix as prefix } from './any-waiting.ts';
import { isExpired } from './retry-schedule.ts';

/** A form request that has not been accepted yet, as kept in the browser until it is. */
export interface WaitingSend {
  /** The Idempotency-Key: every try of this request carries it, so the server stores it once. */
  key: string;
  kind: LeadKind;
  /** The page's label, for the analytics event once it is accepted. */
  page: string;
  body: Record<string, unknown>;
  /** When the visitor sent it (ms since the epoch). */
  savedAt: number;
}

/**
 * localStorage rather than sessionStorage: it outlives the tab, so a visitor who closes it during an
 * outage still has the request sent when they come back. It holds what the visitor typed, so each
 * item goes as soon as the request is accepted or refused, and after a day at the latest.
 */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the request; false when the browser will not (storage off or full): it is then tried only while the page is open. */
export function keepWaiting(send: WaitingSend): boolean {
  const kept = storage();
  if (!kept) return false;
  try {
    kept.setItem(prefix + send.key, JSON.stringify(send));
    return true;
  } catch {
    return false;
  }
}

export function forgetWaiting(key: string): void {
  try {
    storage()?.removeItem(prefix + key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The requests waiting, oldest first; those past their day (or unreadable) are deleted on the way. */
export function waitingSends(now: number): WaitingSend[] {
  const kept = storage();
  if (!kept) return [];
  const sends: WaitingSend[] = [];
  for (const name of Object.keys(kept).filter((item) => item.startsWith(prefix))) {
    let send: WaitingSend | undefined;
    try {
      send = JSON.parse(kept.getItem(name) ?? '') as WaitingSend;
    } catch {
      send = undefined;
    }
    if (!send || typeof send.savedAt !== 'number' || typeof send.key !== 'string' || isExpired(send.savedAt, now)) kept.removeItem(name);
    else sends.push(send);
  }
  return sends.sort((a, b) => a.savedAt - b.savedAt);
}
