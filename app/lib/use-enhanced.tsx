import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** Whether the part being rendered is prerendered HTML that React is hydrating. */
export interface HydrationScope {
  hydrating: boolean;
}

// Each island brings its own scope (IslandRoot.tsx); outside one, what renders is the prerendered HTML.
// The context's value never changes (the flag inside it does), so providing it never re-renders
// anything: a change would reach into parts still hydrating and hold React up there.
export const HydrationScopeContext = createContext<HydrationScope>({ hydrating: true });

/**
 * False in the prerendered HTML and while React hydrates it, true from then on, and at once for a
 * part rendered anew in the browser (the viewer once asked for). Widgets render their no-JavaScript
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
