import styles from './CaseStudyFigures.module.css';

export type ResultsCopy = Record<string, { value: string; label: string }>;

/** A case study's results: each a large figure over what it counts, on the dark panel. */
export function CaseStudyFigures({ results, label, labelledBy }: { results: ResultsCopy; label?: string; labelledBy?: string }) {
  return (
    <ul className={styles.figures} aria-label={label} aria-labelledby={labelledBy}>
      {Object.entries(results).map(([id, figure]) => (
        <li key={id} className={styles.figure}>
          <strong className={styles.value}>{figure.value}</strong>
          <span className={styles.label}>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
