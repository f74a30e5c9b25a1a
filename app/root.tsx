import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useParams } from 'react-router';
import { defaultLang, isLang } from './content/routes.ts';
import { ApplicationError } from './components/ApplicationError.tsx';
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
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        {import.meta.env.DEV ? <Links /> : <SiteStyles />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The whole site's CSS (one file, about 5 KB gzip), written into every page by the build
 * (scripts/inline-css.ts) so that the first paint waits for no request. React leaves the content
 * it finds in place: the element's props never change.
 */
function SiteStyles() {
  return <style data-site-css="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}

export default function App() {
  // Tells CSS (and the browser tests) that the page is interactive now.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ApplicationError />;
}
