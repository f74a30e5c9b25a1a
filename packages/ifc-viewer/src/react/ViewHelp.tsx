import { useEffect, useId, useRef, useState } from 'react';
import styles from './Viewer.module.css';
import { useTranslation } from './viewer-copy.tsx';

interface Props {
  /** The help's id: the 3D view names it as its description, open or not. */
  id: string;
  text: string;
}

/**
 * How to move in the view, behind a button in its corner (WAI-ARIA disclosure): the button opens and
 * closes it, Escape or a press outside closes it, and the focus goes back to the button from inside.
 */
export function ViewHelp({ id, text }: Props) {
  const { t } = useTranslation('ifcViewerTool');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (box.current?.contains(document.activeElement)) button.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);

  return (
    <div ref={box} className={styles.helpBox}>
      <button
        ref={button}
        type="button"
        className={styles.helpButton}
        aria-expanded={open}
        aria-controls={popover}
        onClick={() => setOpen((shown) => !shown)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01" strokeLinecap="round" />
        </svg>
        {t('view.helpButton')}
      </button>
      <div id={popover} className={styles.helpPopover} hidden={!open}>
        <p id={id}>{text}</p>
      </div>
    </div>
  );
}
