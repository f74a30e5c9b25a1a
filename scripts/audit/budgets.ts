import { gzipSync } from 'node:zlib';
import type { PageLoad } from './browser-checks.ts';
import { type Finding, fail, pass } from './findings.ts';
import type { Reply } from './http-get.ts';
import { type IslandsManifest, preInputAllowance } from './pre-input-scripts.ts';

// Script: what a page loads before the visitor's first input, 30 KB gzip (issue 40): the island
// loader; a page with a live island (the consent dialog while it asks) may load that island's own code besides,
// and nothing else (pre-input-scripts.ts).
export const budgets = { script: 30 * 1024, stylesheet: 30 * 1024, document: 60 * 1024 };

/** Bytes a browser that speaks only gzip downloads for each resource the page loaded before interaction. */
export async function checkBudgets(
  page: string,
  resources: PageLoad['resources'],
  get: (path: string, headers: Record<string, string>) => Promise<Reply>,
  html: string,
  manifest: IslandsManifest,
) {
  const totals = { script: 0, stylesheet: 0, document: 0 };
  const allowance = preInputAllowance(manifest, html);
  let liveScript = 0;
  const strangers: string[] = [];
  for (const { url, type } of new Map(resources.map((resource) => [resource.url, resource])).values()) {
    const reply = await get(url, { 'accept-encoding': 'gzip' });
    // A file too small to be worth compressing is sent as it is; count what a gzip of it would be.
    const bytes = reply.headers['content-encoding'] === 'gzip' ? reply.body.length : Math.min(reply.body.length, gzipSync(reply.body).length);
    totals[type] += bytes;
    if (type !== 'script') continue;
    const file = url.replace(/^\//, '');
    if (allowance.live(file) && !allowance.loader.has(file)) liveScript += bytes;
    else if (!allowance.loader.has(file)) strangers.push(file);
  }
  // The site CSS is written into each page (scripts/inline-css.ts): it counts as CSS, not as HTML.
  const document = resources.find((resource) => resource.type === 'document');
  if (document) {
    const html = (await get(document.url, {})).body.toString();
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    const inlineBytes = gzipSync(inline).length;
    totals.stylesheet += inlineBytes;
    totals.document -= Math.min(totals.document, inlineBytes);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const live = liveScript ? ` (${kb(liveScript)} of it a live island's own)` : '';
  const figures = `JS ${kb(totals.script)}${live}, CSS ${kb(totals.stylesheet)}, HTML ${kb(totals.document)}`;
  const counted = { ...totals, script: totals.script - liveScript };
  const over = (Object.keys(budgets) as (keyof typeof budgets)[]).filter((type) => counted[type] > budgets[type]);
  const problems = [
    ...(over.length ? [`over: ${over.join(', ')}`] : []),
    ...(strangers.length ? [`before any input it loads ${strangers.join(', ')}, neither the loader's nor a live island's`] : []),
  ];
  const finding: Finding = problems.length ? fail(page, 'budgets', `${figures} (${problems.join('; ')})`) : pass(page, 'budgets', figures);
  return { finding, totals };
}
