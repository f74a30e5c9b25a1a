import { Outlet, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { isLang } from '../content/routes.ts';
import { CopyProvider, useTranslation } from '../i18n/use-translation.tsx';
import { layoutData } from '../i18n/page-data.server.ts';
import { languageRedirectTarget, resolveLanguage } from '../i18n/resolve-language.ts';
import { useCurrentPage } from '../lib/use-current-page.ts';
import type { Route } from './+types/language-layout';

export function loader({ params }: Route.LoaderArgs) {
  return layoutData(params.lang);
}

/** In the browser, a first segment that is no language gets one, replacing the history entry. */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (!isLang(params.lang)) {
    const url = new URL(request.url);
    const lang = resolveLanguage({
      pageLang: document.documentElement.lang,
      cookie: document.cookie,
      acceptLanguage: navigator.languages.join(','),
    });
    throw redirect(languageRedirectTarget(url.pathname, url.search, lang));
  }
  return serverLoader();
}

// The shared copy only changes with the language.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const { page, messages } = useCurrentPage();

  return (
    <CopyProvider lang={lang} messages={messages}>
      <Frame>
        <Header lang={lang} page={page} />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer lang={lang} page={page} />
      </Frame>
    </CopyProvider>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      {children}
    </>
  );
}
