import type { LeadKind } from '../../shared/lead-fields.ts';

/** The analytics event of each form, reported once its request was accepted. */
export const leadEvents: Record<LeadKind, string> = { contact: 'contact_request', demo: 'demo_request', newsletter: 'newsletter_signup' };
