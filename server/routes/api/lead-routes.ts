import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { canonicalAddress } from '../../../app/shared/address-rules.ts';
import type { TimeWindow } from '../../../app/shared/appointment.ts';
import type { Lang } from '../../../app/shared/languages.ts';
import { type LeadField, type LeadFieldEntry, type LeadValues, leadFieldTable, type SalesKind, takes } from '../../../app/shared/lead-fields.ts';
import { checkLead } from '../../../app/shared/lead-rules.ts';
import { site } from '../../../app/shared/site.ts';
import type { FormRequest } from '../../leads/form-entry.ts';
import { idempotencyKeyOf } from '../../leads/idempotency.ts';
import { acceptForm } from './accept-form.ts';
import { answerInvalid, answerSuccess, looksAutomated, readFormPost } from './form-post.ts';
import { type ContactBody, contactBody, type DemoBody, demoBody, errorReply, type NewsletterBody, newsletterBody, okReply } from './lead-schemas.ts';
import { refuseCrossSite } from './same-origin.ts';

/** POST /api/contact, /api/demo and /api/newsletter: JSON from scripts, form-encoded without JavaScript. */
export const leadRoutes: FastifyPluginAsync = async (app) => {
  // One limiter, so one budget per address for the three forms together.
  const formLimit = app.rateLimit({ max: app.config.formRateLimit, timeWindow: '10 minutes' });
  const sameSite = refuseCrossSite(app.config.publicUrl);
  const route = (body: object): RouteShorthandOptions => ({
    bodyLimit: 16 * 1024,
    // Counted once the body is read, so that a form posted without JavaScript is sent back to its page.
    // From another site: refused before it counts against the visitor's rate limit.
    preValidation: [readFormPost, sameSite, formLimit],
    schema: { body, response: { 200: okReply, 400: errorReply } },
  });

  /**
   * Takes a valid request once per Idempotency-Key (the browser's script sends one and retries with
   * it); a repeat gets the first answer again, a key reused for other content 422. A form posted
   * without JavaScript has no key and gets one here, so that a request kept in the spool while the
   * store was away (and perhaps committed just before it went) is still stored once.
   */
  const takeOnce = async (request: FastifyRequest, reply: FastifyReply, form: FormRequest, onwards?: string) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    if (key === null) return answerInvalid(request, reply, [{ field: '', code: 'idempotencyKey' }]);
    const outcome = await acceptForm(app, request, { key: key ?? randomUUID(), receivedAt: new Date().toISOString(), ...form });
    if (outcome === 'keyReused') return reply.code(422).send({ ok: false, errors: [{ field: '', code: 'idempotencyKeyReused' }] });
    return answerSuccess(request, reply, onwards);
  };

  app.post('/contact', route(contactBody), async (request, reply) => {
    const body = request.body as ContactBody;
    if (looksAutomated(body)) return answerSuccess(request, reply);
    const errors = checkLead('contact', body);
    if (errors.length) return answerInvalid(request, reply, errors);
    return takeOnce(request, reply, { lead: { kind: 'contact', ...trimmed('contact', body) } });
  });

  app.post('/demo', route(demoBody), async (request, reply) => {
    const body = request.body as DemoBody;
    if (looksAutomated(body)) return answerSuccess(request, reply, site.external.register);
    const errors = checkLead('demo', body);
    if (errors.length) return answerInvalid(request, reply, errors);
    // checkLead let through both or neither.
    const preferredDay = body.preferredDay?.trim() || undefined;
    const timeWindow = body.timeWindow?.trim() as TimeWindow | undefined;
    const appointment = preferredDay && timeWindow ? { preferredDay, timeWindow } : {};
    return takeOnce(request, reply, { lead: { kind: 'demo', ...trimmed('demo', body), ...appointment } }, site.external.register);
  });

  app.post('/newsletter', route(newsletterBody), async (request, reply) => {
    const body = request.body as NewsletterBody;
    if (looksAutomated(body)) return answerSuccess(request, reply);
    const errors = checkLead('newsletter', body);
    if (errors.length) return answerInvalid(request, reply, errors);
    return takeOnce(request, reply, { signUp: { email: canonicalAddress(body.email), page: body.page, lang: body.lang, ip: request.ip } });
  });
};

type PairedField = Extract<LeadFieldEntry<SalesKind>, { requiredWith: string }>['name'];

/**
 * The visitor's fields as a request keeps them: trimmed, an optional one left empty dropped. Fields
 * given only together (the appointment) are the route's to add, after page and lang: the request's
 * JSON, in this order, is the hash its idempotency key is stored with, and a retry must match it.
 */
function trimmed<K extends SalesKind>(kind: K, body: Partial<Record<LeadField, string>> & { email: string; page: string; lang: Lang }) {
  const fields = leadFieldTable
    .filter((entry) => takes(entry, kind) && entry.name !== 'email' && !('requiredWith' in entry))
    .map((entry) => [entry.name, entry.required ? (body[entry.name] ?? '').trim() : body[entry.name]?.trim() || undefined]);
  return {
    // The spelling the mail goes to is the one sales reads: "ｅxample.org" arrives as example.org.
    email: canonicalAddress(body.email),
    ...(Object.fromEntries(fields) as Omit<LeadValues<K>, 'email' | PairedField>),
    page: body.page,
    lang: body.lang,
  };
}
