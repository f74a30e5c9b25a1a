import { type OptionalCategory, optionalCategories } from '../shared/consent/cookies.ts';
import { type ConsentChoice, currentChoice, storeChoice } from './choice.ts';
import { clearCookies } from './clear-cookies.ts';
import { thirdParties } from './configured.ts';
import { applyToTags } from './tag-manager.ts';

export type DialogLayer = 'first' | 'settings';
export type Decision = Record<OptionalCategory, boolean>;

export const allowEverything: Decision = { analytics: true, marketing: true };
export const allowNothing: Decision = { analytics: false, marketing: false };

/** The visitor's valid choice, read fresh: another tab may have changed it. */
export function storedChoice(): ConsentChoice | null {
  return currentChoice(document.cookie);
}

export function allows(category: OptionalCategory): boolean {
  return storedChoice()?.[category] === true;
}

/** On every page load: a choice made earlier takes effect again, before anything else is tracked. */
export function applyStoredChoice(): ConsentChoice | null {
  const choice = storedChoice();
  if (choice) {
    clearCookies(optionalCategories.filter((category) => !choice[category]));
    applyToTags(thirdParties.tags, choice);
  }
  return choice;
}

/** Stores a decision and carries it out: refused categories lose their cookies at once. */
export function decide(decision: Decision): ConsentChoice {
  const choice = storeChoice(decision);
  clearCookies(optionalCategories.filter((category) => !decision[category]));
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
