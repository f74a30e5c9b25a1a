/**
 * React's markers outside the islands: `<!-- -->` between adjacent text nodes and Suspense's
 * `<!--$-->` … `<!--/$-->`. Only hydration reads them, and no part of a page outside an island is ever
 * hydrated, so there they are bytes for nothing (37 to 71 B of a page's brotli, enough to keep the
 * home page out of the first round trip). Inside an island (`<div data-island="…">`, with everything
 * it holds) they stay, or React would find other text nodes than it rendered. Scripts and styles are
 * copied as they are.
 */
export function withoutStaticMarkers(html: string): string {
  const tokens = /<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--(?: |\$|\/\$)-->|<div\b[^>]*>|<\/div>/g;
  let kept = '';
  let from = 0;
  // How many `<div>`s deep inside an island the scan is; 0 outside every island.
  let islandDepth = 0;
  for (const { 0: token, index } of html.matchAll(tokens)) {
    if (token.startsWith('<!--')) {
      if (islandDepth === 0) {
        kept += html.slice(from, index);
        from = index + token.length;
      }
    } else if (token === '</div>') {
      if (islandDepth > 0) islandDepth--;
    } else if (token.startsWith('<div')) {
      if (islandDepth > 0) islandDepth++;
      else if (/\sdata-island="/.test(token)) islandDepth = 1;
    }
  }
  return kept + html.slice(from);
}
