import { describe, expect, it } from 'vitest';
import { firstScreenCss, laterPartsGuard, laterPartsShown } from '../../scripts/first-screen-css.ts';
import { classModule } from '../../scripts/short-class-names.ts';

const page = (main: string) =>
  `<html><head></head><body><a class="skip-link" href="#main">Skip</a><div data-island="header"><header class="bar_hdr"><nav class="nav_hdr">x</nav></header></div><main id="main">${main}</main><footer class="footer_ftr">f</footer></body></html>`;
const hero = '<section class="hero_her"><h1 class="title_her">Title</h1></section>';
const css = [
  ':root{--ink:#1f2328}',
  '.skip-link{position:absolute}',
  '.bar_hdr{display:flex}',
  '.bar_hdr[data-open] .nav_hdr{display:block}',
  '.hero_her{padding:2rem}',
  '@media (width>=60rem){.hero_her{padding:4rem}.band_bnd{gap:2rem}}',
  '.band_bnd{margin:0}',
  '.band_bnd .title_her{color:red}',
  '.footer_ftr{color:#fff}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}',
  '[data-menu-feature=dms]:lang(de){background-image:url(/a.avif)}',
].join('\n');

describe('firstScreenCss', () => {
  const result = firstScreenCss(page(`${hero}<section class="band_bnd"><h2>More</h2></section>`), css)!;

  it('keeps the global rules and every rule of a module used before main’s second part', () => {
    for (const kept of [':root{--ink:#1f2328}', '.skip-link{position:absolute}', '.bar_hdr{display:flex}', '.hero_her{padding:2rem}'])
      expect(result).toContain(kept);
    // A state the visitor brings about (the header open) is part of its module.
    expect(result).toContain('.bar_hdr[data-open] .nav_hdr{display:block}');
    expect(result).toContain('@keyframes fade');
  });

  it('leaves out the modules used only in the later parts and the footer, and their emptied queries', () => {
    expect(result).not.toContain('.band_bnd{margin:0}');
    expect(result).not.toContain('.footer_ftr');
    expect(result).toContain('@media (width>=60rem){.hero_her{padding:4rem}}');
    // A rule naming a module of the first screen stays, whatever else it names.
    expect(result).toContain('.band_bnd .title_her{color:red}');
  });

  it('leaves out the pictures of the menu, which show only when it opens', () => {
    expect(result).not.toContain('data-menu-feature');
  });

  it('takes a module the first part uses also from a later one', () => {
    const both = firstScreenCss(page(`<section class="hero_her band_bnd"><h1>T</h1></section><div>later</div>`), css)!;
    expect(both).toContain('.band_bnd{margin:0}');
  });

  it('declines a page whose heading is not in main’s first part', () => {
    expect(firstScreenCss(page(`<nav class="crumbs_crm">a</nav>${hero}`), css)).toBeUndefined();
    expect(firstScreenCss('<html><body><h1>T</h1></body></html>', css)).toBeUndefined();
  });

  it('hides exactly the parts the sheet that shows them names', () => {
    expect(laterPartsGuard).toMatch(/^main>\*~\*,body>footer\{visibility:hidden;animation:later-css-late 0s 3s forwards\}/);
    expect(laterPartsShown).toBe('main>*~*,body>footer{visibility:visible;animation:none}');
  });
});

describe('classModule', () => {
  it('reads the module from a short CSS-module class name, none from a global one', () => {
    expect(classModule('hero_slL')).toBe('slL');
    expect(classModule('splitHero_h-o')).toBe('h-o');
    expect(classModule('intro_a_b')).toBe('a_b');
    expect(classModule('skip-link')).toBeUndefined();
    expect(classModule('container')).toBeUndefined();
  });
});
