import type { Store } from '../store/database.ts';
import type { StoreOutcome } from './idempotency.ts';
import { type SignUp, signUp } from './newsletter.ts';
import { type LeadRequest, storeLeadRequest } from './requests.ts';

/**
 * A form request the server has taken: checked, with the key it is stored under and the moment it
 * arrived. It is stored at once, or, while the store is away, kept in the spool as it is and stored
 * from there later, with the same key and time.
 */
export type FormEntry = { key: string; receivedAt: string } & FormRequest;

/** What was asked for: a contact or demo request, or a newsletter sign-up. */
export type FormRequest = { lead: LeadRequest } | { signUp: SignUp };

export interface FormSettings {
  leadsTo: string;
  publicUrl: string;
}

/** Stores the request and its mail in one transaction, once per key (a second time is a `repeated`). */
export function storeFormEntry(store: Store, settings: FormSettings, entry: FormEntry): Promise<StoreOutcome> {
  const receivedAt = new Date(entry.receivedAt);
  if ('lead' in entry) return storeLeadRequest(store, settings.leadsTo, entry.lead, receivedAt, entry.key);
  return signUp(store, { publicUrl: settings.publicUrl }, entry.signUp, receivedAt, entry.key);
}

/** Whether a value read back from the spool is an entry this server wrote (the files are its own, but a disk can lie). */
export function isFormEntry(value: unknown): value is FormEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const body = (entry.lead ?? entry.signUp) as Record<string, unknown> | undefined;
  return (
    typeof entry.key === 'string' &&
    typeof entry.receivedAt === 'string' &&
    !Number.isNaN(Date.parse(entry.receivedAt)) &&
    typeof body === 'object' &&
    body !== null &&
    typeof body.email === 'string'
  );
}
