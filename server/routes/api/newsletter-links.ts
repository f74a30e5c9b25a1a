import type { FastifyPluginAsync } from 'fastify';
import { defaultLang } from '../../../app/shared/languages.ts';
import { pathTo } from '../../../app/shared/pages.ts';
import { confirm, type LinkResult, unsubscribe } from '../../leads/newsletter.ts';
import { tokenQuery } from './lead-schemas.ts';

type TokenQuery = { token: string };

/** The links in newsletter mails: they act, then show the localized page that says what happened. */
export const newsletterLinks: FastifyPluginAsync = async (app) => {
  const resultPage = (result: LinkResult) =>
    pathTo({ id: 'newsletterStatus', status: result.outcome === 'invalid' ? 'link-invalid' : result.outcome }, result.lang ?? defaultLang);
  const schema = { querystring: tokenQuery };

  app.get('/newsletter/confirm', { schema }, async (request, reply) => {
    const result = await confirm(app.store, app.config.leadsTo, (request.query as TokenQuery).token, new Date());
    if (result.outcome === 'confirmed') app.outbox.wake();
    return reply.header('cache-control', 'no-store').redirect(resultPage(result), 303);
  });

  app.get('/newsletter/unsubscribe', { schema }, async (request, reply) => {
    const result = await unsubscribe(app.store, (request.query as TokenQuery).token, new Date());
    return reply.header('cache-control', 'no-store').redirect(resultPage(result), 303);
  });

  // One-click unsubscribe from the mail client (RFC 8058): same token, answered without a page.
  app.post('/newsletter/unsubscribe', { schema, bodyLimit: 1024 }, async (request, reply) => {
    const result = await unsubscribe(app.store, (request.query as TokenQuery).token, new Date());
    return reply.code(result.outcome === 'invalid' ? 404 : 200).send({ ok: result.outcome !== 'invalid' });
  });
};
