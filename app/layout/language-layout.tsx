import { useMemo } from 'react';
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router';
import consentIsland from '../components/consent/consent.island.tsx';
import { Footer } from '../components/footer/Footer.tsx';
import { ResumeWaitingSends } from '../components/forms/delivery/ResumeWaitingSends.tsx';
import headerIsland from '../components/header/header.island.tsx';
import { asksConsent } from '../consent/configured.ts';
import { PageProvider } from '../context/page.tsx';
import { layoutLoader } from '../i18n/page-data.server.ts';
import { CopyProvider, useTranslation } from '../i18n/use-translation.tsx';
import { Island } from '../islands/Island.tsx';
import { detectBrowserLanguage } from '../lib/detect-language.ts';
import { storeLanguageChoice } from '../lib/language-choice.ts';
import { languageQueryTarget } from '../shared/i18n/language-query.ts';
import { languageFromQuery, languageRedirectTarget } from '../shared/i18n/resolve-language.ts';
import { isLang } from '../shared/languages.ts';
import { pageAt } from '../shared/pages.ts';
import { site } from '../shared/site.ts';
import type { Route } from './+types/language-layout';
import { ExampleMarker } from './ExampleMarker.tsx';

export const loader = layoutLoader;

/**
 * In the browser, a first segment that is no language gets one (detected in the spec's order), and
 * `?lng=` chooses the language as the switch does; both replace the history entry.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const chosen = languageFromQuery(url.search);
  if (chosen) {
    storeLanguageChoice(chosen);
    throw redirect(languageQueryTarget(url.pathname, url.search, chosen));
  }
  if (!isLang(params.lang)) throw redirect(languageRedirectTarget(url.pathname, url.search, detectBrowserLanguage(url.search).lang));
  return serverLoader();
}

// The shared copy only changes with the language; `?lng=` may change it on the same address.
export function shouldRevalidate({ currentParams, nextParams, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang || languageFromQuery(nextUrl.search) !== undefined;
}

/**
 * Header, main and footer around every page, and above the header, while the company is the shipped
 * example, the notice that says so. The page being shown is the registry's entry for the address; the
 * not-found page has none and lets the home page stand in.
 */
export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  const { lang, messages } = loaderData;
  const { pathname } = useLocation();
  const found = pageAt(pathname);
  const page = useMemo(() => found?.page ?? { id: 'home' as const }, [found]);

  return (
    <CopyProvider lang={lang} messages={messages}>
      <PageProvider lang={lang} page={page} found={found !== undefined}>
        <SkipLink />
        <ExampleMarker shown={site.company.exampleData} />
        <Island of={headerIsland} props={{}} />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
        {asksConsent && <Island of={consentIsland} props={{}} />}
        <ResumeWaitingSends />
      </PageProvider>
    </CopyProvider>
  );
}

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main">
      {t('skipLink')}
    </a>
  );
}
