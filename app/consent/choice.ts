import { consentCookie, consentRevision, type OptionalCategory } from '../shared/consent/cookies.ts';
import { readCookie } from '../shared/i18n/resolve-language.ts';

/** What a visitor chose, for which version of the consent text, and when: the proof a consent needs. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  revision: number;
  at: string;
}

// One cookie value, readable by a person looking at their cookies:
// "rev=1|analytics=1|marketing=0|at=2026-11-23T10:00:00.000Z".
export function serializeChoice(choice: ConsentChoice): string {
  return [`rev=${choice.revision}`, `analytics=${Number(choice.analytics)}`, `marketing=${Number(choice.marketing)}`, `at=${choice.at}`].join('|');
}

export function parseChoice(value: string): ConsentChoice | null {
  const fields = new Map(value.split('|').map((field) => field.split('=', 2) as [string, string | undefined]));
  const flag = (name: OptionalCategory) => {
    const text = fields.get(name);
    return text === '1' ? true : text === '0' ? false : null;
  };
  const revision = Number(fields.get('rev'));
  const analytics = flag('analytics');
  const marketing = flag('marketing');
  const at = fields.get('at') ?? '';
  if (!Number.isInteger(revision) || analytics === null || marketing === null || Number.isNaN(Date.parse(at))) return null;
  return { analytics, marketing, revision, at };
}

/** The stored choice if it answers the current consent text; an older one counts as no choice. */
export function currentChoice(cookieHeader: string): ConsentChoice | null {
  const value = readCookie(cookieHeader, consentCookie.name);
  const choice = value ? parseChoice(value) : null;
  return choice?.revision === consentRevision ? choice : null;
}

/** A choice made earlier, as the cookie a browser would hold (for tests and benchmarks that start as a returning visitor). */
export function choiceCookie(decision: Pick<ConsentChoice, 'analytics' | 'marketing'>): { name: string; value: string } {
  return { name: consentCookie.name, value: serializeChoice({ ...decision, revision: consentRevision, at: new Date().toISOString() }) };
}

export function storeChoice(choice: Omit<ConsentChoice, 'revision' | 'at'>): ConsentChoice {
  const stored = { ...choice, revision: consentRevision, at: new Date().toISOString() };
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${consentCookie.name}=${serializeChoice(stored)}; Max-Age=${consentCookie.maxAgeDays * 86_400}; Path=/; SameSite=Lax${secure}`;
  return stored;
}
