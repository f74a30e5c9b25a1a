import { type PagePolicyInput, pagePolicy } from '../server/site/content-security-policy.ts';

/** What a new connection's first round trip carries: an initial congestion window of ten 1,460-byte segments. */
export const firstRoundTripBytes = 10 * 1460;

/**
 * A page's response headers other than its CSP, as Chromium counts them (status line and line ends
 * included): 561 B from this server over HTTP (measured with curl, 2026-12-01), 70 B more for HSTS
 * over HTTPS, and 30 B of room for a longer date, ETag or content length.
 */
export const otherHeaderBytes = 661;

/** The bytes of a page's response headers, with the CSP its inline hashes and needs give it. */
export function pageHeaderBytes(policy: PagePolicyInput): number {
  return otherHeaderBytes + Buffer.byteLength(`content-security-policy: ${pagePolicy(policy)}\r\n`);
}

/**
 * The most a page's compressed HTML may take and still arrive with its headers in the first round
 * trip: Lighthouse's transfer size is exactly the two together, and a page over it waits a second
 * round trip (150 ms on slow 4G) before its largest paint.
 */
export function firstRoundTripBudget(policy: PagePolicyInput): number {
  return firstRoundTripBytes - pageHeaderBytes(policy);
}
