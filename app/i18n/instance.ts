import { createInstance, type i18n } from 'i18next';
import type { Lang } from '../content/routes.ts';
import type { Messages } from './catalog.ts';

// One instance per language, so pages prerendered side by side never share a current language.
const instances = new Map<Lang, i18n>();

export function i18nFor(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    instance.init({
      lng: lang,
      fallbackLng: false,
      ns: [],
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** Adds the catalogs a route's loader delivered; adding the same catalog again changes nothing. */
export function addMessages(instance: i18n, lang: Lang, messages: Messages): void {
  for (const [ns, catalog] of Object.entries(messages)) {
    if (catalog && !instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, catalog);
  }
}
