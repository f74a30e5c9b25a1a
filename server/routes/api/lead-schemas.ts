import { type Static, Type } from 'typebox';
import { languages } from '../../../app/shared/languages.ts';
import { maxLength } from '../../../app/shared/lead-fields.ts';
import { linkTokenPattern } from '../../../app/shared/newsletter.ts';
import { pageLabels } from '../../../app/shared/pages.ts';

// Structure only: types, known fields, lengths. What the values must look like is checkLead's job,
// shared with the browser, so both tell the visitor the same thing.
const shared = {
  email: Type.String({ maxLength: maxLength.email }),
  page: Type.Enum([...pageLabels]),
  lang: Type.Enum([...languages]),
  /** The honeypot: people leave it empty; bots fill it. */
  website: Type.String({ maxLength: 200 }),
  /** How long the form was open before sending; humans need more than 1.5 s. */
  elapsedMs: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
};

const options = { additionalProperties: false };

export const contactBody = Type.Object(
  {
    ...shared,
    name: Type.String({ maxLength: maxLength.name }),
    message: Type.Optional(Type.String({ maxLength: maxLength.message })),
    phone: Type.Optional(Type.String({ maxLength: maxLength.phone })),
  },
  options,
);

export const demoBody = Type.Object(
  {
    ...shared,
    name: Type.String({ maxLength: maxLength.name }),
    phone: Type.Optional(Type.String({ maxLength: maxLength.phone })),
    preferredDay: Type.Optional(Type.String({ maxLength: maxLength.preferredDay })),
    timeWindow: Type.Optional(Type.String({ maxLength: maxLength.timeWindow })),
  },
  options,
);

export const newsletterBody = Type.Object(shared, options);

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
