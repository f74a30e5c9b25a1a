import { type FocusEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useEnhanced } from '../../lib/use-enhanced.tsx';

/**
 * State and wiring of a WAI-ARIA disclosure: a button that shows and hides a panel.
 * Escape closes it and returns focus to the button; a press outside or focus moving out closes it;
 * so does coming back to the page from the back/forward cache, where the visitor left it through
 * a link in the panel.
 *
 * `dismiss: false` leaves out the press-outside, focus-out and Escape handling (a group inside a menu).
 *
 * Before the script runs the same markup is a native `<details>` (see Disclosure.tsx); on the switch
 * a panel the visitor already opened stays open and focus stays on the control.
 */
export function useDisclosure<Root extends HTMLElement>({ dismiss = true }: { dismiss?: boolean } = {}) {
  const enhanced = useEnhanced();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const focusWasInside = useRef(false);
  const panelId = useId();

  // Runs once after hydration, while the <details> is still in the page.
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    focusWasInside.current = details.contains(document.activeElement);
    if (details.open) setOpen(true);
  }, []);

  useLayoutEffect(() => {
    if (enhanced && focusWasInside.current) buttonRef.current?.focus();
  }, [enhanced]);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setOpen(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (!open || !dismiss) return;
    const onPress = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, dismiss]);

  // A click on plain text inside the panel blurs with no related target; only a real move away closes.
  const onBlur = useCallback(
    (event: FocusEvent<Root>) => {
      const next = event.relatedTarget as Node | null;
      if (dismiss && next && !rootRef.current?.contains(next)) setOpen(false);
    },
    [dismiss],
  );

  return {
    enhanced,
    open,
    setOpen,
    detailsRef,
    rootProps: { ref: rootRef, onBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}

/** What the control and panel markup need of a disclosure's state. */
export type DisclosureState = Pick<ReturnType<typeof useDisclosure>, 'enhanced' | 'detailsRef' | 'buttonProps' | 'panelProps'>;
