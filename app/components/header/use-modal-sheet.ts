import { type MouseEvent, type RefObject, useEffect, useRef } from 'react';

interface Options {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** False while the markup is still the native `<details>`: there is no dialog to show yet. */
  enhanced: boolean;
  /** The control that opened the sheet; focus returns to it when the sheet closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Shows a disclosure's panel as a modal `<dialog>` while it is open (the WAI-ARIA modal dialog
 * pattern). The browser does the rest: the page behind is inert, focus stays in the sheet, Escape
 * closes it. Focus starts on the sheet's close button and returns to the control, also where the
 * browser would not (Safari does not focus a clicked button, so it has no element to go back to).
 * A followed link closes the sheet, a link to the page already shown included.
 */
export function useModalSheet({ open, setOpen, enhanced, buttonRef }: Options) {
  const sheetRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!enhanced || !sheet) return;
    if (open && !sheet.open) {
      sheet.showModal();
      closeRef.current?.focus();
    } else if (!open && sheet.open) {
      sheet.close();
      buttonRef.current?.focus();
    }
  }, [open, enhanced, buttonRef]);

  return {
    closeRef,
    close: () => setOpen(false),
    sheetProps: {
      ref: sheetRef,
      // Escape closes a modal dialog by itself; the state follows.
      onClose: () => setOpen(false),
      onClick: (event: MouseEvent) => {
        if ((event.target as Element).closest('a[href]')) setOpen(false);
      },
    },
  };
}
