import { type DefaultTreeAdapterMap, parse } from 'parse5';
import postcss, { type Rule } from 'postcss';
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
 */
export const laterPartsGuard =
  'main>*~*,body>footer{visibility:hidden;animation:later-css-late 0s 3s forwards}@keyframes later-css-late{to{visibility:visible}}';
export const laterPartsShown = 'main>*~*,body>footer{visibility:visible;animation:none}';

/**
 * The share of a page's CSS its first screen needs: every global rule (no CSS-module class), and
 * every rule of each CSS module one of whose classes is used outside the later parts (the header,
 * the notice above it, main's first part; so also a menu's or a dialog's states, which the visitor
 * may open before the rest arrives). Undefined when the page's heading is not in main's first part:
 * what is on its first screen is then not known from the markup, and the page keeps all its CSS.
 */
export function firstScreenCss(html: string, css: string): string | undefined {
  const document = parse(html);
  const body = find(document, (element) => element.tagName === 'body');
  const main = body && find(body, (element) => element.tagName === 'main');
  const first = main && children(main)[0];
  if (!body || !first || !find(first, (element) => element.tagName === 'h1')) return undefined;
  const later = new Set<Element>([...children(main).slice(1), ...children(body).filter((element) => element.tagName === 'footer')]);

  const modules = new Set<string>();
  const collect = (node: Node) => {
    for (const element of children(node)) {
      if (later.has(element)) continue;
      const classes = element.attrs.find((attribute) => attribute.name === 'class')?.value.split(/\s+/) ?? [];
      for (const name of classes) {
        const module = classModule(name);
        if (module) modules.add(module);
      }
      collect(element.tagName === 'template' ? (element as DefaultTreeAdapterMap['template']).content : element);
    }
  };
  collect(body);

  const sheet = postcss.parse(css);
  const needed = (rule: Rule) => {
    const used = [...rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => classModule(match[1]!)).filter(Boolean);
    return used.length ? used.some((module) => modules.has(module!)) : !onRequestOnly.test(rule.selector);
  };
  sheet.walkRules((rule) => {
    const parent = rule.parent;
    // A keyframe's selector (`from`, `50%`) is no element's; keyframes stay whole.
    if (parent?.type === 'atrule' && /keyframes$/.test((parent as postcss.AtRule).name)) return;
    if (!needed(rule)) rule.remove();
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
