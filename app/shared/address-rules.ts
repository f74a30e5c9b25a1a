import { emailPattern } from './email.ts';

/**
 * What an email address must be to be taken, beyond the spec's minimum (`emailPattern`): one
 * mailbox, written so that what the sales team reads is where a reply goes, and a domain that has an
 * ASCII form. The browser runs these rules before sending and the server before storing; each
 * refusal has its own message (`forms.errors.address.<code>` in common.json).
 *
 * The rules are tried in order and the first that fails names the problem, so the most basic comes
 * first: a visitor who forgot the @ hears about the @, not about dots.
 */
export const addressRules = [
  { code: 'pattern', refuses: (address: string) => !emailPattern.test(address) },
  // One @: "a@b@c.de" is read by one mail server as one mailbox and by the next as another.
  { code: 'oneAt', refuses: (address: string) => address.split('@').length !== 2 },
  // Zero-width, soft hyphens, filler letters, tag characters: the address shown is not the one used.
  { code: 'invisible', refuses: (address: string) => invisibleCharacter.test(address) || /\s/.test(address) },
  // Quoted local parts, comments, brackets and lists: how one header is bent into another address.
  { code: 'specials', refuses: (address: string) => /[<>()[\]\\,;:"{}|`]/.test(address) },
  // RFC 2047 encoded words ("=?utf-8?b?…?="): a mail program shows them decoded, as another address.
  { code: 'encodedWord', refuses: (address: string) => /=\?[^?]*\?[bq]\?/i.test(address) },
  { code: 'localTooLong', refuses: (address: string) => localPart(address).length > 64 },
  // A leading, trailing or doubled dot, before or after the @ ("name.@firma.de", "firma.de.").
  {
    code: 'dots',
    refuses: (address: string) => address.split('@').some((part) => part.startsWith('.') || part.endsWith('.') || part.includes('..')),
  },
  // The domain in the form mail servers use (IDNA, UTS 46): "ｅxample.org" is example.org.
  { code: 'domain', refuses: (address: string) => asciiDomain(domainPart(address)) === undefined },
] as const;

export type AddressProblem = (typeof addressRules)[number]['code'];

/** The first rule an address breaks, or undefined when it may be sent. */
export function addressProblem(address: string): AddressProblem | undefined {
  const trimmed = address.trim();
  return addressRules.find((rule) => rule.refuses(trimmed))?.code;
}

/**
 * The one spelling of a mailbox that the store keeps and compares: the domain in its ASCII form,
 * the whole address in lower case. Only for addresses that break no rule.
 */
export function canonicalAddress(address: string): string {
  const trimmed = address.trim();
  return `${localPart(trimmed)}@${asciiDomain(domainPart(trimmed)) ?? domainPart(trimmed)}`.toLowerCase();
}

// Characters that show as nothing (or as a space) in a name or an address: soft hyphen, combining
// grapheme joiner, Hangul fillers, Mongolian vowel separator, zero-width and direction marks,
// variation selectors, the BOM and the tag characters.
export const invisibleCharacter =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each combining mark is looked for on its own, which is the point
  /[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]|\udb40[\udc00-\udc7f]/;

function localPart(address: string): string {
  return address.slice(0, address.lastIndexOf('@'));
}

function domainPart(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

/**
 * The domain as the URL standard maps it (UTS 46, the same in every browser and in Node), or
 * undefined when it has no such form or is no host name a mailbox can be at: an IP address, a label
 * longer than 63 characters, a top-level domain of digits.
 */
export function asciiDomain(domain: string): string | undefined {
  if (!domain || /[/?#@:%\\]/.test(domain)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
  const labels = host.split('.');
  if (host.length > 253 || labels.length < 2) return undefined;
  const tld = labels.at(-1) ?? '';
  if (/^\d+$/.test(tld)) return undefined;
  return labels.every((label) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label)) ? host : undefined;
}
