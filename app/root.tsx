import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useParams } from 'react-router';
import { ApplicationError } from './components/errors/ApplicationError.tsx';
import { InlinedStyles, NavigationStyles } from './layout/Styles.tsx';
import { layOutLater } from './lib/lay-out-later.ts';
import { useInPageLinks } from './lib/use-in-page-links.ts';
import { faviconUrl } from './media/brand/favicon.ts';
import { defaultLang, isLang } from './shared/languages.ts';
import interLatin from './styles/fonts/inter-subset.woff2?url';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';

export function Layout({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  return (
    <html lang={isLang(lang) ? lang : defaultLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2328" />
        <link rel="icon" href={faviconUrl} type="image/svg+xml" />
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        {import.meta.env.DEV ? (
          <Links />
        ) : (
          <>
            <InlinedStyles />
            <NavigationStyles />
          </>
        )}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Lays out what waited below the first screen, then tells the browser tests that the page is
  // interactive and complete. A client-side navigation brings new parts to lay out.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page, which may bring parts to lay out
  useEffect(() => {
    let current = true;
    void layOutLater().then(() => {
      if (current) document.documentElement.dataset.hydrated = 'true';
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  // Every page's "#anchor" links, the skip link among them, would otherwise empty lazy sections.
  useInPageLinks();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ApplicationError />;
}
