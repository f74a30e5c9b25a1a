import { redirect } from 'react-router';
import { languageRedirectTarget, resolveLanguage } from '../shared/i18n/resolve-language.ts';

// The server answers "/" with a redirect; this covers a client-side navigation to "/".
export function clientLoader() {
  const lang = resolveLanguage({ cookie: document.cookie, acceptLanguage: navigator.languages.join(',') });
  throw redirect(languageRedirectTarget('/', window.location.search, lang));
}

export default function ChooseLanguage() {
  return null;
}
