import { data } from 'react-router';
import { isLang, type Lang, newsletterStatuses, type PageRef, workflowNames } from '../content/routes.ts';
import { loadMessages } from './messages.server.ts';
import { commonNamespace, pageNamespaces } from './namespaces.ts';

/** What every page's loader returns: which page it is and the copy it renders with. */
export function pageData(ref: PageRef, langParam: string | undefined) {
  const lang = requireLang(langParam);
  if (ref.page === 'workflow' && !workflowNames.includes(ref.workflowName)) throw data(null, { status: 404 });
  if (ref.page === 'newsletterStatus' && !newsletterStatuses.includes(ref.status)) throw data(null, { status: 404 });
  return { ref, lang, messages: loadMessages(lang, [pageNamespaces[ref.page]]) };
}

export type PageData = ReturnType<typeof pageData>;

/** The copy the language layout (header, footer, not-found page) renders with. */
export function layoutData(langParam: string | undefined) {
  const lang = requireLang(langParam);
  return { lang, messages: loadMessages(lang, [commonNamespace]) };
}

function requireLang(value: string | undefined): Lang {
  if (!isLang(value)) throw data(null, { status: 404 });
  return value;
}
