import { useId, useState } from 'react';
import type { PropertyChange } from '../../tickets/apply-changes.ts';
import { currentValues, type IndexedSet } from '../../tickets/property-index.ts';
import type { Ticket } from '../../tickets/ticket.ts';
import type { ElementRef } from '../../view/tree-state.ts';
import { primaryButton, viewerButton } from '../button-class.ts';
import { IdentifierName } from '../IdentifierName.tsx';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import { formatTyped, formatValues } from './format-typed.ts';
import styles from './Ticket.module.css';
import { TicketElements } from './TicketElements.tsx';
import { TicketField } from './TicketField.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

const numeric = (change: PropertyChange) => change.type.kind === 'number' || change.type.kind === 'integer';

interface Props {
  ticket: Ticket;
  sets: ReadonlyMap<number, IndexedSet[]>;
  onApprove: () => void;
  /** The approved changes are being written: a second press must not approve twice. */
  approving: boolean;
  /** The ticket's elements, listed by name, each to be shown in the model on request. */
  elements: readonly ElementRef[];
  nameOf: (ref: ElementRef) => string;
  onShowElements: (refs: ElementRef[]) => void;
  onReturn: (comment: string) => void;
}

/** The reviewer's view: the ticket's facts, old and new values side by side, approve or return with a comment. */
export function ReviewStep({ ticket, sets, onApprove, approving, elements, nameOf, onShowElements, onReturn }: Props) {
  const { t, lang } = useTranslation('ifcViewerTicket');
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const words = { yes: t('values.yes'), no: t('values.no'), none: t('values.missing') };
  const due = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(`${ticket.meta.due}T12:00:00`));

  const giveBack = () => {
    if (!comment.trim()) {
      setMissing(true);
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    onReturn(comment);
  };

  return (
    <div className={styles.step}>
      <h4 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('review.heading')}
      </h4>
      <p className={styles.role}>{t('review.role', { reviewer: ticket.meta.reviewer })}</p>
      <dl className={viewer.facts}>
        {[
          [t('review.reason'), ticket.meta.reason],
          [t('review.due'), due],
        ].map(([name, value]) => (
          <div key={name} className={viewer.fact}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TicketElements elements={elements} nameOf={nameOf} onShow={onShowElements} />
      <div className={viewer.tableScroll}>
        <table className={`${viewer.table} ${styles.review}`}>
          <caption>{t('review.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('review.property')}</th>
              <th scope="col">{t('review.old')}</th>
              <th scope="col">{t('review.new')}</th>
            </tr>
          </thead>
          <tbody>
            {ticket.changes.map((change) => (
              <tr key={`${change.set}.${change.property}`} data-property={`${change.set}.${change.property}`}>
                <th scope="row">
                  <IdentifierName name={change.property} />{' '}
                  <span className={styles.current}>
                    <IdentifierName name={change.set} />
                  </span>
                </th>
                <td data-kind={numeric(change) ? 'number' : undefined}>
                  {formatValues(currentValues(sets, change.set, change.property), change.type, lang, words)}
                </td>
                <td data-kind={numeric(change) ? 'number' : undefined} className={styles.newValue}>
                  {formatTyped(change.value, change.type, lang, words)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={viewer.formActions}>
        <button type="button" className={primaryButton} disabled={approving} onClick={onApprove}>
          {t('review.approve')}
        </button>
      </div>
      <TicketField id={`${id}-comment`} label={t('review.comment')} error={missing ? t('errors.comment') : undefined}>
        {(control) => (
          <textarea
            {...control}
            className={`${viewer.input} ${styles.textarea}`}
            rows={3}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
        )}
      </TicketField>
      <div className={viewer.formActions}>
        <button type="button" className={viewerButton} disabled={approving} onClick={giveBack}>
          {t('review.return')}
        </button>
      </div>
    </div>
  );
}
