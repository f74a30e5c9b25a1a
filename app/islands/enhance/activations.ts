import { watchOnceInView } from '../../lib/once-in-view.ts';

/**
 * The one-time slide-ins of a page built as islands (a feature section's `reveal`), without React:
 * each `[data-activate]` element gets the `data-activation` its CSS animates, as `useOnceInView`
 * sets it on a page that hydrates whole. Never under reduced motion: the delivered final state stays.
 * The loader starts it once the parts below the first screen are laid out (after the first input).
 */
export function enhanceActivations(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  for (const element of document.querySelectorAll<HTMLElement>('[data-activate]')) {
    watchOnceInView(element, element.dataset.activate!, Number(element.dataset.activateLine ?? 0.5), (activation) => {
      element.dataset.activation = activation;
    });
  }
}
