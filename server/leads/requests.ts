import { randomUUID } from 'node:crypto';
import type { Lang } from '../../app/shared/languages.ts';
import { leadMail } from '../mail/compose.ts';
import type { Store } from '../store/database.ts';
import { enqueueMail } from '../store/outbox.ts';

export interface LeadRequest {
  kind: 'contact' | 'demo';
  email: string;
  name: string;
  message?: string;
  phone?: string;
  page: string;
  lang: Lang;
}

/** Stores a contact or demo request and the sales team's mail about it, both or neither. */
export async function storeLeadRequest(store: Store, leadsTo: string, request: LeadRequest, now: Date): Promise<string> {
  const id = randomUUID();
  await store.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('leads')
      .values({
        id,
        kind: request.kind,
        email: request.email,
        name: request.name,
        message: request.message || null,
        phone: request.phone || null,
        page: request.page,
        lang: request.lang,
        created_at: now.toISOString(),
        handled_at: null,
      })
      .execute();
    await enqueueMail(trx, leadMail({ ...request, receivedAt: now }, leadsTo, id), now);
  });
  return id;
}
