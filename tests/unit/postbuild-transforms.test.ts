import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStyleHashes } from '../../scripts/csp-hashes.ts';
import { laterPartsGuard } from '../../scripts/first-screen-css.ts';
import { inlineCss, routeIdsOf, sectionsGuard, sectionsShown, stylesheetsOf } from '../../scripts/inline-css.ts';

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

describe('inlineCss', () => {
  it('fills the placeholder, and the style hash covers exactly that text', () => {
    const out = inlineCss(page, 'body{color:#1f2328}');
    expect(out).toContain('<style data-site-css="">body{color:#1f2328}</style>');
    expect(inlineStyleHashes(out)).toEqual([`sha256-${createHash('sha256').update('body{color:#1f2328}').digest('base64')}`]);
  });

  it('refuses a page without the placeholder', () => {
    expect(() => inlineCss('<html></html>', 'a{}')).toThrow(/placeholder/);
  });

  it('leaves a split page’s stylesheet to the script as well, with its own guard, or to the parser when asked', () => {
    const out = inlineCss(page, 'body{color:#1f2328}', '/assets/page-1.css', laterPartsGuard);
    expect(out).toContain(`\n${laterPartsGuard}</style>`);
    expect(inlineCss(page, 'a{}', '/assets/page-1.css', laterPartsGuard, false)).toMatch(
      /<\/script><link rel="stylesheet" href="\/assets\/page-1.css" fetchpriority="low"\/><\/body><\/html>$/,
    );
    expect(out).toMatch(/<noscript data-after-paint=""><link rel="stylesheet" href="\/assets\/page-1.css"\/><\/noscript><\/body>/);
  });

  it('links the sections’ stylesheet after everything else in the body and hides those sections until it applies', () => {
    const out = inlineCss(page, 'body{color:#1f2328}', '/assets/sections-1.css');
    expect(out).toContain(`<style data-site-css="">body{color:#1f2328}\n${sectionsGuard}</style>`);
    // For the page's script to link after the first paint; as the parser reads it without scripting.
    expect(out).toMatch(
      /<\/script><noscript data-after-paint=""><link rel="stylesheet" href="\/assets\/sections-1.css"\/><\/noscript><\/body><\/html>$/,
    );
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
