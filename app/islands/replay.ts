/**
 * What a visitor does to an island before its code has come, done again once it has hydrated:
 * - `submit`: a form whose HTML action would be wrong (the pricing finder's has none, so the browser
 *   would reload the page) is held, and submitted again, with the same button, by the hydrated form.
 * - `click`: the link's own action goes ahead (a jump to the contact form), and the hydrated link is
 *   clicked once more, so what its script adds (the model named in the form's message) happens too.
 * - `press`: a link that the script makes a button (the footer's cookie settings) is held, and the
 *   button it has become is pressed once the island has hydrated; if its code does not come, the
 *   link is followed after all.
 * Elements are found again by their place among their kind in the island: hydration keeps the DOM.
 */
export type IslandReplay = 'submit' | 'click' | 'press';

export interface HeldInput {
  /** Does it again on the hydrated island; nothing if there was nothing to do. */
  replay(): void;
  /** Stops holding (the island has hydrated, or failed and stays as delivered). */
  stop(): void;
}

const pressable = 'a[href], button';

export function holdInput(element: HTMLElement, kind: IslandReplay): HeldInput {
  let pending: (() => void) | undefined;
  // A held link, followed if the island never hydrates.
  let heldLink: string | undefined;
  const indexIn = (selector: string, target: Element | null) => (target ? [...element.querySelectorAll(selector)].indexOf(target) : -1);
  const at = <T extends Element>(selector: string, index: number) => (index < 0 ? null : (element.querySelectorAll<T>(selector)[index] ?? null));

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    const formIndex = indexIn('form', form);
    const submitterIndex = indexIn(pressable, event.submitter);
    pending = () => {
      const again = at<HTMLFormElement>('form', formIndex);
      const submitter = at<HTMLElement>(pressable, submitterIndex);
      again?.requestSubmit(submitter instanceof HTMLButtonElement && again.contains(submitter) ? submitter : null);
    };
  };
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest(pressable);
    if (!target || !element.contains(target)) return;
    const index = indexIn(pressable, target);
    if (kind === 'press') {
      event.preventDefault();
      heldLink = target instanceof HTMLAnchorElement ? target.href : undefined;
    }
    pending = () => {
      const again = at<HTMLElement>(pressable, index);
      // The pressed link is gone (React made it a button): the button takes the focus the visitor gave
      // the link, so a dialog it opens has a place to give the focus back to.
      if (kind === 'press') again?.focus({ preventScroll: true });
      again?.click();
    };
  };

  if (kind === 'submit') element.addEventListener('submit', onSubmit, true);
  else element.addEventListener('click', onClick, true);
  const stop = () => {
    element.removeEventListener('submit', onSubmit, true);
    element.removeEventListener('click', onClick, true);
  };
  return {
    replay() {
      stop();
      heldLink = undefined;
      const again = pending;
      pending = undefined;
      again?.();
    },
    stop() {
      stop();
      pending = undefined;
      if (heldLink) window.location.assign(heldLink);
      heldLink = undefined;
    },
  };
}
