import type { FastifyInstance } from 'fastify';

export const validBodies = {
  contact: {
    email: 'anna.schmidt@planungsbuero.example',
    name: 'Anna Schmidt',
    message: 'Wir planen ein Bürogebäude in Leipzig.',
    page: 'HOMEPAGE',
    lang: 'de',
    website: '',
    elapsedMs: 8000,
  },
  demo: { email: 'ben@bau.example', name: 'Ben Weber', phone: '+49 30 1234567', page: 'DMS', lang: 'en', website: '', elapsedMs: 9000 },
  newsletter: { email: 'clara@ingenieure.example', page: 'PRICING', lang: 'en', website: '', elapsedMs: 4000 },
} as const;

export type FormKind = keyof typeof validBodies;

export function postJson(app: FastifyInstance, kind: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/api/${kind}`, payload: body as object, headers: { 'content-type': 'application/json', ...headers } });
}

export function postForm(app: FastifyInstance, kind: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/${kind}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** Row counts of every table: what "the store is unchanged" is checked against. */
export async function storeCounts(app: FastifyInstance) {
  const count = async (table: 'leads' | 'subscribers' | 'outbox') =>
    Number(
      (
        await app.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { leads: await count('leads'), subscribers: await count('subscribers'), outbox: await count('outbox') };
}
