import type { IslandTrigger } from './define-island.ts';

/** What counts as the visitor's first input on the page (the same as the lazily loaded sections wait for). */
export const pageInputEvents = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;
/**
 * What counts as input on an island: intent (a pointer over it, focus) or use, including a value that
 * arrives without either (the browser's autofill, a file chosen in its own dialog).
 */
export const islandInputEvents = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart', 'input', 'change'] as const;

interface TriggerDeps {
  /** Calls back when the browser is idle (or after a while at the latest). */
  idle: (callback: () => void) => void;
  /** Calls back once the element is within a quarter screen of the viewport. */
  near: (element: Element, callback: () => void) => void;
  /** Resolves at the page's first input. */
  firstInput: Promise<void>;
}

/**
 * Calls `hydrate` once, at the island's trigger (define-island.ts), or at the first input on it,
 * whichever comes first: a visitor who reaches for an island before it is due gets it at once.
 */
export function watchTrigger(element: HTMLElement, trigger: IslandTrigger, hydrate: () => void, deps: TriggerDeps): void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    for (const type of islandInputEvents) element.removeEventListener(type, fire, true);
    hydrate();
  };
  for (const type of islandInputEvents) element.addEventListener(type, fire, { capture: true, passive: true });
  if (trigger === 'live') deps.idle(fire);
  else if (trigger === 'visible') void deps.firstInput.then(() => deps.near(element, () => deps.idle(fire)));
}
