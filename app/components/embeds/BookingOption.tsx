import { thirdParties } from '../../consent/configured.ts';
import { Island } from '../../islands/Island.tsx';
import appointmentForm from '../forms/appointment-form.island.tsx';
import styles from './BookingOption.module.css';
import booking from './booking.island.tsx';
import { bookingAnchor } from './booking-anchor.ts';

/**
 * Where the copy offers an appointment: the booking calendar when the build has one
 * (`PUBLIC_BOOKING_URL`), otherwise a request for a preferred day and time that reaches the sales
 * team like any demo request. Either way `#booking` leads to it.
 */
export function BookingOption() {
  if (thirdParties.booking) return <Island of={booking} props={{}} />;
  return (
    <div className={styles.request}>
      <Island of={appointmentForm} props={{ formId: bookingAnchor }} />
    </div>
  );
}
