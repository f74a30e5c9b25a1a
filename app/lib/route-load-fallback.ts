import { createPath, type DataRouter } from 'react-router';

declare global {
  interface Window {
    /** React Router's HydratedRouter keeps its router here (react-router/dom's hydrated-router.js). */
    __reactRouterDataRouter?: DataRouter;
    /** React Router's route manifest, of which this reads each route's stylesheets (as app/layout/Styles.tsx does). */
    __reactRouterManifest?: { routes: Record<string, { css?: string[] }> };
  }
}

/**
 * Why this exists: a tab open on an earlier release whose assets are gone (a server without the
 * kept assets, a purged cache) cannot load the code of the page a link points to. React Router then
 * calls `window.location.reload()` (loadRouteModule, react-router's lib/dom/ssr/routeModules.ts, with
 * no option or hook to change it): the visitor got the page they were on again, and their click was
 * lost. Instead the page the link points to comes as a document, from the server's current release,
 * at its `?query` and `#fragment`. A document comes from the server, so no loop can follow: if it
 * fails, the browser shows the server's error page.
 *
 * - Route code: a reload that a script asks for while the router is on its way to another page is
 *   React Router's, and is cancelled for a load of that page. The Navigation API's `navigate` event is
 *   where a script's reload can be told apart from the visitor's (the browser's reload button fires
 *   none) and cancelled; it is in every current browser (Baseline since January 2026, MDN's
 *   NavigateEvent), and older ones keep React Router's reload.
 * - Route stylesheets: React Router and NavigationStyles show a page whose stylesheet did not load
 *   without it; the page comes as a document instead, with its CSS inlined by the build.
 */
export function loadTargetWhenRouteLoadFails(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  if ('navigation' in window) {
    window.navigation.addEventListener('navigate', (event) => {
      if (event.navigationType !== 'reload' || !event.cancelable) return;
      const target = pendingTarget() ?? leavingFor;
      if (!target) return;
      event.preventDefault();
      // Once React Router's reload() has returned: a navigation of its own, not one nested in this event.
      queueMicrotask(() => loadDocument(target, { again: true }));
    });
  }
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (!(link instanceof HTMLLinkElement) || !isRouteStylesheet(link.href)) return;
      // Loaded by React Router while a navigation waits for it, or by NavigationStyles (precedence
      // "route") for the page a navigation has shown. Never one of a page that came as a document,
      // whose CSS is inline: a document load cannot lead to another.
      const target = pendingTarget();
      if (target) loadDocument(target);
      else if (link.rel === 'stylesheet' && link.dataset.precedence === 'route')
        loadDocument(window.location.pathname + window.location.search + window.location.hash);
    },
    // A failed load's `error` does not bubble.
    { capture: true },
  );
}

let listening = false;
/** The page this tab is loading as a document, once it is. */
let leavingFor: string | undefined;

/** Loads `target` as a document, once (`again`: even when it is loading already, for a navigation that may have cancelled it). */
function loadDocument(target: string, { again = false } = {}) {
  if (leavingFor === target && !again) return;
  leavingFor = target;
  window.location.assign(target);
}

/**
 * The page a client-side navigation under way is going to (query and #fragment included), when it
 * is another document than the one shown; none when the router is idle or stays on this address.
 */
function pendingTarget(): string | undefined {
  const pending = window.__reactRouterDataRouter?.state.navigation.location;
  if (!pending || (pending.pathname === window.location.pathname && pending.search === window.location.search)) return undefined;
  return createPath(pending);
}

/** Whether `href` is a route's stylesheet, as React Router's manifest lists them. */
function isRouteStylesheet(href: string): boolean {
  const path = new URL(href, window.location.href).pathname;
  const routes = Object.values(window.__reactRouterManifest?.routes ?? {});
  return routes.some((route) => route.css?.some((css) => new URL(css, window.location.href).pathname === path));
}
