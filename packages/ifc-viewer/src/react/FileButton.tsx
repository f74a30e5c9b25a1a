import type { ChangeEvent, ReactNode } from 'react';
import styles from './FileButton.module.css';

interface Props {
  label: string;
  className: string;
  disabled?: boolean;
  describedBy?: string;
  /** The file types offered in the chooser; IFC unless said otherwise. */
  accept?: string;
  onFile: (file: File) => void;
  /** An icon before the label. */
  children?: ReactNode;
  /** A class for the label's words, e.g. to leave only the icon in sight where room is short. */
  labelClassName?: string;
}

/**
 * "Open your own IFC": a file input that looks like a button. The input itself stays in the tab order
 * and is what screen readers announce; choosing the same file twice opens it twice.
 */
export function FileButton({ label, className, disabled, describedBy, accept = '.ifc,application/x-step', onFile, children, labelClassName }: Props) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label className={`${className} ${styles.button}`} data-disabled={disabled || undefined} title={labelClassName ? label : undefined}>
      {children}
      {labelClassName ? <span className={labelClassName}>{label}</span> : label}
      <input type="file" accept={accept} className={styles.input} disabled={disabled} aria-describedby={describedBy} onChange={choose} />
    </label>
  );
}
