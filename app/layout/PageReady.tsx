import { useEffect } from 'react';
import { layOutLater } from '../lib/lay-out-later.ts';
import { pageHydrated, useEnhanced } from '../lib/use-enhanced.tsx';

/**
 * Renders nothing. Marks the end of the page's hydration (what renders after it is new), and once
 * the widgets are upgraded lays out what waited below the first screen, then tells the browser tests
 * that the page is interactive and complete (`data-hydrated` on the root element).
 */
export function PageReady() {
  // Switches in the same transition as the page's widgets.
  const enhanced = useEnhanced();
  useEffect(pageHydrated, []);
  useEffect(() => {
    if (!enhanced) return;
    let current = true;
    void layOutLater().then(() => {
      if (current) document.documentElement.dataset.hydrated = 'true';
    });
    return () => {
      current = false;
    };
  }, [enhanced]);
  return null;
}
