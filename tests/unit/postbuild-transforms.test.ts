import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStyleHashes } from '../../scripts/csp-hashes.ts';
import { deferHydration } from '../../scripts/defer-hydration.ts';
import { extractHydrationState } from '../../scripts/hydration-state.ts';
import { inlineCss, routeIdsOf, sectionsGuard, sectionsShown, stylesheetsOf } from '../../scripts/inline-css.ts';
import { cheapScrollRestoration, historyKey } from '../../scripts/scroll-restoration.ts';

const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<style data-site-css=""></style></head><body><main>Hi</main>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1_clientLoader from "/assets/layout-loader-1.js";',
  'import * as route1_main from "/assets/layout-1.js";',
  'const route1 = {...route1_clientLoader,...route1_main};',
  '  window.__reactRouterRouteModules = {"root":route0,"layout/language-layout":route1};',
  'import("/assets/entry.client-1.js");</script></body></html>',
].join('\n');

describe('deferHydration', () => {
  const out = deferHydration(page, '/assets/state-1.json');

  it('removes the preload links from the head and adds them when it starts, a few per task', () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('const preloads = ["/assets/manifest-1.js","/assets/entry.client-1.js"];');
    expect(out).toMatch(/for \(const href of preloads\.slice\(i, i \+ 6\)\)[^\n]*\nawait nextTask\(\);/);
  });

  it('imports the same modules, binds the same names, and starts after the first contentful paint, once', () => {
    expect(out).toContain(
      'const [, route0, route1_clientLoader, route1_main, text] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js"), import("/assets/layout-loader-1.js"), import("/assets/layout-1.js"), state]);',
    );
    expect(out).toContain('fetch("/assets/state-1.json")');
    // The state reaches React Router's stream before the entry module (which hydrates) is imported.
    expect(out.indexOf('streamController.close()')).toBeLessThan(out.indexOf('import("/assets/entry.client-1.js")'));
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"layout/language-layout":route1};');
    expect(out).toContain('list.getEntriesByName("first-contentful-paint")');
    expect(out).toContain('else addEventListener("load", () => setTimeout(start, 0), { once: true });');
    expect(out).toContain('if (started) return;');
    expect(out).not.toContain('async="">');
  });

  it('refuses a bootstrap it does not know, rather than ship a page that never hydrates', () => {
    expect(() => deferHydration(page.replace('const route1 =', 'eval("x"); const route1 ='), '/s.json')).toThrow(/unexpected line/);
    expect(() => deferHydration('<html><body></body></html>', '/s.json')).toThrow(/no React Router bootstrap/);
  });
});

