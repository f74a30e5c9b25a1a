/**
 * Every cookie the site can set, and the consent categories they belong to: the consent dialog, the
 * code that deletes cookies on withdrawal and the privacy notice's cookie table all read this list
 * (the dialog and the notice only the part a build uses, in-use.ts), so the notice cannot promise
 * one thing while the site does another. A tag added in the tag manager that sets a cookie not listed
 * here must be added here first (the README says so to the operator).
 */
import { languageCookie, languageCookieMaxAge } from '../i18n/resolve-language.ts';

export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
/** The categories a visitor chooses; necessary cookies need no consent (section 25(2) TDDDG). */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const optionalCategories = ['analytics', 'marketing'] as const satisfies readonly OptionalCategory[];

/**
 * The version of the consent text. Raise it when the dialog's copy, the categories or the services
 * change in a way a visitor should decide on again: a stored choice of an older version counts as none.
 */
export const consentRevision = 2;

export const consentCookie = { name: 'consent', maxAgeDays: 365 } as const;

export interface CookieEntry {
  /** The name, or its fixed start when the rest varies (`_ga_` + the measurement ID). */
  name: string;
  prefix?: true;
  category: ConsentCategory;
  provider: 'site' | 'google';
  lifetime: { count: number; unit: 'day' | 'year' };
  /** Key of its purpose under `cookies` in locales/{lang}/consent.json. */
  purpose: 'lang' | 'consent' | 'ga' | 'gaSession' | 'gclAu' | 'gclAw';
}

const days = (seconds: number) => Math.round(seconds / 86_400);

export const cookieTable: readonly CookieEntry[] = [
  {
    name: languageCookie,
    category: 'necessary',
    provider: 'site',
    lifetime: { count: days(languageCookieMaxAge) / 365, unit: 'year' },
    purpose: 'lang',
  },
  {
    name: consentCookie.name,
    category: 'necessary',
    provider: 'site',
    lifetime: { count: consentCookie.maxAgeDays / 365, unit: 'year' },
    purpose: 'consent',
  },
  { name: '_ga', category: 'analytics', provider: 'google', lifetime: { count: 2, unit: 'year' }, purpose: 'ga' },
  { name: '_ga_', prefix: true, category: 'analytics', provider: 'google', lifetime: { count: 2, unit: 'year' }, purpose: 'gaSession' },
  { name: '_gcl_au', category: 'marketing', provider: 'google', lifetime: { count: 90, unit: 'day' }, purpose: 'gclAu' },
  // Only after a click on an ad (the address then carries a `gclid`).
  { name: '_gcl_aw', category: 'marketing', provider: 'google', lifetime: { count: 90, unit: 'day' }, purpose: 'gclAw' },
];

/** The entry a cookie of this name belongs to, if the table lists it. */
export function entryFor(cookieName: string): CookieEntry | undefined {
  return cookieTable.find((entry) =>
    entry.prefix ? cookieName.startsWith(entry.name) && cookieName.length > entry.name.length : cookieName === entry.name,
  );
}

/** How the table shows a name: the varying part of `_ga_<ID>` as the configured ID, or a placeholder. */
export function shownName(entry: CookieEntry, analyticsId: string): string {
  if (!entry.prefix) return entry.name;
  return `${entry.name}${analyticsId ? analyticsId.replace(/^G-/, '') : '<ID>'}`;
}
