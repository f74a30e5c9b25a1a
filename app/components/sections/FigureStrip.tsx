import styles from './FigureStrip.module.css';

export interface FiguresCopy {
  /** Names the strip for screen readers. */
  label: string;
  items: Record<string, { value: string; label: string }>;
}

/** A dark strip of key figures under a hero: a large value and what it counts. */
export function FigureStrip({ copy }: { copy: FiguresCopy }) {
  return (
    <section className={styles.strip} aria-label={copy.label}>
      <ul className={`container ${styles.list}`}>
        {Object.entries(copy.items).map(([id, figure]) => (
          <li key={id} className={styles.figure}>
            <strong className={styles.value}>{figure.value}</strong>
            <span className={styles.label}>{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
