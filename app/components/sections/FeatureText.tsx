import styles from './FeatureText.module.css';
import type { FeatureCopy } from './feature-copy.ts';

/** A feature's words: eyebrow, heading, body, its points and, where it has one, its process in steps; `wide` sets the lists beside the text. */
export function FeatureText({ headingId, copy, wide = false }: { headingId: string; copy: FeatureCopy; wide?: boolean }) {
  return (
    <div className={`${styles.text} ${wide ? styles.wide : ''}`}>
      <p className={styles.eyebrow}>{copy.eyebrow}</p>
      <h2 id={headingId} className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.body}>{copy.body}</p>
      {copy.steps && (
        <ol className={styles.steps}>
          {copy.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <ul className={styles.points}>
        {copy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}
