import type { TimeWindow } from './appointment.ts';

/** The three kinds of request a visitor can send. */
export const leadKinds = ['contact', 'demo', 'newsletter'] as const;
export type LeadKind = (typeof leadKinds)[number];
/** The kinds that become a lead for sales; a newsletter sign-up is no lead and gets no sales mail. */
export type SalesKind = Exclude<LeadKind, 'newsletter'>;

/** One field a visitor fills in, and every place its value goes. */
export interface LeadFieldSpec {
  /** Its name in the form, the API body and checkLead. */
  name: string;
  /** The forms that take it. */
  kinds: readonly LeadKind[];
  /** Longest accepted value, the same in the browser's input, checkLead, the API schema and the database. */
  maxLength: number;
  /** Needed by every form that takes it; otherwise a request may leave it out. */
  required: boolean;
  /** Optional, but only together with this field: both or neither. */
  requiredWith?: string;
  /** Its column in the `leads` table (server/store/schema.ts). */
  column: string;
  /**
   * Its place in the leads export, counted from 1. A sheet reads the export by position: a new field
   * takes the place after the last one, and no place ever moves.
   */
  csv: number;
  /** Its row in the sales mail, or null when the mail leaves it out. */
  mail: MailRow | null;
}

export interface MailRow {
  /** Where the row stands among the field rows; fields shown in one row share one MailRow. */
  row: number;
  /** `lead.fields.<label>` in locales/{de,en}/mail.json. */
  label: string;
  /** The requests whose mail has the row. */
  kinds: readonly SalesKind[];
  /** An empty value: `none` shows `lead.none` (a dash, so sales sees it was not given), `omit` drops the row. */
  empty: 'none' | 'omit';
  /** `text`: the value as the visitor gave it; `appointment`: the preferred day and time window in words. */
  value: 'text' | 'appointment';
}

// The two halves of an appointment request are told in one row: the day means nothing without its window.
const appointmentRow = { row: 5, label: 'appointment', kinds: ['demo'], empty: 'none', value: 'appointment' } as const;

/**
 * Every field of the contact and demo requests and newsletter sign-ups, in the order the forms show
 * them. The API schema (server/routes/api/lead-schemas.ts), what a request keeps of the body
 * (lead-routes.ts), the `leads` row (server/leads/requests.ts), the sales mail (server/mail/compose.ts)
 * and the export (server/leads/export.ts) are read from here, so a new field is an entry here, a
 * migration for its column, its label in the mail copy and its input in the form. Plain data: the
 * browser's forms read it too.
 */
export const leadFieldTable = [
  {
    name: 'name',
    kinds: ['contact', 'demo'],
    maxLength: 120,
    required: true,
    column: 'name',
    csv: 5,
    mail: { row: 2, label: 'name', kinds: ['contact', 'demo'], empty: 'none', value: 'text' },
  },
  {
    name: 'email',
    kinds: ['contact', 'demo', 'newsletter'],
    maxLength: 254,
    required: true,
    column: 'email',
    csv: 6,
    mail: { row: 1, label: 'email', kinds: ['contact', 'demo'], empty: 'none', value: 'text' },
  },
  {
    name: 'message',
    kinds: ['contact'],
    maxLength: 5000,
    required: false,
    column: 'message',
    csv: 8,
    mail: { row: 3, label: 'message', kinds: ['contact'], empty: 'none', value: 'text' },
  },
  {
    name: 'phone',
    kinds: ['contact', 'demo'],
    maxLength: 40,
    required: false,
    column: 'phone',
    csv: 7,
    mail: { row: 4, label: 'phone', kinds: ['contact', 'demo'], empty: 'none', value: 'text' },
  },
  // A preferred day and time window make a demo request an appointment request (shared/appointment.ts).
  {
    name: 'preferredDay',
    kinds: ['demo'],
    maxLength: 10,
    required: false,
    requiredWith: 'timeWindow',
    column: 'preferred_day',
    csv: 10,
    mail: appointmentRow,
  },
  {
    name: 'timeWindow',
    kinds: ['demo'],
    maxLength: 16,
    required: false,
    requiredWith: 'preferredDay',
    column: 'time_window',
    csv: 11,
    mail: appointmentRow,
  },
] as const satisfies readonly LeadFieldSpec[];

type Entry = (typeof leadFieldTable)[number];
export type LeadField = Entry['name'];
/** The table's entries of the fields the forms of `K` take (of any of them, for a union). */
export type LeadFieldEntry<K extends LeadKind, E extends Entry = Entry> = E extends Entry ? (K extends E['kinds'][number] ? E : never) : never;
export type LeadFieldOf<K extends LeadKind> = LeadFieldEntry<K>['name'];
export type RequiredLeadField = Extract<Entry, { required: true }>['name'];

// Values checkLead holds to a closed set; every other field is free text.
interface CheckedValues {
  timeWindow: TimeWindow;
}
export type LeadValue<F extends LeadField> = F extends keyof CheckedValues ? CheckedValues[F] : string;
/** The fields of a checked request of kind `K`: the required ones always, the others when given. */
export type LeadValues<K extends LeadKind> = { [F in LeadFieldOf<K> & RequiredLeadField]: LeadValue<F> } & {
  [F in Exclude<LeadFieldOf<K>, RequiredLeadField>]?: LeadValue<F>;
};

/** Whether the forms of `kind` take the field (or a mail row is in the mail of `kind`). */
export function takes(entry: { kinds: readonly LeadKind[] }, kind: LeadKind): boolean {
  return entry.kinds.includes(kind);
}

/** The fields each kind of request takes, in the order the forms show them. */
export const leadFields: { readonly [K in LeadKind]: readonly LeadFieldOf<K>[] } = {
  contact: fieldsOf('contact'),
  demo: fieldsOf('demo'),
  newsletter: fieldsOf('newsletter'),
};

function fieldsOf<K extends LeadKind>(kind: K) {
  return leadFieldTable.filter((entry) => takes(entry, kind)).map((entry) => entry.name) as LeadFieldOf<K>[];
}

/** Longest accepted value of each field, the same in the browser, the schema and the database. */
export const maxLength = Object.fromEntries(leadFieldTable.map((entry) => [entry.name, entry.maxLength])) as Record<LeadField, number>;
