import type { Catalog, Messages } from '../shared/i18n/catalog.ts';
import type { Namespace } from '../shared/i18n/keys.ts';
import { withSiteValues } from '../shared/i18n/site-values.ts';
import type { Lang } from '../shared/languages.ts';

// Read at build time only: the strings reach the browser inside each page's HTML and `.data` file,
// so a page carries exactly its language and namespaces and no locale JSON enters the JS bundles.
const files = import.meta.glob<Catalog>('/locales/*/*.json', { eager: true, import: 'default' });

// Each file's copy with the site's facts filled in ({{trialDays}}), made once for all the pages that use it.
const filled = new Map<string, Catalog>();

function catalogAt(file: string): Catalog | undefined {
  const raw = files[file];
  if (!raw) return undefined;
  let catalog = filled.get(file);
  if (!catalog) {
    catalog = withSiteValues(raw);
    filled.set(file, catalog);
  }
  return catalog;
}

export function loadMessages(lang: Lang, namespaces: readonly Namespace[]): Messages {
  return Object.fromEntries(
    namespaces.map((ns) => {
      const catalog = catalogAt(`/locales/${lang}/${String(ns)}.json`);
      if (!catalog) throw new Error(`Missing locale file locales/${lang}/${String(ns)}.json`);
      return [ns, catalog];
    }),
  );
}
