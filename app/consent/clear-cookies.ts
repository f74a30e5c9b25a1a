import { type ConsentCategory, entryFor } from '../shared/consent/cookies.ts';

/**
 * Deletes the cookies of the given categories that this page can see. Analytics cookies are set for
 * the registrable domain (".example.com"), so each is deleted for the host and every parent domain
 * as well as without one; a deletion that names the wrong domain is simply ignored by the browser.
 */
export function clearCookies(categories: readonly ConsentCategory[]): string[] {
  const names = document.cookie
    .split(/;\s*/)
    .map((pair) => pair.split('=', 1)[0] ?? '')
    .filter((name) => {
      const entry = entryFor(name);
      return entry !== undefined && categories.includes(entry.category);
    });
  const labels = window.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; Domain=.${labels.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
    }
  }
  return names;
}
