import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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

const statusCodes: Record<number, string> = { 400: 'malformed', 413: 'tooLarge', 415: 'unsupportedMediaType', 429: 'rateLimited' };

/** Every API error in one shape, `{ ok: false, errors }`, and nothing internal in it. */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.validation ? 400 : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: error.code }, 'request refused');

  if (request.formPost) {
    const result = status === 429 ? 'limited' : status === 500 ? 'failed' : 'invalid';
    return reply.redirect(formResultUrl(request.formPost, result), 303);
  }
  const errors = error.validation
    ? validationErrors(error)
    : [{ field: status === 429 ? '' : 'body', code: statusCodes[status] ?? (status === 500 ? 'internal' : 'invalid') }];
  return reply.code(status).send({ ok: false, errors });
}
