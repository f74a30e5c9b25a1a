import type { ReactNode } from 'react';
import styles from './Device.module.css';

interface Props {
  /** The clock in the status bar. */
  time: string;
  className?: string;
  children: ReactNode;
}

/** A phone as a product shot draws it: dark frame, rounded screen, the status bar with the clock and no network. */
export function Device({ time, className, children }: Props) {
  return (
    <div className={`${styles.device} ${className ?? ''}`}>
      <div className={styles.screen}>
        <div className={styles.status}>
          <span>{time}</span>
          <span className={styles.island} />
          <span className={styles.icons}>
            <svg width="17" height="11" viewBox="0 0 17 11" aria-hidden="true">
              <rect x="0" y="7" width="3" height="4" rx="1" fill="#1f2328" />
              <rect x="4.5" y="5" width="3" height="6" rx="1" fill="#c9ccd1" />
              <rect x="9" y="2.5" width="3" height="8.5" rx="1" fill="#c9ccd1" />
              <rect x="13.5" y="0" width="3" height="11" rx="1" fill="#c9ccd1" />
            </svg>
            <svg width="25" height="12" viewBox="0 0 25 12" aria-hidden="true">
              <rect x=".5" y=".5" width="21" height="11" rx="3" fill="none" stroke="#9aa0a6" />
              <rect x="2" y="2" width="13" height="8" rx="1.5" fill="#1f2328" />
              <path d="M23 4v4" stroke="#9aa0a6" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </span>
        </div>
        <div className={styles.app}>{children}</div>
        <span className={styles.home} />
      </div>
    </div>
  );
}
