import { isLang, type Lang } from '../languages.ts';
import { pageAt, pathTo } from '../pages.ts';
import { languageRedirectTarget, withoutLanguageQuery } from './resolve-language.ts';

/**
 * Where an address with `?lng=` leads: the same page in that language (its own path there, as the
 * language switch links it), or for a path without a language that path below it; the rest of the
 * query stays, `lng` goes (it has been stored as the choice).
 */
export function languageQueryTarget(pathname: string, search: string, lang: Lang): string {
  const rest = withoutLanguageQuery(search);
  const [, first, ...below] = pathname.split('/');
  if (!isLang(first?.toLowerCase())) return languageRedirectTarget(pathname, rest, lang);
  const found = pageAt(`/${first!.toLowerCase()}${below.length ? `/${below.join('/')}` : ''}`);
  const path = found ? pathTo(found.page, lang) : [`/${lang}`, ...below].join('/');
  return path + rest;
}
