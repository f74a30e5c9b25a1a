import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from then on (and at once for
 * anything mounted later). Widgets render their no-JavaScript form until it turns true, so the HTML
 * works before and without the script, and the script upgrades it.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
