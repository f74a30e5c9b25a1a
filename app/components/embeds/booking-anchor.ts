/**
 * The anchor of the booking option, the calendar or the appointment request in its place: the target
 * of every "book an appointment" link. Its own module, so a link does not pull in the form's code.
 */
export const bookingAnchor = 'booking';
