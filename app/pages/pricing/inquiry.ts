import { useSyncExternalStore } from 'react';

/** A message for the contact form, new with every request (the same text twice fills the form twice). */
export interface Inquiry {
  message: string;
}

let current: Inquiry | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: Inquiry | null) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The finder and the model cards ask the contact form at the foot of the page to take a message.
 * A store outside React rather than a context: the form is a lazy section that may not have
 * hydrated yet, and a context change would make React throw its server HTML away; the store is
 * read when the form hydrates instead.
 */
export function requestOffer(message: string) {
  publish({ message });
}

/** Forgets the request when the visitor leaves the page, so coming back does not fill the form again. */
export function clearInquiry() {
  publish(null);
}

export function useInquiry(): Inquiry | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
