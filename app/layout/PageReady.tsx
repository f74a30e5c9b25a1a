import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { layOutLater } from '../lib/lay-out-later.ts';
import { pageHydrated, useEnhanced } from '../lib/use-enhanced.tsx';

/**
 * Renders nothing. Marks the end of the page's hydration (what renders after it is new), and once
 * the widgets are upgraded lays out what waited below the first screen, then tells the browser tests
 * that the page is interactive and complete (`data-hydrated` on the root element). A client-side
 * navigation brings new parts to lay out.
 */
export function PageReady() {
  const { pathname } = useLocation();
  // Switches in the same transition as the page's widgets.
  const enhanced = useEnhanced();
  useEffect(pageHydrated, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page, which may bring parts to lay out
  useEffect(() => {
    if (!enhanced) return;
    let current = true;
    void layOutLater().then(() => {
      if (current) document.documentElement.dataset.hydrated = 'true';
    });
    return () => {
      current = false;
    };
  }, [pathname, enhanced]);
  return null;
}
