import { useState } from 'react';
import type { ElementRef } from '../../view/tree-state.ts';
import { viewerButton } from '../button-class.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import styles from './Ticket.module.css';

interface Props {
  elements: readonly ElementRef[];
  nameOf: (ref: ElementRef) => string;
  onShow: (refs: ElementRef[]) => void;
}

/**
 * Which elements the ticket changes, by name, for the reviewer: all of them brought into view with one
 * button, or one at a time from the list (closed by default, as a ticket can hold a hundred windows).
 */
export function TicketElements({ elements, nameOf, onShow }: Props) {
  const { t } = useTranslation('ifcViewerTicket');
  // The list is made when it is opened: a ticket for a street's 900 windows would otherwise add 900
  // buttons to the page, and their layout, at every step of the review.
  const [listed, setListed] = useState(false);
  return (
    <div className={styles.elements}>
      <div className={viewer.formActions}>
        <button type="button" className={viewerButton} onClick={() => onShow([...elements])}>
          {t('review.showAll', { count: elements.length })}
        </button>
      </div>
      <details onToggle={(event) => setListed(event.currentTarget.open)}>
        <summary>{t('review.elementList', { count: elements.length })}</summary>
        {listed && (
          <ul className={styles.elementList}>
            {elements.map((ref) => (
              <li key={`${ref.model}#${ref.expressID}`}>
                <button type="button" className={styles.elementButton} onClick={() => onShow([ref])}>
                  {nameOf(ref)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
