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
  '.bar_hdr.open_hdr{outline:1px solid}',
  '.hero_her{padding:2rem}',
  '.hero_her .badge_her{color:blue}',
  '.hero_her:not(.wide_her){max-width:40rem}',
  '.title_her,.band_bnd h2{font-weight:700}',
  '@media (width>=60rem){.hero_her{padding:4rem}.band_bnd{gap:2rem}}',
  '.band_bnd{margin:0}',
  '.band_bnd .title_her{color:red}',
  '.footer_ftr{color:#fff}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}',
  '[data-menu-feature=dms]:lang(de){background-image:url(/a.avif)}',
].join('\n');

describe('firstScreenCss', () => {
  const result = firstScreenCss(page(`${hero}<section class="band_bnd"><h2>More</h2></section>`), css)!;

  it('keeps the global rules and each selector whose classes the first screen uses', () => {
    for (const kept of [':root{--ink:#1f2328}', '.skip-link{position:absolute}', '.bar_hdr{display:flex}', '.hero_her{padding:2rem}'])
      expect(result).toContain(kept);
    // A class a functional pseudo-class names is no condition: `:not(.wide_her)` matches without it.
    expect(result).toContain('.hero_her:not(.wide_her){max-width:40rem}');
    expect(result).toContain('@keyframes fade');
  });

  it('keeps a module used inside an island whole, for the states its script brings about', () => {
    expect(result).toContain('.bar_hdr[data-open] .nav_hdr{display:block}');
    expect(result).toContain('.bar_hdr.open_hdr{outline:1px solid}');
  });

  it('leaves out what only the later parts and the footer use, and the queries that leaves empty', () => {
    expect(result).not.toContain('.band_bnd');
    expect(result).not.toContain('.footer_ftr');
    // A class of a static first-screen module that its markup does not use.
    expect(result).not.toContain('.badge_her');
    expect(result).toContain('@media (width>=60rem){.hero_her{padding:4rem}}');
    // Of a list, the selectors that can match.
    expect(result).toContain('.title_her{font-weight:700}');
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
    expect(laterPartsGuard).toContain('@container style(--later-css:awaited){main>*~*:not(#_),body>footer:not(#_){display:none}}');
    expect(laterPartsShown).toBe('main>*~*,body>footer{visibility:visible;animation:none}body{--later-css:applied}');
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
