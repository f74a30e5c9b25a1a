import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SpoolUnavailable } from '../../spool/spool-errors.ts';
import { isStoreUnavailable } from '../../store/errors.ts';
import { formResultUrl } from './form-post.ts';

type FieldError = { field: string; code: string };

const codeOf: Record<string, string> = {
  required: 'required',
  additionalProperties: 'unknown',
  maxLength: 'tooLong',
  minLength: 'required',
  type: 'type',
  enum: 'invalid',
  const: 'invalid',
  minimum: 'invalid',
  maximum: 'invalid',
};

/** Ajv's findings as the API's field errors: which field, and a code the site can translate. */
export function validationErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((issue) => {
    const params = issue.params as { missingProperty?: string; additionalProperty?: string };
    const field = params.missingProperty ?? params.additionalProperty ?? issue.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    return { field: field || String(error.validationContext ?? 'body'), code: codeOf[issue.keyword] ?? 'invalid' };
  });
}

const statusCodes: Record<number, string> = {
  400: 'malformed',
  413: 'tooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
  503: 'unavailable',
};

/** What a 503 asks the browser to wait before it tries again with the same key. */
export const retryAfterSeconds = 5;

/**
 * Every API error in one shape, `{ ok: false, errors }`, and nothing internal in it. A store that
 * cannot be reached is no fault of the request: 503 with Retry-After, never 500, so that the
 * browser (and nginx, which then asks the next instance) tries again.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The client went away (closed the tab, lost its connection, ran past the request timeout) while
  // sending: its socket error looks like a lost database connection, but nothing here failed.
  if (request.raw.readableAborted || request.raw.socket?.destroyed) {
    request.log.info({ code: error.code }, 'client closed the request while sending it');
    return reply.code(400).send({ ok: false, errors: [{ field: 'body', code: 'malformed' }] });
  }
  const unavailable = error instanceof SpoolUnavailable || isStoreUnavailable(error);
  const status = error.validation
    ? 400
    : unavailable
      ? 503
      : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  else if (status === 503) {
    const what = error instanceof SpoolUnavailable ? 'store away and spool failed' : 'store unreachable';
    request.log.error({ err: String(error.cause ?? error) }, `${what}; answered 503`);
  } else request.log.info({ status, code: error.code }, 'request refused');
  if (status === 503) reply.header('retry-after', String(retryAfterSeconds));

  if (request.formPost) {
    const result = status === 429 ? 'limited' : status >= 500 ? 'failed' : 'invalid';
    return reply.redirect(formResultUrl(request.formPost, result), 303);
  }
  const errors = error.validation
    ? validationErrors(error)
    : [{ field: status === 429 ? '' : 'body', code: statusCodes[status] ?? (status === 500 ? 'internal' : 'invalid') }];
  return reply.code(status).send({ ok: false, errors });
}
