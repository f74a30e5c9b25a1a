import type { Catalog, Messages } from '../shared/i18n/catalog.ts';
import type { Namespace } from '../shared/i18n/keys.ts';
import type { Lang } from '../shared/languages.ts';

// Read at build time only: the strings reach the browser inside each page's HTML and `.data` file,
// so a page carries exactly its language and namespaces and no locale JSON enters the JS bundles.
const files = import.meta.glob<Catalog>('/locales/*/*.json', { eager: true, import: 'default' });

export function loadMessages(lang: Lang, namespaces: readonly Namespace[]): Messages {
  return Object.fromEntries(
    namespaces.map((ns) => {
      const catalog = files[`/locales/${lang}/${String(ns)}.json`];
      if (!catalog) throw new Error(`Missing locale file locales/${lang}/${String(ns)}.json`);
      return [ns, catalog];
    }),
  );
}
