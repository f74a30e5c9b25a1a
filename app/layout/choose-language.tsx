import { redirect } from 'react-router';
import { detectBrowserLanguage } from '../lib/detect-language.ts';
import { storeLanguageChoice } from '../lib/language-choice.ts';
import { languageRedirectTarget, withoutLanguageQuery } from '../shared/i18n/resolve-language.ts';

// The server answers "/" with a redirect; this covers a client-side navigation to "/".
export function clientLoader({ request }: { request: Request }) {
  const { search } = new URL(request.url);
  const { lang, source } = detectBrowserLanguage(search);
  // `?lng=` is a choice like the language switch's; the address then goes on without it.
  if (source === 'query') storeLanguageChoice(lang);
  throw redirect(languageRedirectTarget('/', source === 'query' ? withoutLanguageQuery(search) : search, lang));
}

export default function ChooseLanguage() {
  return null;
}
