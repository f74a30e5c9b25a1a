import { useId, useMemo } from 'react';
import type { HistoryEntry, Ticket } from '../../tickets/ticket.ts';
import viewer from '../Viewer.module.css';
import { useTranslation } from '../viewer-copy.tsx';
import styles from './Ticket.module.css';

/** Who did what and when, oldest first: the ticket's record for this session. */
export function TicketHistory({ ticket }: { ticket: Ticket }) {
  const { t, lang } = useTranslation('ifcViewerTicket');
  const id = useId();
  // Made once per language: a new formatter costs more than the whole list.
  const time = useMemo(() => new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' }), [lang]);
  const sentence = (entry: HistoryEntry) => {
    if (entry.who === 'author') return t(`history.author.${entry.action as 'created' | 'submitted' | 'resubmitted'}`);
    const name = ticket.meta.reviewer;
    return entry.action === 'returned'
      ? t('history.reviewer.returned', { name, comment: entry.comment ?? '' })
      : t('history.reviewer.approved', { name });
  };
  return (
    <section className={styles.history} aria-labelledby={id}>
      <h5 id={id} className={viewer.subTitle}>
        {t('history.title')}
      </h5>
      <ol>
        {ticket.history.map((entry) => (
          <li key={`${entry.at.getTime()}-${entry.action}`} data-action={entry.action}>
            <time dateTime={entry.at.toISOString()}>{time.format(entry.at)}</time> {sentence(entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}
