import styles from './Chevron.module.css';

/** The down arrow of a disclosure button; turns up while the button's panel is open. */
export function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
