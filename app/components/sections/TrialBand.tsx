import { site } from '../../shared/site.ts';
import { ActionLink } from '../actions/ActionLink.tsx';
import { BookingOption } from '../embeds/BookingOption.tsx';
import { Band } from './Band.tsx';
import styles from './TrialBand.module.css';

export interface TrialCopy {
  eyebrow: string;
  title: string;
  body: string;
  points: readonly string[];
  cta: string;
}

/** The free trial: what comes with it, the registration that starts it, and a guided demo (the booking calendar or an appointment request). */
export function TrialBand({ copy }: { copy: TrialCopy }) {
  return (
    <Band id="trial" labelledBy="trial-title" tone="dark" className={styles.layout}>
      <div>
        <p className="eyebrow">{copy.eyebrow}</p>
        <h2 id="trial-title" className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.body}>{copy.body}</p>
        <ActionLink to={site.external.register}>{copy.cta}</ActionLink>
        <BookingOption />
      </div>
      <ul className={styles.points}>
        {copy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Band>
  );
}
