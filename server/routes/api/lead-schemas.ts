import { type Static, type TOptional, type TString, Type } from 'typebox';
import { languages } from '../../../app/shared/languages.ts';
import {
  type LeadField,
  type LeadFieldOf,
  type LeadKind,
  leadFields,
  leadFieldTable,
  leadKinds,
  maxLength,
  type RequiredLeadField,
  takes,
} from '../../../app/shared/lead-fields.ts';
import { linkTokenPattern } from '../../../app/shared/newsletter.ts';
import { pageLabels } from '../../../app/shared/pages.ts';

// Structure only: types, known fields, lengths. What the values must look like is checkLead's job,
// shared with the browser, so both tell the visitor the same thing. The visitor's fields come from
// the table in lead-fields.ts.

type FieldSchemas<F extends LeadField> = { [P in F]: P extends RequiredLeadField ? TString : TOptional<TString> };

const required = new Set<LeadField>(leadFieldTable.filter((entry) => entry.required).map((entry) => entry.name));

function fieldSchemas<F extends LeadField>(fields: readonly F[]): FieldSchemas<F> {
  return Object.fromEntries(
    fields.map((field) => {
      const text = Type.String({ maxLength: maxLength[field] });
      return [field, required.has(field) ? text : Type.Optional(text)];
    }),
  ) as FieldSchemas<F>;
}

// A field is in every form unless some kind lacks it.
type EveryFormField = Exclude<LeadField, { [K in LeadKind]: Exclude<LeadField, LeadFieldOf<K>> }[LeadKind]>;
const everyForm = leadFieldTable.filter((entry) => leadKinds.every((kind) => takes(entry, kind))).map((entry) => entry.name) as EveryFormField[];

// The fields every form takes (the address) lead each body, the others of its form follow the
// request's context: ajv reports missing properties in this order, as it did before the table.
const shared = {
  ...fieldSchemas(everyForm),
  // Not the visitor's, so not in the table: the form fills in the page and language it is on (one of
  // the site's own lists, named in the mail's subject and intro), and the honeypot and the timing
  // only tell people from bots and are never kept.
  page: Type.Enum([...pageLabels]),
  lang: Type.Enum([...languages]),
  /** The honeypot: people leave it empty; bots fill it. */
  website: Type.String({ maxLength: 200 }),
  /** How long the form was open before sending; humans need more than 1.5 s. */
  elapsedMs: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
};

const options = { additionalProperties: false };

function body<K extends LeadKind>(kind: K) {
  const own = leadFields[kind].filter((field) => !(everyForm as readonly LeadField[]).includes(field)) as Exclude<LeadFieldOf<K>, EveryFormField>[];
  return Type.Object({ ...shared, ...fieldSchemas(own) }, options);
}

export const contactBody = body('contact');
export const demoBody = body('demo');
export const newsletterBody = body('newsletter');

const token = Type.String({ pattern: linkTokenPattern.source });
// base64url only: the token is written into the question page's HTML (static-site.ts).
export const tokenBody = Type.Object({ token }, options);
// Mail gateways and newsletter tools append their own parameters (utm_source, …) to links in a mail;
// the link must still work, so only the token is checked and the rest is ignored.
export const tokenQuery = Type.Object({ token }, { additionalProperties: true });

export const okReply = Type.Object({ ok: Type.Literal(true) });
export const errorReply = Type.Object({
  ok: Type.Literal(false),
  errors: Type.Array(Type.Object({ field: Type.String(), code: Type.String() })),
});

export type ContactBody = Static<typeof contactBody>;
export type DemoBody = Static<typeof demoBody>;
export type NewsletterBody = Static<typeof newsletterBody>;
