import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useEnhanced } from '../../lib/use-enhanced.tsx';
import type { Activation } from '../../lib/use-once-in-view.ts';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  body: string;
  /** Shown on the stage beside the list while the item is open; without any, the list stands alone (an FAQ). */
  media?: ReactNode;
}

interface Props {
  /** Groups the native details. */
  name: string;
  items: readonly AccordionItem[];
  /**
   * The one-time activation of the section around it (`useOnceInView`): while `waiting`, no item is
   * open; when `active`, the first opens, unless the visitor chose one already. Without it the first
   * item is open from the start.
   */
  activation?: Activation;
}

/**
 * A WAI-ARIA accordion with one item open at a time, and a stage showing the open item's picture.
 * Without JavaScript (and until hydration) the items are native exclusive `<details>` with the first
 * open; the script upgrades them to heading buttons with aria-expanded, keeping what is open.
 */
export function Accordion({ name, items, activation = 'still' }: Props) {
  const enhanced = useEnhanced();
  const [open, setOpen] = useState<number | null>(0);
  const chosen = useRef(false);
  const detailsRefs = useRef<(HTMLDetailsElement | null)[]>([]);
  const baseId = useId();

  // Before the switch to buttons: keep the item the visitor opened in the native details.
  useEffect(() => {
    const index = detailsRefs.current.findIndex((details) => details?.open);
    if (index > 0) {
      chosen.current = true;
      setOpen(index);
    }
  }, []);

  useEffect(() => {
    if (chosen.current) return;
    if (activation === 'waiting') setOpen(null);
    if (activation === 'active') setOpen(0);
  }, [activation]);

  const choose = (index: number) => {
    chosen.current = true;
    setOpen(index);
  };

  const staged = open ?? 0;
  const staging = items.some((item) => item.media);
  return (
    <div className={`${styles.accordion} ${staging ? '' : styles.single}`}>
      <div className={styles.list}>
        {items.map((item, index) => {
          const buttonId = `${baseId}-${item.id}-button`;
          const panelId = `${baseId}-${item.id}-panel`;
          if (!enhanced) {
            return (
              <details
                key={item.id}
                name={name}
                open={index === 0}
                // Between hydration and the switch to buttons, an item the visitor opens stays the open one.
                onToggle={(event) => {
                  if (event.currentTarget.open) choose(index);
                }}
                className={styles.item}
                ref={(element) => {
                  detailsRefs.current[index] = element;
                }}
              >
                <summary className={styles.trigger}>
                  <h3 className={styles.heading}>{item.title}</h3>
                </summary>
                <p className={styles.body}>{item.body}</p>
              </details>
            );
          }
          const expanded = open === index;
          return (
            <div key={item.id} className={styles.item}>
              <h3 className={styles.heading}>
                <button
                  id={buttonId}
                  type="button"
                  className={styles.trigger}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  // The open item stays open: one is always shown, as the APG allows.
                  aria-disabled={expanded || undefined}
                  onClick={() => choose(index)}
                >
                  {item.title}
                </button>
              </h3>
              <section id={panelId} aria-labelledby={buttonId} className={styles.body} hidden={!expanded}>
                <p>{item.body}</p>
              </section>
            </div>
          );
        })}
      </div>
      {staging && (
        <div className={`${styles.stage} ${open === null ? styles.idle : ''}`}>
          {items.map((item, index) => (
            <div key={item.id} className={styles.slide} hidden={index !== staged}>
              {item.media}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
