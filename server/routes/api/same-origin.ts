import type { FastifyReply, FastifyRequest } from 'fastify';
import { formResultUrl } from './form-post.ts';

/**
 * Whether a form post came from a page of this site. A browser says where a request comes from in
 * Sec-Fetch-Site (all current browsers) and Origin (every POST); a hostile page that posts our form
 * from its visitors' browsers cannot hide either. A client that sends neither (curl, a mail client's
 * one-click unsubscribe, an old browser) is no other site's page and is let through: the rate limit
 * and the confirmation mail's cap hold for it.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  // This site's own origins: as visitors reach it (PUBLIC_URL), and as this request addressed it.
  const sent = origin.toLowerCase();
  return sent !== publicOrigin && !(request.host && sent === `${request.protocol}://${request.host}`.toLowerCase());
}

/**
 * Refuses a form post from another site before anything is stored or counted: 403 with a code for a
 * script, and for a plain form a way back to the form, whose page says why in the visitor's language.
 */
export function refuseCrossSite(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCrossSite(request, publicOrigin)) return;
    request.log.warn(
      { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'], url: request.url },
      'form post from another site refused',
    );
    if (request.formPost) return reply.redirect(formResultUrl(request.formPost, 'refused'), 303);
    return reply.code(403).send({ ok: false, errors: [{ field: '', code: 'crossSite' }] });
  };
}
