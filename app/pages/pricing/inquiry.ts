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
 * A store outside React rather than a context: they are islands of their own (one module, shared),
 * and the form may not have hydrated yet; the store is read when it hydrates.
 */
export function requestOffer(message: string) {
  publish({ message });
}

export function useInquiry(): Inquiry | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
