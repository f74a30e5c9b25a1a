import { layout, type RouteConfig, route } from '@react-router/dev/routes';
import { languages } from './shared/languages.ts';
import { type PageId, pages } from './shared/pages.ts';

/** One route per distinct path of a page; a page whose path differs by language gets one per language. */
function pageRoutes(id: PageId) {
  const { path, folder } = pages[id];
  const distinct = [...new Set(languages.map((lang) => path[lang]))];
  return distinct.map((below, n) =>
    route(below ? `:lang/${below}` : ':lang', `pages/${folder}/route.tsx`, distinct.length > 1 ? { id: `${id}-${n}` } : {}),
  );
}

export default [
  // Each page's own path starts with ":lang": in a prerendered site a route reloads its data only
  // when its own parameters change, and a language change must reload every page's copy.
  layout('layout/language-layout.tsx', [...(Object.keys(pages) as PageId[]).flatMap(pageRoutes), route(':lang/*', 'pages/not-found/route.tsx')]),
] satisfies RouteConfig;
