/**
 * Takes React Router's browser runtime out of a prerendered page (every page is built as islands)
 * and puts the island loader in its place. The page keeps everything React Router rendered (its
 * HTML, meta, links, inline CSS); what goes is what would start React Router in the browser: the
 * module preloads, the bootstrap module, the router context and the hydration state. The browser
 * restores the scroll position itself, as it does for any document. The loader starts after the
 * first paint.
 * It refuses a page whose scripts it does not recognize, so a React Router update that adds one
 * fails the build instead of shipping a page that half starts.
 */
const pieces: [string, RegExp][] = [
  ['module preloads', /<link rel="modulepreload" href="[^"]+"\/>/g],
  ['bootstrap', /<script type="module" async="">[\s\S]*?<\/script>/g],
  ['router context', /<script>window\.__reactRouterContext = \{[\s\S]*?<\/script>/g],
  ['hydration state', /<script>window\.__reactRouterContext\.streamController\.(?:enqueue\((?:"(?:[^"\\]|\\.)*")\)|close\(\));<\/script>/g],
];

/** Scripts a page built as islands keeps: data blocks, and the site's own inline head script (consent). */
const keptTags = new Set(['<script type="application/ld+json">', '<script>']);

export function stripReactRouter(html: string, loaderSrc: string): string {
  let out = html;
  for (const [what, pattern] of pieces) {
    const before = out;
    out = out.replace(pattern, '');
    if (out === before && what !== 'module preloads') throw new Error(`strip React Router: no ${what} found in the page`);
  }
  for (const [tag] of out.matchAll(/<script[^>]*>/g)) {
    if (!keptTags.has(tag)) {
      throw new Error(`strip React Router: a script it does not know is left in the page: ${tag}`);
    }
  }
  if (/__reactRouter/.test(out)) throw new Error('strip React Router: the page still names React Router’s globals');
  if (!out.includes('</head>')) throw new Error('strip React Router: a page without </head>');
  const script = startAfterFirstPaint(loaderSrc, out.includes('<noscript data-after-paint='));
  return out.replace('</body>', `<script type="module">${script}</script></body>`);
}

/**
 * Imports the loader once the browser reports its first contentful paint (the load event where paint
 * timing is missing): a script requested before the first paint is on its critical path in Lighthouse's model, and it has nothing
 * to do before it. With `afterPaint` it also puts in, at the same moment, what the page holds back
 * until then: each `<noscript data-after-paint>`'s text, which scripting leaves unparsed, takes its
 * place as markup (the later stylesheet, inline-css.ts; pictures just below the first screen,
 * `AfterFirstPaint`). At once instead where the browser settles a scroll place before the load event
 * (a reload, a step through history, a #fragment) or where nobody sees the page yet (prerendering).
 */
function startAfterFirstPaint(src: string, afterPaint: boolean): string {
  const putInLater = [
    `const later = document.querySelectorAll("noscript[data-after-paint]");`,
    `const putIn = () => later.forEach((held) => held.isConnected && (held.outerHTML = held.textContent));`,
    `if (document.prerendering || location.hash || performance.getEntriesByType("navigation")[0]?.type !== "navigate") putIn();`,
  ];
  return [
    ...(afterPaint ? putInLater : []),
    `let started = false;`,
    `const start = () => { if (!started) { started = true; ${afterPaint ? 'putIn(); ' : ''}import(${JSON.stringify(src)}); } };`,
    `if (PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) requestAnimationFrame(() => setTimeout(start, 0)); }).observe({ type: "paint", buffered: true });`,
    `else addEventListener("load", () => setTimeout(start, 0), { once: true });`,
  ].join('\n');
}
