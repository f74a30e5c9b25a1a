import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { strictPolicy, workerPolicy, workerScriptPattern } from '../site/content-security-policy.ts';

const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Fonts, raster pictures, video and audio: no browser runs them, renders them as a page, frames them or
 * fetches anything on their behalf, so the headers that speak to a document (its policy, its
 * permissions, framing, agent cluster, referrer) mean nothing on them. Over HTTP/1.1 each answer
 * carries its headers in full, and the font's ~300 B of them took it past one round trip of a new
 * connection (14,600 B). SVG is not among them: opened on its own it is a document that can run script.
 */
const inertType = /^(font\/|image\/(?!svg)|video\/|audio\/)/;
const documentOnly = ['x-frame-options', 'origin-agent-cluster', 'referrer-policy'];

/** Whether an answer of this content type is a file that is never a document (see `inertType`). */
export const isInertFile = (contentType: unknown) => typeof contentType === 'string' && inertType.test(contentType);

/** Headers every answer carries; a page replaces the strict default policy with its own. */
const securityHeaders: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    // Pages get a per-page policy with their script hashes; the rest get the strict default below.
    contentSecurityPolicy: false,
    // Sent only over HTTPS, where it means something (below).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // No Cross-Origin-Opener-Policy. It would only cut a cross-site opener's handle on our window,
    // and the site holds no session to protect. Its cost: Chromium swaps the browsing context group
    // on every entry from another page, which creates the page's JavaScript context cold in the
    // navigation's commit (about 75-125 ms instead of 25-40 on the bench machine, measured with
    // bench/tmp traces), and Android gives such a site a process of its own. Lighthouse counted that
    // task as 400-700 ms of blocking time at the slowdown that stands for a mid-range phone.
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Headers for Internet Explorer, Flash and Acrobat, a switch for the XSS filter that browsers
    // removed years ago, and a DNS-prefetch switch for a site that links to no other host: bytes in
    // every answer (a page should fit one round trip) that protect nobody.
    xDnsPrefetchControl: false,
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains; preload');
    }
    if (isInertFile(reply.getHeader('content-type'))) {
      for (const name of documentOnly) reply.removeHeader(name);
      return;
    }
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', workerScriptPattern.test(request.url.split('?')[0]!) ? workerPolicy : strictPolicy);
    reply.header('permissions-policy', permissionsPolicy);
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
