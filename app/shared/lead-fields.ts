/** The three kinds of request a visitor can send, and the fields each takes, in the order forms show them. */
export const leadFields = {
  contact: ['name', 'email', 'message', 'phone'],
  // A preferred day and time window make a demo request an appointment request (shared/appointment.ts).
  demo: ['name', 'email', 'phone', 'preferredDay', 'timeWindow'],
  newsletter: ['email'],
} as const;

export type LeadKind = keyof typeof leadFields;
export type LeadField = (typeof leadFields)[LeadKind][number];

/** Longest accepted value of each field, the same in the browser, the schema and the database. */
export const maxLength: Record<LeadField, number> = { email: 254, name: 120, message: 5000, phone: 40, preferredDay: 10, timeWindow: 16 };