describe('cheapScrollRestoration', () => {
  // React Router's script as <ScrollRestoration> writes it (lib/dom/lib.js).
  const reactRouters = [
    '<script>((storageKey, restoreKey) => {',
    '\t\tif (!window.history.state || !window.history.state.key) {',
    '\t\t\tlet key = Math.random().toString(32).slice(2);',
    '\t\t\twindow.history.replaceState({ key }, "");',
    '\t\t}',
    '\t\ttry {',
    '\t\t\tlet storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];',
    '\t\t\tif (typeof storedY === "number") window.scrollTo(0, storedY);',
    '\t\t} catch (error) {',
    '\t\t\tconsole.error(error);',
    '\t\t\tsessionStorage.removeItem(storageKey);',
    '\t\t}',
    '\t})("react-router-scroll-positions", null)</script>',
  ].join('\n');
  const withScroll = page.replace('<main>', `${reactRouters}<main>`);

  it('reads the stored place only for an entry that has a key, under the same storage key', () => {
    const out = cheapScrollRestoration(withScroll);
    expect(out).not.toContain('replaceState');
    expect(out).toMatch(/<script>\(\(\) => \{\nconst key = history\.state && history\.state\.key;\nif \(!key\) return;/);
    expect(out).toContain('sessionStorage.getItem("react-router-scroll-positions")');
    expect(out.replace(/<script>\(\(\) => \{[\s\S]*?<\/script>/, '')).toBe(page);
  });

  it('leaves the key of a new entry to the deferred start, before the modules load', () => {
    const out = deferHydration(page, '/assets/state-1.json');
    expect(out).toContain(`${historyKey}\nconst preloads`);
    expect(out.indexOf(historyKey)).toBeLessThan(out.indexOf('await Promise.all'));
  });

  it('starts a page prerendered before the visitor opened it only once it is shown', () => {
    const out = deferHydration(page, '/assets/state-1.json');
    const wait =
      'if (document.prerendering) await new Promise((resolve) => document.addEventListener("prerenderingchange", resolve, { once: true }));';
    expect(out).toContain(`started = true;\n${wait}\n`);
    // Before anything of the site happens: the history entry's key, the preloads, the imports.
    expect(out.indexOf(wait)).toBeLessThan(out.indexOf(historyKey));
  });

  it('refuses a script it does not know, and a page without one', () => {
    expect(() => cheapScrollRestoration(withScroll.replace('window.scrollTo(0, storedY)', 'window.scrollTo(1, storedY)'))).toThrow(/has changed/);
    expect(() => cheapScrollRestoration(page)).toThrow(/no React Router scroll-restoration script/);
  });
});

describe('extractHydrationState', () => {
  const state = '[{"_1":2},"loaderData","Grüße \\"zitiert\\""]';
  const withState = page.replace(
    '</body>',
    `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(state.slice(0, 20))});</script>` +
      `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(state.slice(20))});</script>` +
      '<script>window.__reactRouterContext.streamController.close();</script></body>',
  );

  it('takes every chunk of the state out of the page and joins them, unescaped', () => {
    const out = extractHydrationState(withState);
    expect(out.state).toBe(state);
    expect(out.html).toBe(page);
  });

  it('refuses a page without the state, rather than ship one that cannot hydrate', () => {
    expect(() => extractHydrationState(page)).toThrow(/no React Router hydration state/);
  });
});

describe('inlineCss', () => {
  it('fills the placeholder, and the style hash covers exactly that text', () => {
    const out = inlineCss(page, 'body{color:#1f2328}');
    expect(out).toContain('<style data-site-css="">body{color:#1f2328}</style>');
    expect(inlineStyleHashes(out)).toEqual([`sha256-${createHash('sha256').update('body{color:#1f2328}').digest('base64')}`]);
  });

  it('refuses a page without the placeholder', () => {
    expect(() => inlineCss('<html></html>', 'a{}')).toThrow(/placeholder/);
  });

  it('links the sections’ stylesheet after everything else in the body and hides those sections until it applies', () => {
    const out = inlineCss(page, 'body{color:#1f2328}', '/assets/sections-1.css');
    expect(out).toContain(`<style data-site-css="">body{color:#1f2328}\n${sectionsGuard}</style>`);
    expect(out).toMatch(/<\/script><link rel="stylesheet" href="\/assets\/sections-1.css" fetchpriority="low"\/><\/body><\/html>$/);
    // The guard's hiding rule is undone by the first rule of the linked file, and by itself after 3 s.
    expect(sectionsGuard).toMatch(/visibility:hidden;animation:sections-css-late 0s 3s forwards/);
    expect(sectionsShown).toBe('[data-lazy-section]{visibility:visible;animation:none}');
    expect(() => inlineCss(`${page}</body>`, 'a{}', '/assets/sections-1.css')).toThrow(/single <\/body>/);
  });

  it('gathers the stylesheets of the routes a page renders, shared ones first and each once', () => {
    expect(routeIdsOf(page)).toEqual(['root', 'layout/language-layout']);
    const css = new Map([
      ['root', ['/assets/root.css']],
      ['layout/language-layout', ['/assets/layout.css', '/assets/forms.css']],
      ['pages/dms/route', ['/assets/forms.css', '/assets/dms.css']],
    ]);
    expect(stylesheetsOf(['root', 'layout/language-layout', 'pages/dms/route'], css)).toEqual([
      '/assets/root.css',
      '/assets/layout.css',
      '/assets/forms.css',
      '/assets/dms.css',
    ]);
    expect(() => routeIdsOf('<html></html>')).toThrow(/bootstrap/);
  });
});
