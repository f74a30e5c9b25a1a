import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { defaultLang } from '../../../app/shared/languages.ts';
import { isLinkToken } from '../../../app/shared/newsletter.ts';
import { pathTo } from '../../../app/shared/pages.ts';
import { confirm, type LinkResult, linkLanguage, unsubscribe } from '../../leads/newsletter.ts';
import { tokenBody, tokenQuery } from './lead-schemas.ts';

type TokenQuery = { token: string };
type Action = 'confirm' | 'unsubscribe';

/**
 * The links in newsletter mails. Opening one (GET) only asks: it leads to the localized page with a
 * button (the static site writes the token into its form), because corporate mail gateways open
 * every link in a mail before the person does. The button's POST acts, then the page that says what
 * happened. The mail client's one-click unsubscribe (RFC 8058: a POST to the link itself) acts at
 * once, as that standard requires.
 */
export const newsletterLinks: FastifyPluginAsync = async (app) => {
  const resultPage = (result: LinkResult) =>
    pathTo({ id: 'newsletterStatus', status: result.outcome === 'invalid' ? 'link-invalid' : result.outcome }, result.lang ?? defaultLang);
  const go = (reply: FastifyReply, location: string) => reply.header('cache-control', 'no-store').redirect(location, 303);

  const act = async (action: Action, token: string): Promise<LinkResult> => {
    if (action === 'unsubscribe') return unsubscribe(app.store, token, new Date());
    const result = await confirm(app.store, app.config.newsletterTo, token, new Date());
    if (result.outcome === 'confirmed') app.outbox.wake();
    return result;
  };

  const ask = (action: Action) => async (request: { query: unknown }, reply: FastifyReply) => {
    const { token } = request.query as TokenQuery;
    const { valid, lang } = await linkLanguage(app.store, action, token, new Date());
    if (!valid) return go(reply, resultPage({ outcome: 'invalid', lang }));
    return go(reply, `${pathTo({ id: 'newsletterStatus', status: action }, lang ?? defaultLang)}?token=${token}`);
  };

  const schema = { querystring: tokenQuery };
  app.get('/newsletter/confirm', { schema }, ask('confirm'));
  app.get('/newsletter/unsubscribe', { schema }, ask('unsubscribe'));

  app.post('/newsletter/confirm', { schema: { body: tokenBody }, bodyLimit: 1024 }, async (request, reply) =>
    go(reply, resultPage(await act('confirm', (request.body as TokenQuery).token))),
  );

  app.post('/newsletter/unsubscribe', { bodyLimit: 1024 }, async (request, reply) => {
    const formToken = (request.body as Partial<TokenQuery> | undefined)?.token;
    if (isLinkToken(formToken)) return go(reply, resultPage(await act('unsubscribe', formToken)));
    // One click from the mail client: the token is in the link, the body says "List-Unsubscribe=One-Click".
    const queryToken = (request.query as Partial<TokenQuery>).token;
    if (!isLinkToken(queryToken)) return reply.code(400).send({ ok: false });
    const result = await act('unsubscribe', queryToken);
    return reply.code(result.outcome === 'invalid' ? 404 : 200).send({ ok: result.outcome !== 'invalid' });
  });
};
