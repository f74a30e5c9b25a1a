import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useParams } from 'react-router';
import { ApplicationError } from './components/errors/ApplicationError.tsx';
import { askBeforePaintScript } from './consent/ask-before-paint.ts';
import { PageReady } from './layout/PageReady.tsx';
import { InlinedStyles } from './layout/Styles.tsx';
import { carryLanguageChoice } from './lib/detect-language.ts';
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
        {import.meta.env.DEV ? <Links /> : <InlinedStyles />}
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

// The server's redirects read the language choice from the cookie only (detect-language.ts).
if (typeof document !== 'undefined') carryLanguageChoice();

export function ErrorBoundary() {
  return <ApplicationError />;
}
