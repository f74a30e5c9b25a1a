/** The three kinds of request a visitor can send, and the fields each takes, in the order forms show them. */
export const leadFields = {
  contact: ['name', 'email', 'message', 'phone'],
  demo: ['name', 'email', 'phone'],
  newsletter: ['email'],
} as const;

export type LeadKind = keyof typeof leadFields;
export type LeadField = (typeof leadFields)[LeadKind][number];

/** Longest accepted value of each field, the same in the browser, the schema and the database. */
export const maxLength: Record<LeadField, number> = { email: 254, name: 120, message: 5000, phone: 40 };
