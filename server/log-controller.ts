import { LogController } from 'fastify';

/**
 * Fastify's controller, except that a reply of 500 or more is always logged with its cause.
 * Request logging is usually off (the proxy keeps the access log), and Fastify's default error
 * handler then logs nothing at all: a page failing for every visitor would leave no trace.
 */
export class SiteLogController extends LogController {
  override defaultErrorLog(...args: Parameters<LogController['defaultErrorLog']>): void {
    const [error, request, reply] = args;
    if (reply.statusCode >= 500) {
      reply.log.error({ method: request.method, url: request.url, status: reply.statusCode, err: error }, 'request failed');
      return;
    }
    super.defaultErrorLog(...args);
  }
}
