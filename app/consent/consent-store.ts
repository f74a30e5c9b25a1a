import { type OptionalCategory, optionalCategories } from '../shared/consent/cookies.ts';
import { type ConsentChoice, currentChoice, storeChoice } from './choice.ts';
import { clearCookies } from './clear-cookies.ts';
import { consentCategoriesAsked, thirdParties } from './configured.ts';
import { applyToTags } from './tag-manager.ts';

export type DialogLayer = 'first' | 'settings';
export type Decision = Record<OptionalCategory, boolean>;

const asked = (category: OptionalCategory) => consentCategoriesAsked.includes(category);

/**
 * A decision cut down to what this build asks about: a build that loads a GA4 stream alone never
 * asks about marketing, so neither "Accept all" nor a choice stored under another configuration
 * grants it there.
 */
function withinAsked<T extends Decision>(decision: T): T {
  return { ...decision, analytics: decision.analytics && asked('analytics'), marketing: decision.marketing && asked('marketing') };
}

export const allowEverything: Decision = withinAsked({ analytics: true, marketing: true });
export const allowNothing: Decision = { analytics: false, marketing: false };

/** The visitor's valid choice, read fresh: another tab may have changed it. */
export function storedChoice(): ConsentChoice | null {
  return currentChoice(document.cookie);
}

/**
 * The visitor's word, whatever this build asks about: it only lets form events into the page's data
 * layer, which nothing reads in a build without tags (the form tests rely on that in the usual build).
 */
export function allows(category: OptionalCategory): boolean {
  return storedChoice()?.[category] === true;
}

/** On every page load: a choice made earlier takes effect again, before anything else is tracked. */
export function applyStoredChoice(): ConsentChoice | null {
  const stored = storedChoice();
  if (!stored) return null;
  const choice = withinAsked(stored);
  clearCookies(optionalCategories.filter((category) => !choice[category]));
  applyToTags(thirdParties.tags, choice);
  return choice;
}

/** Stores a decision and carries it out: refused categories lose their cookies at once. */
export function decide(decision: Decision): ConsentChoice {
  const choice = storeChoice(withinAsked(decision));
  clearCookies(optionalCategories.filter((category) => !choice[category]));
  applyToTags(thirdParties.tags, choice);
  return choice;
}

const listeners = new Set<(layer: DialogLayer) => void>();

/** Opens the consent dialog (the footer's "Cookie settings"); the layout's consent manager listens. */
export function openConsentDialog(layer: DialogLayer): void {
  for (const listener of listeners) listener(layer);
}

export function onDialogRequest(listener: (layer: DialogLayer) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
