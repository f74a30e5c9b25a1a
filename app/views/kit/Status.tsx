import styles from './Status.module.css';

/** How a status looks: its meaning, not its words (those are copy). */
export type StatusTone = 'open' | 'progress' | 'review' | 'shared' | 'released' | 'done' | 'archived' | 'overdue' | 'draft';

interface Props {
  tone: StatusTone;
  children: string;
}

/** A status as the app shows it: a dot and the word on a tinted pill. */
export function Status({ tone, children }: Props) {
  return (
    <span className={styles.status} data-tone={tone}>
      {children}
    </span>
  );
}
