import { site } from '../../shared/site.ts';

/**
 * A `mailto:` address to the jobs inbox with the subject filled in. The subject is encoded as a
 * URI component (RFC 6068), so "C#" and umlauts reach the mail client intact.
 */
export function applicationHref(subject: string): string {
  return `mailto:${site.company.jobs}?subject=${encodeURIComponent(subject)}`;
}
