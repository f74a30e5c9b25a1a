import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const placeholder = '<style data-site-css=""></style>';
const routeModules = /window\.__reactRouterRouteModules = \{([^}]*)\};/;

/**
 * Each route's stylesheets as the browser build's route manifest lists them (`css`), and those of the
 * sections it loads lazily (`sections`; their HTML is in the page, their code comes later), read from
 * the build.
 */
export async function routeStylesheets(
  clientDir: string,
): Promise<{ css: Map<string, string[]>; sections: Map<string, string[]>; read: (href: string) => Promise<string> }> {
  const assets = path.join(clientDir, 'assets');
  const manifestFile = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error('no route manifest in the build');
  const source = await readFile(path.join(assets, manifestFile), 'utf8');
  const json = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/.exec(source)?.[1];
  if (!json) throw new Error(`the route manifest ${manifestFile} has a shape this build step does not know`);
  const manifest = JSON.parse(json) as { routes: Record<string, { css?: string[]; module: string }> };
  const lazy = await lazyStylesheets(clientDir);
  const routes = Object.entries(manifest.routes);
  const css = new Map(routes.map(([id, route]) => [id, (route.css ?? []).map((href) => href.replace(/#$/, ''))]));
  const sections = new Map(routes.map(([id, route]) => [id, lazy.get(route.module) ?? []]));
  const cache = new Map<string, Promise<string>>();
  const read = (href: string) => {
    if (!cache.has(href))
      cache.set(
        href,
        readFile(path.join(clientDir, href), 'utf8').then((text) => text.trim()),
      );
    return cache.get(href)!;
  };
  return { css, sections, read };
}

interface ViteChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Per route module address, the stylesheets of the chunks it imports dynamically (its lazy sections,
 * whose HTML is in the page) and of what those import statically, from Vite's build manifest (kept by
 * `build.manifest` for this step; postbuild removes it). What a section imports dynamically in turn
 * is no part of the page's HTML but loads on request (the IFC viewer), so its CSS comes with it.
 */
export async function lazyStylesheets(clientDir: string): Promise<Map<string, string[]>> {
  const file = path.join(clientDir, '.vite/manifest.json');
  const chunks = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, ViteChunk>;
  const result = new Map<string, string[]>();
  for (const chunk of Object.values(chunks)) {
    const css = new Set<string>();
    const seen = new Set<ViteChunk>();
    const walk = (key: string) => {
      const next = chunks[key];
      if (!next || seen.has(next)) return;
      seen.add(next);
      for (const sheet of next.css ?? []) css.add(`/${sheet}`);
      for (const imported of next.imports ?? []) walk(imported);
    };
    for (const dynamic of chunk.dynamicImports ?? []) walk(dynamic);
    if (css.size) result.set(`/${chunk.file}`, [...css]);
  }
  return result;
}

/** The ids of the routes a prerendered page renders, from React Router's bootstrap in it. */
export function routeIdsOf(html: string): string[] {
  const list = routeModules.exec(html)?.[1];
  if (!list) throw new Error('page has no React Router bootstrap naming its routes');
  return [...list.matchAll(/"([^"]+)":/g)].map((match) => match[1]!);
}

/** The stylesheets a page needs, shared ones (root, layout) first, each once. */
export function stylesheetsOf(routeIds: string[], css: Map<string, string[]>): string[] {
  return [...new Set(routeIds.flatMap((id) => css.get(id) ?? []))];
}

/**
 * Hides the lazily loaded sections until their stylesheet has arrived, so a section that reaches into
 * the first screen (on a tall desktop window) never shows unstyled; the stylesheet's first rule shows
 * them. Should the stylesheet never arrive, the sections show after three seconds all the same.
 */
export const sectionsGuard =
  '[data-lazy-section]{visibility:hidden;animation:sections-css-late 0s 3s forwards}@keyframes sections-css-late{to{visibility:visible}}';
export const sectionsShown = '[data-lazy-section]{visibility:visible;animation:none}';

/**
 * Fills the root's empty style element with the CSS of the first screen, so its paint needs no
 * stylesheet request. The CSS of the sections below it, when there is any, comes as one stylesheet
 * (which starts with `sectionsShown`) at the very end of the body, linked after the first paint
 * (`laterStylesheet`) unless `afterPaint` is false. `guard` hides what waits for that stylesheet (the lazy sections; or, for a
 * page split by `firstScreenCss`, the later parts).
 */
export function inlineCss(html: string, css: string, sectionsHref?: string, guard = sectionsGuard, afterPaint = true): string {
  if (!html.includes(placeholder)) throw new Error('page has no site-css placeholder');
  if (/<\/style/i.test(css)) throw new Error('the CSS contains "</style" and cannot be inlined');
  const inlined = html
    .replace(placeholder, `<style data-site-css="">${sectionsHref ? `${css}\n${guard}` : css}</style>`)
    .replace(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/g, '');
  if (!sectionsHref) return inlined;
  if (inlined.split('</body>').length !== 2) throw new Error("page has no single </body> to link the sections' CSS before");
  return inlined.replace('</body>', `${afterPaint ? laterStylesheet(sectionsHref) : parserStylesheet(sectionsHref)}</body>`);
}

/**
 * The stylesheet of what lies below the first screen (the lazily loaded sections, or a split page's
 * later parts), for the page's script to link after the first paint (strip-react-router.ts), where
 * it takes nothing from what the first screen waits for: on a slow network the page, the font and
 * the largest picture share the first round trips. What it styles is hidden until it applies: the
 * sections only made invisible, the later parts (and the footer) out of the layout, so their coming
 * moves nothing already shown. Without scripting the `<noscript>` links it as the parser reads it.
 */
export const laterStylesheet = (href: string) => `<noscript data-after-paint=""><link rel="stylesheet" href="${href}"/></noscript>`;

/**
 * The same stylesheet linked as the parser reads it, at low priority: for a page whose script for
 * the later link would push it out of the first round trip, which costs the first screen more.
 */
const parserStylesheet = (href: string) => `<link rel="stylesheet" href="${href}" fetchpriority="low"/>`;
