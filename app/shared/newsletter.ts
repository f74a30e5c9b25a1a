/**
 * Version of the newsletter consent text (newsletter.text in the locale files). Stored with every
 * sign-up as proof of what the subscriber agreed to: change it whenever that text changes.
 */
export const newsletterConsentVersion = '2026-11-22';

/** How long a confirmation link works. */
export const confirmLinkHours = 48;
