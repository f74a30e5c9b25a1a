import { useState } from 'react';
import { useMatches } from 'react-router';

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, { css?: string[] }> };
  }
}

/**
 * The CSS of the page the visitor arrived on: the shared CSS and that page's own, written into the
 * page by the build (scripts/inline-css.ts) so that the first paint waits for no request. React
 * leaves the content it finds in place: the element's props never change.
 */
export function InlinedStyles() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, which keeps React away from the CSS the build writes in
  return <style data-site-css="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}

/**
 * The stylesheets of pages reached by client-side navigation, which the first page did not carry.
 * React Router preloads them before it shows the page, and `precedence` lets React hold the new
 * page back until they apply, so no section shows unstyled. Nothing renders in the prerendered
 * HTML or while hydrating: the arriving page's CSS is inline already.
 */
export function NavigationStyles() {
  const ids = useMatches().map((match) => match.id);
  const hrefsOf = (routeIds: string[]) => routeIds.flatMap((id) => window.__reactRouterManifest?.routes[id]?.css ?? []);
  const [inlined] = useState(() => new Set(typeof window === 'undefined' ? [] : hrefsOf(ids)));
  if (typeof window === 'undefined') return null;
  const needed = [...new Set(hrefsOf(ids))].filter((href) => !inlined.has(href));
  return needed.map((href) => <link key={href} rel="stylesheet" href={href} precedence="route" />);
}
