import type { MetaDescriptor } from 'react-router';
import type { PageData } from '../i18n/page-data.server.ts';
import { lookup } from '../i18n/catalog.ts';
import { pageNamespaces } from '../i18n/namespaces.ts';
import { seo } from './seo.ts';

/** The head of a page whose loader returned `pageData()`: its localized title and description. */
export function pageMeta(data: PageData | undefined): MetaDescriptor[] {
  if (!data) return [];
  const { ref, lang, messages } = data;
  const ns = pageNamespaces[ref.page];
  const prefix =
    ref.page === 'workflow' ? `audiences.${ref.workflowName}.meta` : ref.page === 'newsletterStatus' ? `status.${ref.status}.meta` : 'meta';
  const tags = seo(ref, lang, lookup(messages, ns, `${prefix}.title`), lookup(messages, ns, `${prefix}.description`));
  // Pages reached only from a mail stay out of search results.
  return ref.page === 'newsletterStatus' ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}
