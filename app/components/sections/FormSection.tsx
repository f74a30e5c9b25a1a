import type { ReactNode } from 'react';
import styles from './FormSection.module.css';

/** A band on the warm surface that holds a page's form. */
export function FormSection({ children }: { children: ReactNode }) {
  return (
    <section className={styles.band}>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
