/**
 * Version of the newsletter consent text (newsletter.text and newsletter.consent in common.json). Stored with every
 * sign-up as proof of what the subscriber agreed to: change it whenever that text changes.
 */
export const newsletterConsentVersion = '2026-11-29';

/** How long a confirmation link works. */
export const confirmLinkHours = 48;

/**
 * Stands in the prerendered confirm and unsubscribe pages where the server writes the token of the
 * link that was opened (a hidden field of the form whose POST acts).
 */
export const newsletterTokenMarker = '__NEWSLETTER_TOKEN__';

/** A link token as the server makes them (base64url): nothing else is ever written into a page. */
export const linkTokenPattern = /^[A-Za-z0-9_-]{1,100}$/;

export function isLinkToken(value: unknown): value is string {
  return typeof value === 'string' && linkTokenPattern.test(value);
}
