/**
 * Starts the app's JavaScript after the first contentful paint instead of before it.
 *
 * Every page is complete HTML that works without JavaScript; hydration only adds behaviour. React
 * Router's bootstrap (an inline module with static imports, plus a modulepreload link per chunk) makes
 * the browser fetch, compile and run about 120 KB of JavaScript before it paints, which on a phone
 * on a slow network is most of the time to first paint. This rewrites the bootstrap into the same
 * imports, issued once the browser reports its first contentful paint (a first frame without text
 * does not count: the font may hold text back), or after the load event where paint timing is missing,
 * with the same preload hints added at that moment. The hydration state, taken out of the page by
 * hydration-state.ts, is fetched alongside the modules and handed to React Router's stream before
 * the entry runs.
 * The start is cut into short tasks (a few preload links, the state request, the imports), because
 * starting a request costs the main thread about half a millisecond on a phone, and thirty of them
 * in one task would block input for longer than the 50 ms that Lighthouse counts as blocking.
 * The start also gives a new history entry the key React Router's scroll restoration expects
 * (scroll-restoration.ts took that out of the parser's task).
 * It refuses any bootstrap that does not have the shape it knows, so a React Router update that
 * changes it fails the build instead of shipping a broken page.
 */
import { historyKey } from './scroll-restoration.ts';

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** Preload links added per task. */
const linksPerTask = 6;

export function deferHydration(html: string, stateUrl: string): string {
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const script = bootstrap.exec(html);
  if (!script || preloads.length === 0) throw new Error('no React Router bootstrap module found');

  const bindings: string[] = [];
  const imports: string[] = [];
  const rest: string[] = [];
  for (const line of script[1]!
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const bare = /^import "([^"]+)";$/.exec(line);
    const named = /^import \* as (\w+) from "([^"]+)";$/.exec(line);
    if (bare) {
      bindings.push('');
      imports.push(JSON.stringify(bare[1]));
    } else if (named) {
      bindings.push(named[1]!);
      imports.push(JSON.stringify(named[2]));
    } else if (/^(const \w+ = \{[\w.,]+\};|window\.__reactRouterRouteModules = \{.*\};|import\("[^"]+"\);)$/.test(line)) {
      rest.push(line);
    } else {
      throw new Error(`unexpected line in React Router's bootstrap: ${line}`);
    }
  }

  const deferred = [
    `let started = false;`,
    `const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));`,
    `const start = async () => {`,
    `if (started) return;`,
    `started = true;`,
    // A page prerendered on a hover (speculation-rules.ts) hydrates only once shown: nothing of the
    // site (analytics, waiting sends, timers) runs for a page the visitor may never open.
    `if (document.prerendering) await new Promise((resolve) => document.addEventListener("prerenderingchange", resolve, { once: true }));`,
    historyKey,
    `const preloads = ${JSON.stringify(preloads)};`,
    `for (let i = 0; i < preloads.length; i += ${linksPerTask}) {`,
    `for (const href of preloads.slice(i, i + ${linksPerTask})) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `await nextTask();`,
    `}`,
    `const state = fetch(${JSON.stringify(stateUrl)}).then((response) => { if (!response.ok) throw new Error(response.statusText); return response.text(); });`,
    `await nextTask();`,
    `const [${bindings.join(', ')}, text] = await Promise.all([${imports.map((specifier) => `import(${specifier})`).join(', ')}, state]);`,
    `window.__reactRouterContext.streamController.enqueue(text);`,
    `window.__reactRouterContext.streamController.close();`,
    ...rest,
    `};`,
    // The paint entry can be reported before the frame is on screen: wait for the next frame too.
    // Where paint timing is missing, the load event stands in (it can come before the first paint).
    `if (PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) requestAnimationFrame(() => setTimeout(start, 0)); }).observe({ type: "paint", buffered: true });`,
    `else addEventListener("load", () => setTimeout(start, 0), { once: true });`,
  ].join('\n');

  return html.replace(modulePreload, '').replace(script[0], `<script type="module">${deferred}</script>`);
}
