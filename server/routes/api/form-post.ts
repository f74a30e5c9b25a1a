import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultLang, isLang } from '../../../app/shared/languages.ts';
import { leadFieldTable } from '../../../app/shared/lead-fields.ts';
import { notFoundPath, prerenderPaths } from '../../../app/shared/pages.ts';

// A required field posted empty stays, so that checkLead names it.
const optionalFields = leadFieldTable.filter((entry) => !entry.required).map((entry) => entry.name);

// Only pages of the site may be returned to: no form can be turned into a redirect elsewhere.
const pagePaths = new Set(prerenderPaths().filter((path) => !path.endsWith(`/${notFoundPath}`)));

export type FormResult = 'sent' | 'invalid' | 'failed' | 'limited' | 'refused';

export function formResultUrl(post: { returnTo: string; formId: string }, result: FormResult): string {
  return `${post.returnTo}#${post.formId}-${result}`;
}

/**
 * A form posted without JavaScript arrives form-encoded with extra fields: `returnTo` and `formId`, and
 * `onSent=stay` from a form that answers on its page where its endpoint would send the visitor onwards
 * (the appointment request, a demo request that does not go on to registration). They are taken out
 * before validation (the JSON contract stays exact), and the timing field, which only JavaScript can
 * fill, becomes a number or, when empty, a marker that the form was not timed.
 */
export async function readFormPost(request: FastifyRequest) {
  if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return;
  const body = request.body as Record<string, unknown>;
  const lang = isLang(body.lang) ? body.lang : defaultLang;
  const returnTo = typeof body.returnTo === 'string' && pagePaths.has(body.returnTo) ? body.returnTo : `/${lang}`;
  const formId = typeof body.formId === 'string' && /^[a-z][a-z0-9-]{0,30}$/.test(body.formId) ? body.formId : 'form';
  request.formPost = { returnTo, formId, stay: body.onSent === 'stay' };
  delete body.returnTo;
  delete body.formId;
  delete body.onSent;
  // An empty text or date field posts an empty value; a radio group with none chosen posts nothing.
  for (const key of optionalFields) if (body[key] === '') delete body[key];
  if (body.elapsedMs === '' || body.elapsedMs === undefined) body.elapsedMs = untimed;
  else if (typeof body.elapsedMs === 'string' && /^\d{1,10}$/.test(body.elapsedMs)) body.elapsedMs = Number(body.elapsedMs);
}

/** Stands for "not measured" in a form posted without JavaScript. */
export const untimed = 2_147_483_647;

/** A filled honeypot or a form sent faster than a person can type: answered like success, kept nowhere. */
export function looksAutomated(body: { website: string; elapsedMs: number }): boolean {
  return body.website !== '' || body.elapsedMs < 1500;
}

/** Success: JSON for scripts, a redirect back to the page (or onwards) for plain forms. */
export function answerSuccess(request: FastifyRequest, reply: FastifyReply, onwards?: string) {
  if (request.formPost) return reply.redirect((!request.formPost.stay && onwards) || formResultUrl(request.formPost, 'sent'), 303);
  return reply.code(200).send({ ok: true });
}

export function answerInvalid(request: FastifyRequest, reply: FastifyReply, errors: { field: string; code: string }[]) {
  if (request.formPost) return reply.redirect(formResultUrl(request.formPost, 'invalid'), 303);
  return reply.code(400).send({ ok: false, errors });
}
