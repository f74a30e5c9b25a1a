import { thirdParties } from '../../consent/configured.ts';
import { Island } from '../../islands/Island.tsx';
import { site } from '../../shared/site.ts';
import { AskLink } from '../actions/AskLink.tsx';
import booking from '../embeds/booking.island.tsx';
import { Band } from './Band.tsx';
import styles from './TrialBand.module.css';

export interface TrialCopy {
  eyebrow: string;
  title: string;
  body: string;
  points: readonly string[];
  /** A point shown only while a booking calendar is configured: the demo booked online. */
  bookingPoint?: string;
}

/**
 * The free trial: what comes with it and the registration that starts it, and the booking calendar
 * when the build has one. Without a calendar it holds no form: the page's one ask is its contact band
 * below, whose steps begin with the demo (a second form above it made three stacked forms with the footer's).
 */
export function TrialBand({ copy }: { copy: TrialCopy }) {
  return (
    <Band id="trial" labelledBy="trial-title" tone="dark" className={styles.layout}>
      <div>
        <p className="eyebrow">{copy.eyebrow}</p>
        <h2 id="trial-title" className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.body}>{copy.body}</p>
        <AskLink ask="trial" to={site.external.register} />
        {thirdParties.booking && <Island of={booking} props={{}} />}
      </div>
      <ul className={styles.points}>
        {[...copy.points, ...(thirdParties.booking && copy.bookingPoint ? [copy.bookingPoint] : [])].map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Band>
  );
}
