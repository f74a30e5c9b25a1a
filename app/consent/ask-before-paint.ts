import { consentCookie, consentRevision } from '../shared/consent/cookies.ts';
import { asksConsent } from './configured.ts';

/**
 * The head's inline script: marks the document when the visitor holds no choice for the current
 * consent text, so the dialog that comes hidden with every page shows in the first paint. It reads
 * only the start of the cookie (`rev=N|`, see choice.ts); the full check runs once the page is
 * interactive, and a cookie that passes here but fails there still gets the dialog, just later.
 * A build with nothing to consent to has neither the dialog nor this script (null).
 */
export const askBeforePaintScript = asksConsent
  ? `/(?:^|;\\s*)${consentCookie.name}=rev=${consentRevision}\\|/.test(document.cookie)||document.documentElement.setAttribute("data-consent-ask","")`
  : null;
