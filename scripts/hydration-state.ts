/**
 * Takes React Router's hydration state out of a prerendered page.
 *
 * The state (the loader data, mostly the page's copy once more) is written into the page as inline
 * scripts at the end of the body: on a long page that is 12 to 19 KB that every visitor downloads and
 * parses before the first paint, though only hydration, after the first paint, reads it. Moved into a
 * file of its own, the page fits the first round trip of a new connection (about 14 KB) again; the
 * deferred bootstrap (defer-hydration.ts) fetches the file when it starts. The file is named by its
 * hash, so a page never pairs with another build's state.
 * It refuses a page whose state scripts do not have the shape it knows.
 */
const enqueue = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const close = '<script>window.__reactRouterContext.streamController.close();</script>';

export function extractHydrationState(html: string): { html: string; state: string } {
  const chunks = [...html.matchAll(enqueue)];
  if (chunks.length === 0 || html.split(close).length !== 2) throw new Error('no React Router hydration state found');
  const state = chunks.map((chunk) => JSON.parse(chunk[1]!) as string).join('');
  return { html: html.replace(enqueue, '').replace(close, ''), state };
}
