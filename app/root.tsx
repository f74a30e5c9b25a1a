import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useParams } from 'react-router';
import type { Route } from './+types/root';
import { ApplicationError } from './components/errors/ApplicationError.tsx';
import { askBeforePaintScript } from './consent/ask-before-paint.ts';
import { PageReady } from './layout/PageReady.tsx';
import { InlinedStyles, NavigationStyles } from './layout/Styles.tsx';
import { pageDataMiddleware } from './lib/page-data-middleware.ts';
import { loadTargetWhenRouteLoadFails } from './lib/route-load-fallback.ts';
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
    // The head script below (in a build that asks for consent) marks <html> for the dialog before React hydrates it.
    <html lang={isLang(lang) ? lang : defaultLang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2328" />
        <link rel="icon" href={faviconUrl} type="image/svg+xml" />
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {askBeforePaintScript && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the site's own, hashed into the CSP
          <script dangerouslySetInnerHTML={{ __html: askBeforePaintScript }} />
        )}
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
        <PageReady />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Every page's "#anchor" links, the skip link among them, would otherwise empty lazy sections.
  useInPageLinks();
  return <Outlet />;
}

// Page data that could not be had, or came from another release, bring the page as a document.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [pageDataMiddleware];

// A page whose code or stylesheet could not be had (an old tab, a release whose assets are gone)
// comes as a document too: the one the link points to, where React Router would reload the one shown.
loadTargetWhenRouteLoadFails();

export function ErrorBoundary() {
  return <ApplicationError />;
}
