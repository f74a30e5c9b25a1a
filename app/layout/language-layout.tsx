import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import consentIsland from '../components/consent/consent.island.tsx';
import { Footer } from '../components/footer/Footer.tsx';
import headerIsland from '../components/header/header.island.tsx';
import { asksConsent } from '../consent/configured.ts';
import { PageProvider } from '../context/page.tsx';
import { layoutLoader } from '../i18n/page-data.server.ts';
import { CopyProvider, useTranslation } from '../i18n/use-translation.tsx';
import { Island } from '../islands/Island.tsx';
import { pageAt } from '../shared/pages.ts';
import { site } from '../shared/site.ts';
import type { Route } from './+types/language-layout';
import { ExampleMarker } from './ExampleMarker.tsx';

export const loader = layoutLoader;

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
