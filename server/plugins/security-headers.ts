import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { strictPolicy, workerPolicy, workerScriptPattern } from '../site/content-security-policy.ts';

const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

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
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', workerScriptPattern.test(request.url.split('?')[0]!) ? workerPolicy : strictPolicy);
    reply.header('permissions-policy', permissionsPolicy);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains; preload');
    }
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
