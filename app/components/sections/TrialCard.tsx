import { site } from '../../shared/site.ts';
import { AskLink } from '../actions/AskLink.tsx';
import type { TrialCopy } from './TrialBand.tsx';
import styles from './TrialCard.module.css';

/**
 * The free trial beside the contact form, where a page has no room for a band of its own: what comes
 * with it and the registration that starts it. The site's "#trial" links land here. No eyebrow: its
 * button says "free trial" already.
 */
export function TrialCard({ copy }: { copy: TrialCopy }) {
  return (
    <section id="trial" aria-labelledby="trial-title" className={styles.card}>
      <h2 id="trial-title" className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.body}>{copy.body}</p>
      <ul className={styles.points}>
        {copy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <AskLink ask="trial" to={site.external.register} />
    </section>
  );
}
