import type { ChangeEvent } from 'react';
import styles from './FileButton.module.css';

interface Props {
  label: string;
  className: string;
  disabled?: boolean;
  describedBy?: string;
  onFile: (file: File) => void;
}

/**
 * "Open your own IFC": a file input that looks like a button. The input itself stays in the tab order
 * and is what screen readers announce; choosing the same file twice opens it twice.
 */
export function FileButton({ label, className, disabled, describedBy, onFile }: Props) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label className={`${className} ${styles.button}`} data-disabled={disabled || undefined}>
      {label}
      <input
        type="file"
        accept=".ifc,application/x-step"
        className={styles.input}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={choose}
      />
    </label>
  );
}
