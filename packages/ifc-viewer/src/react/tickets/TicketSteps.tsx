import { useTranslation } from '../viewer-copy.tsx';
import styles from './Ticket.module.css';

export type Phase = 'meta' | 'properties' | 'values' | 'review' | 'approved';
const phases = ['meta', 'properties', 'values', 'review'] as const;

/** Where the ticket stands: the author's three steps, then the review; the current one is marked for screen readers too. */
export function TicketSteps({ phase }: { phase: Phase }) {
  const { t } = useTranslation('ifcViewerTicket');
  const at = phase === 'approved' ? phases.length : phases.indexOf(phase);
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {phases.map((step, index) => (
        <li key={step} aria-current={index === at ? 'step' : undefined} data-done={index < at || undefined}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index < 3 ? index + 1 : '✓'}
          </span>
          {t(`steps.${step}`)}
          {index < at && <span className="visually-hidden"> ({t('steps.done')})</span>}
        </li>
      ))}
    </ol>
  );
}
