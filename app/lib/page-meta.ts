import type { MetaDescriptor } from 'react-router';
import type { PageData } from '../i18n/page-data.server.ts';
import type { TranslationKey } from '../shared/i18n/keys.ts';
import { createTranslator } from '../shared/i18n/translator.ts';
import { copyPrefix, isUnlisted, type PageNamespace, pages } from '../shared/pages.ts';
import { seo } from './seo.ts';

/** The head of every page: its localized title and description, canonical, alternates, Open Graph. */
export function pageMeta({ loaderData }: { loaderData: PageData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { page, lang, messages } = loaderData;
  const ns: PageNamespace = pages[page.id].namespace;
  const { t } = createTranslator<PageNamespace>(messages[ns], lang, ns);
  const prefix = copyPrefix(page);
  const [title, description] = (['meta.title', 'meta.description'] as const).map((field) => {
    const key = `${prefix}${field}` as TranslationKey<PageNamespace>;
    const text = t(key);
    if (text === key) throw new Error(`Missing ${ns}:${key}`);
    return text;
  }) as [string, string];
  const tags = seo(page, lang, title, description);
  return isUnlisted(page) ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}
