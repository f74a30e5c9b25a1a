/**
 * What a build actually uses, from its configuration (third-parties.ts): the consent categories the
 * dialog asks about and the cookies the site can set. The dialog, the privacy notice and the cookie
 * table read these, so none of them names a service the build does not load.
 */
import { type CookieEntry, consentCookie, cookieTable, type OptionalCategory } from './cookies.ts';
import type { ThirdParties } from './third-parties.ts';

/**
 * How analytics and advertising reach the page, as the copy tells it: a Google Tag Manager container,
 * a Google Analytics 4 stream loaded by gtag.js, or nothing at all. Named as the copy's keys are.
 */
export const tagSetups = ['tagManager', 'analytics', 'none'] as const;
export type TagSetup = (typeof tagSetups)[number];

export function tagSetup(tags: ThirdParties['tags']): TagSetup {
  if (!tags) return 'none';
  return tags.kind === 'tag-manager' ? 'tagManager' : 'analytics';
}

/**
 * The categories a visitor is asked about. A GA4 stream is analytics and nothing else: its
 * advertising signals stay denied. A container holds whatever tags the operator adds in Google's
 * interface, after the build, and the README allows GA4 and Google Ads there; so a container asks for
 * both, and its advertising tags run only with the marketing choice (Consent Mode).
 */
export function askedCategories(setup: TagSetup): readonly OptionalCategory[] {
  if (setup === 'tagManager') return ['analytics', 'marketing'];
  if (setup === 'analytics') return ['analytics'];
  return [];
}

/**
 * The cookies a build can set: the language choice always; the consent cookie only where there is
 * something to consent to; each asked category's cookies.
 */
export function cookiesInUse(setup: TagSetup): readonly CookieEntry[] {
  const asked = askedCategories(setup);
  return cookieTable.filter((entry) =>
    entry.category === 'necessary' ? entry.name !== consentCookie.name || asked.length > 0 : asked.includes(entry.category),
  );
}
