import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, useParams } from 'react-router';
import { ApplicationError } from './components/errors/ApplicationError.tsx';
import { askBeforePaintScript } from './consent/ask-before-paint.ts';
import { InlinedStyles } from './layout/Styles.tsx';
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
        {askBeforePaintScript && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the site's own, hashed into the CSP
          <script dangerouslySetInnerHTML={{ __html: askBeforePaintScript }} />
        )}
        <Meta />
        {import.meta.env.DEV ? <Links /> : <InlinedStyles />}
      </head>
      <body>
        {children}
        {/* React Router's bootstrap names each page's routes, which postbuild reads to inline their CSS
            (scripts/inline-css.ts) before it takes the bootstrap out for the island loader. */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ApplicationError />;
}
