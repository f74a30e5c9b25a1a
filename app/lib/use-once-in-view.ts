import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Where a section stands in its one-time activation:
 * - `still`: not watched yet (the prerendered HTML, hydration) or never to be animated; show the final state;
 * - `waiting`: below the fold and not reached yet; the section may show its start state;
 * - `active`: reached once; it stays so for the life of the page.
 */
export type Activation = 'still' | 'waiting' | 'active';

/**
 * Fires once when the element's top reaches a line across the viewport (by default its middle; `line`
 * 0.35 puts it at 35 % from the top, for a section that should be mostly on screen first; above 1, below
 * the screen's foot, for motion that should be under way as the element appears), at any
 * width: the activation the spec places at fixed scroll ranges on a 1440 px desktop. An element
 * already in view when the script starts is active at once. Each activation leaves a
 * `performance.mark('activate:<name>')` behind, which the browser tests count.
 */
export function useOnceInView<T extends Element>(name: string, enabled: boolean, line = 0.5): [RefObject<T | null>, Activation] {
  const ref = useRef<T>(null);
  const [state, setState] = useState<Activation>('still');
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          observer.disconnect();
          performance.mark(`activate:${name}`);
          setState('active');
        } else if (entry && (entry.boundingClientRect.top > 0 || entry.boundingClientRect.height === 0)) {
          // Below the line, or not laid out yet (a band whose content-visibility skips it reports an empty box).
          setState('waiting');
        } else {
          // Scrolled past already (a reload further down the page): nothing left to reveal.
          observer.disconnect();
          setState('still');
        }
      },
      { rootMargin: `0px 0px ${Math.round((line - 1) * 100)}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [name, enabled, line]);
  return [ref, state];
}
