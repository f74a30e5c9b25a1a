import { type ConsentCategory, type CookieEntry, consentCategories } from './cookies.ts';

export type Lifetime = CookieEntry['lifetime'];

export function lifetimeInDays(lifetime: Lifetime): number {
  return lifetime.count * (lifetime.unit === 'year' ? 365 : 1);
}

export interface CategoryLifetimes {
  category: ConsentCategory;
  shortest: Lifetime;
  longest: Lifetime;
}

/**
 * Per category of the given cookies, the shortest and the longest lifetime: the privacy notice's
 * summary beside the cookie table, made from the same entries, so the two cannot disagree.
 */
export function lifetimesByCategory(entries: readonly CookieEntry[]): CategoryLifetimes[] {
  return consentCategories.flatMap((category) => {
    const lifetimes = entries
      .filter((entry) => entry.category === category)
      .map((entry) => entry.lifetime)
      .sort((a, b) => lifetimeInDays(a) - lifetimeInDays(b));
    const shortest = lifetimes[0];
    const longest = lifetimes.at(-1);
    return shortest && longest ? [{ category, shortest, longest }] : [];
  });
}
