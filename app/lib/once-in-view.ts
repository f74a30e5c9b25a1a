/**
 * Where a section stands in its one-time activation:
 * - `still`: not watched yet (the prerendered HTML, hydration) or never to be animated; show the final state;
 * - `waiting`: below the fold and not reached yet; the section may show its start state;
 * - `active`: reached once; it stays so for the life of the page.
 */
export type Activation = 'still' | 'waiting' | 'active';

/**
 * Calls `onChange` as the element's top reaches a line across the viewport (`line` 0.5: its middle;
 * 0.35: 35 % from the top; above 1, below the screen's foot, for motion under way as the element
 * appears), once, at any width: the activation the spec places at fixed scroll ranges on a 1440 px
 * desktop. An element already in view is active at once. Each activation leaves a
 * `performance.mark('activate:<name>')` behind, which the browser tests count. Returns the stop.
 */
export function watchOnceInView(element: Element, name: string, line: number, onChange: (activation: Activation) => void): () => void {
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry?.isIntersecting) {
        observer.disconnect();
        performance.mark(`activate:${name}`);
        onChange('active');
      } else if (entry && (entry.boundingClientRect.top > 0 || entry.boundingClientRect.height === 0)) {
        // Below the line, or not laid out yet (a band whose content-visibility skips it reports an empty box).
        onChange('waiting');
      } else {
        // Scrolled past already (a reload further down the page): nothing left to reveal.
        observer.disconnect();
        onChange('still');
      }
    },
    { rootMargin: `0px 0px ${Math.round((line - 1) * 100)}% 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
