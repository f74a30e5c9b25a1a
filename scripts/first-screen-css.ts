import { type DefaultTreeAdapterMap, parse } from 'parse5';
import postcss from 'postcss';
import { classModule } from './short-class-names.ts';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const children = (node: Node): Element[] => ('childNodes' in node ? node.childNodes.filter(isElement) : []);

function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  for (const child of children(node)) {
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * Global rules that style only what a visitor opens on request, never the first paint: the mega
 * menu's thumbnails (decorative pictures, by `data-menu-feature`) come with the rest.
 */
const onRequestOnly = /^\[data-menu-feature/;

/**
 * What stays hidden until the page's full stylesheet applies: every part of `<main>` after its first
 * and the footer. `laterPartsShown` opens the full stylesheet and shows them; should it never arrive,
 * they show after three seconds all the same, styled as far as the first screen's CSS reaches.
 *
 * Hidden, they also take no room where the browser supports style queries: were they laid out
 * unstyled, a reload would restore its scroll place among them, and scroll anchoring would then keep
 * the wrong part in view when their styles came. The `--later-css` switch on `<body>` says whether
 * the sheet is still awaited, so the full stylesheet ends the guard by flipping it, leaving each
 * part's own `display` as its rules set it; `:not(#_)` lifts the guard over any class rule's.
 */
export const laterPartsGuard =
  'main>*~*,body>footer{visibility:hidden;animation:later-css-late 0s 3s forwards}@keyframes later-css-late{to{visibility:visible}}' +
  'body{--later-css:awaited;animation:later-css-given-up 0s 3s forwards}@keyframes later-css-given-up{to{--later-css:given-up}}' +
  '@container style(--later-css:awaited){main>*~*:not(#_),body>footer:not(#_){display:none}}' +
  // A part out of display runs no animation of its own: its three seconds would start only now.
  '@container style(--later-css:given-up){main>*~*,body>footer{visibility:visible}}';
export const laterPartsShown = 'main>*~*,body>footer{visibility:visible;animation:none}body{--later-css:applied}';

/** A selector without what its functional pseudo-classes hold (`:not(…)`, `:is(…)`, `:has(…)`). */
function withoutArguments(selector: string): string {
  let depth = 0;
  let kept = '';
  for (const character of selector) {
    if (character === '(') depth++;
    if (depth === 0) kept += character;
    if (character === ')') depth--;
  }
  return kept;
}

const classesIn = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);

/**
 * The share of a page's CSS its first screen needs: every global rule (no CSS-module class), and
 * every selector whose module classes are all used outside the later parts (the header, the notice
 * above it, main's first part). A module used inside an island there comes whole: its script may
 * add a state class (an open menu, a playing video) once it runs, which is before the rest arrives
 * if that never comes. Undefined when the page's heading is not in main's first part: what is on
 * its first screen is then not known from the markup, and the page keeps all its CSS.
 */
export function firstScreenCss(html: string, css: string): string | undefined {
  const document = parse(html);
  const body = find(document, (element) => element.tagName === 'body');
  const main = body && find(body, (element) => element.tagName === 'main');
  const first = main && children(main)[0];
  if (!body || !first || !find(first, (element) => element.tagName === 'h1')) return undefined;
  const later = new Set<Element>([...children(main).slice(1), ...children(body).filter((element) => element.tagName === 'footer')]);

  const used = new Set<string>();
  const wholeModules = new Set<string>();
  const collect = (node: Node, inIsland: boolean) => {
    for (const element of children(node)) {
      if (later.has(element)) continue;
      const island = inIsland || element.attrs.some((attribute) => attribute.name === 'data-island');
      for (const name of element.attrs.find((attribute) => attribute.name === 'class')?.value.split(/\s+/) ?? []) {
        used.add(name);
        const module = classModule(name);
        if (island && module) wholeModules.add(module);
      }
      collect(element.tagName === 'template' ? (element as DefaultTreeAdapterMap['template']).content : element, island);
    }
  };
  collect(body, false);

  const applies = (selector: string) =>
    classesIn(withoutArguments(selector)).every((name) => {
      const module = classModule(name);
      return !module || used.has(name) || wholeModules.has(module);
    });
  const sheet = postcss.parse(css);
  sheet.walkRules((rule) => {
    const parent = rule.parent;
    // A keyframe's selector (`from`, `50%`) is no element's; keyframes stay whole.
    if (parent?.type === 'atrule' && /keyframes$/.test((parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => applies(selector) && !onRequestOnly.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Media and support queries left without a rule.
  let emptied = true;
  while (emptied) {
    emptied = false;
    sheet.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return sheet.toString();
}
