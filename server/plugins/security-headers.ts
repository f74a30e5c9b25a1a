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
