import { data, type LoaderFunctionArgs } from 'react-router';
import { isLang, type Lang } from '../shared/languages.ts';
import { pageAt, pages } from '../shared/pages.ts';
import { loadMessages } from './messages.server.ts';

/**
 * Every page's loader (it runs at build time, once per prerendered path): which page the address is,
 * by the registry, and the copy of its namespace in its language.
 */
export function pageLoader({ request }: LoaderFunctionArgs) {
  // Prerendering asks for the page ("/de/pricing") and for its data file ("/de/pricing.data").
  const found = pageAt(new URL(request.url).pathname.replace(/\.data$/, ''));
  if (!found) throw data(null, { status: 404 });
  const { lang, page } = found;
  return { page, lang, messages: loadMessages(lang, [pages[page.id].namespace]) };
}

export type PageData = ReturnType<typeof pageLoader>;

/** The copy the language layout (header, footer, consent dialog, not-found page) renders with. */
export function layoutLoader({ params }: LoaderFunctionArgs) {
  const lang = requireLang(params.lang);
  return { lang, messages: loadMessages(lang, ['common', 'consent']) };
}

function requireLang(value: string | undefined): Lang {
  if (!isLang(value)) throw data(null, { status: 404 });
  return value;
}
