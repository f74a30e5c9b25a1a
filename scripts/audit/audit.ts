// `npm run audit`: builds the site, serves it over TLS on loopback, and checks every page of the
// sitemap in both languages (axe, Nu HTML Checker, links, head, budgets, images, hosts, the example
// notice) and the server as a whole (Observatory grade, security headers). Prints one table; exits 1 on any failure.
// `--no-build` audits the existing build (npm test builds once for everything).
import { execSync } from 'node:child_process';
import { launchBrowser } from '../chromium.ts';
import { browserContexts, checkInBrowser } from './browser-checks.ts';
import { checkBudgets } from './budgets.ts';
import { checkExampleMarker } from './example-marker.ts';
import { type Finding, fail } from './findings.ts';
import { checkHeads } from './head.ts';
import { validateHtml } from './html-validator.ts';
import { httpsGet } from './http-get.ts';
import { islandsManifest } from './islands-manifest.ts';
import { checkLinks } from './links.ts';
import { observatoryGrade } from './observatory.ts';
import { checkOneAsk } from './one-ask.ts';
import { report } from './report.ts';
import { checkSecurityHeaders } from './security-headers.ts';
import { serveOverTls } from './serve.ts';

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const started = Date.now();
const server = await serveOverTls();
const get = (path: string, headers: Record<string, string> = {}) => httpsGet(server.origin, server.ca, path, headers);
const browser = await launchBrowser();
const findings: Finding[] = [];

try {
  const sitemap = (await get('/sitemap.xml')).body.toString();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  if (paths.length === 0) throw new Error('the sitemap lists no pages');

  const html = new Map<string, string>();
  for (const path of paths) html.set(path, (await get(path)).body.toString());

  const manifest = await islandsManifest();
  const { desktop, phone } = await browserContexts(browser);
  // Two pages at a time: a page's checks spend half their time waiting (for the network to fall
  // quiet, for entrance animations), so two keep both cores busy. The Nu checker runs alongside.
  const validated = validateHtml(html);
  const queue = [...paths];
  const browserStarted = Date.now();
  const checkNext = async (): Promise<void> => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const load = await checkInBrowser(desktop, phone, server.origin, path);
        findings.push(...load.findings, (await checkBudgets(path, load.resources, get, html.get(path)!, manifest)).finding);
      } catch (error) {
        // A page that cannot even be driven fails its browser checks instead of stopping the audit.
        findings.push(fail(path, 'axe', `page could not be checked: ${String(error).split('\n')[0]}`));
      }
    }
  };
  await Promise.all([checkNext(), checkNext()]);
  const browserSeconds = (Date.now() - browserStarted) / 1000;

  findings.push(...(await validated), ...checkHeads(html), ...checkExampleMarker(html), ...checkOneAsk(html));
  const links = await checkLinks(html, (path) => get(path));
  findings.push(...links.findings);

  // The island loader, which every page imports after its first paint.
  const asset = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html.get(paths[0]!)!);
  if (!asset) throw new Error(`${paths[0]} imports no island loader`);
  findings.push(
    checkSecurityHeaders({ page: await get(paths[0]!), asset: await get(asset[1]!), api: await get('/api/health') }),
    await observatoryGrade(server),
  );

  // Pages checked side by side finish out of order; the table keeps the sitemap's.
  findings.sort((a, b) => paths.indexOf(a.page) - paths.indexOf(b.page));
  console.log(report(findings, links.external));
  console.log(
    `(${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s, of which the browser checks ${browserSeconds.toFixed(0)} s)`,
  );
} finally {
  await browser.close();
  await server.close();
}

process.exit(findings.every((finding) => finding.ok) ? 0 : 1);
