import { thirdParties } from '../../consent/configured.ts';
import { AppointmentForm } from '../forms/AppointmentForm.tsx';
import { BookingEmbed } from './BookingEmbed.tsx';
import styles from './BookingOption.module.css';
import { bookingAnchor } from './booking-anchor.ts';

/**
 * Where the copy offers an appointment: the booking calendar when the build has one
 * (`PUBLIC_BOOKING_URL`), otherwise a request for a preferred day and time that reaches the sales
 * team like any demo request. Either way `#booking` leads to it.
 */
export function BookingOption() {
  if (thirdParties.booking) return <BookingEmbed />;
  return (
    <div className={styles.request}>
      <AppointmentForm formId={bookingAnchor} />
    </div>
  );
}
