import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** Whether the part being rendered is prerendered HTML that React is hydrating. */
export interface HydrationScope {
  hydrating: boolean;
}

// The page's own scope: hydrating until `pageHydrated()`; a lazily loaded section brings its own.
// The context's value never changes (the flag inside it does), so providing it never re-renders
// anything: a change would reach into sections still waiting to hydrate and hold React up there.
const pageScope: HydrationScope = { hydrating: true };
export const HydrationScopeContext = createContext<HydrationScope>(pageScope);

/** Called once the page's first render has hydrated: what renders from then on is new. */
export function pageHydrated(): void {
  pageScope.hydrating = false;
}

/**
 * False in the prerendered HTML and while React hydrates it, true from then on, and at once for a
 * part rendered anew (the next page of a client-side navigation). Widgets render their no-JavaScript
 * form until it turns true, so the HTML works before and without the script, and the script upgrades it.
 *
 * The switch is a transition: React renders the upgraded widgets in slices of a few milliseconds,
 * not in one task right after hydration as `useSyncExternalStore` (the usual tool for this) would.
 * All the widgets of one hydration switch in the same transition, so together.
 */
export function useEnhanced(): boolean {
  const scope = useContext(HydrationScopeContext);
  const [enhanced, setEnhanced] = useState(() => typeof document !== 'undefined' && !scope.hydrating);
  // biome-ignore lint/correctness/useExhaustiveDependencies: switches once, after the hydration that rendered the HTML form
  useEffect(() => {
    if (!enhanced) startTransition(() => setEnhanced(true));
  }, []);
  return enhanced;
}
