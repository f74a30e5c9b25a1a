import type { ReactNode } from 'react';
import styles from './Ticket.module.css';

export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface Props {
  id: string;
  label: ReactNode;
  /** Said after the label by screen readers: the current value, the unit, the format. */
  hint?: ReactNode;
  error?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled form field whose hint and error are tied to its control, so screen readers read them with it. */
export function TicketField({ id, label, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className={styles.fieldHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
