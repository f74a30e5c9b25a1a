// After React Router's build and the islands build: sitemap and robots.txt; in every page its CSS
// inlined (its sections' CSS moved to a file where the page would otherwise miss the first round
// trip), React Router's browser runtime and React's markers outside the islands taken out and the
// island loader put in, started after first paint, and the rules that load the next page before the
// click; each page's CSP (inline hashes and what the registry says it needs) with the hash of the
// final HTML; precompressed variants.
import { createHash } from 'node:crypto';
import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { readThirdParties, thirdPartySources } from '../app/shared/consent/third-parties.ts';
import { type CspNeed, pageAt, pageEntry } from '../app/shared/pages.ts';
import { isReleaseId, releaseFile } from '../app/shared/release.ts';
import { inlineScriptHashes, inlineStyleHashes } from './csp-hashes.ts';
import { firstRoundTripBudget, firstRoundTripBytes } from './first-round-trip.ts';
import { firstScreenCss, laterPartsGuard, laterPartsShown } from './first-screen-css.ts';
import { inlineCss, routeIdsOf, routeStylesheets, sectionsGuard, sectionsShown, stylesheetsOf } from './inline-css.ts';
import { nginxPageCsp } from './nginx-page-csp.ts';
import { projectClassNames } from './short-class-names.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { addSpeculationRules } from './speculation-rules.ts';
import { stripReactRouter } from './strip-react-router.ts';
import { withoutStaticMarkers } from './strip-static-markers.ts';

const root = path.resolve(import.meta.dirname, '..');
// BUILD_DIR: a second build beside the usual one (the consent tests build one with stand-in services).
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const client = path.join(buildDir, 'client');
// The hosts the configured services need, in every page's policy (the same reading as the bundle's).
const thirdPartyHosts = thirdPartySources(readThirdParties(process.env));
const compressible = /\.(html|js|css|svg|xml|txt|json|data|wasm|ifc)$/;

// "/" always redirects to a language; React Router's SPA fallback page there would only be a stale copy.
await rm(path.join(client, 'index.html'), { force: true });
await writeFile(path.join(client, 'sitemap.xml'), sitemapXml());
await writeFile(path.join(client, 'robots.txt'), robotsTxt());

// The release react-router.config.ts named: every page carries it, for the tab that shows it.
const release: unknown = JSON.parse(await readFile(path.join(client, releaseFile), 'utf8')).id;
if (!isReleaseId(release)) throw new Error(`postbuild: no release id in ${releaseFile}`);

function markRelease(html: string, id: string): string {
  if (!/<html[\s>]/.test(html)) throw new Error('postbuild: a page without <html>');
  return html.replace(/<html(\s[^>]*)?>/, (_, attributes = '') => `<html${attributes} data-release="${id}">`);
}

const stylesheets = await routeStylesheets(client);
const islandsLoader = await islandsBuild(client);
// Vite's build manifest was kept only for that step; it is no file to serve.
await rm(path.join(client, '.vite'), { recursive: true, force: true });

const files = (await readdir(client, { recursive: true })).map((name) => name.split(path.sep).join('/'));

/**
 * The address of `content` as `assets/<prefix>-<hash>.<extension>` (pages with the same content share
 * the file), and `write`, which writes the file once a page links it and lists it for compression: a
 * form of the page that is not taken leaves no file behind.
 */
function hashedAsset(prefix: string, extension: string, content: string): { href: string; write: () => Promise<void> } {
  const name = `assets/${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 12)}.${extension}`;
  return {
    href: `/${name}`,
    write: async () => {
      if (files.includes(name)) return;
      files.push(name);
      await writeFile(path.join(client, name), content);
    },
  };
}

const brotli = promisify(brotliCompress);
const br = (body: string | Buffer) =>
  brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } });

const policies: Record<string, { scripts: string[]; styles: string[]; needs: CspNeed[]; hosts: typeof thirdPartyHosts; sha256: string }> = {};
let largestCss = 0;
/** The pages that need a second round trip whatever their CSS does, for the build's summary. */
const overRoundTrip: string[] = [];
for (const name of files.filter((file) => file.endsWith('.html'))) {
  const source = markRelease(await readFile(path.join(client, name), 'utf8'), release);
  const routeIds = routeIdsOf(source);
  const firstScreen = stylesheetsOf(routeIds, stylesheets.css);
  const css = (await Promise.all(firstScreen.map(stylesheets.read))).join('\n');
  const below = stylesheetsOf(routeIds, stylesheets.sections).filter((href) => !firstScreen.includes(href));
  const sectionsCss = (await Promise.all(below.map(stylesheets.read))).join('\n');
  largestCss = Math.max(largestCss, css.length + sectionsCss.length);
  const found = pageAt(`/${name.replace(/\/?index\.html$/, '')}`);
  // The not-found pages are no registry page and need nothing more than the strict policy.
  const needs: CspNeed[] = [...((found?.page && pageEntry(found.page.id).csp) ?? [])];
  const policyOf = (form: string) => ({ scripts: inlineScriptHashes(form), styles: inlineStyleHashes(form), needs, hosts: thirdPartyHosts });
  // What this form may take to make the first round trip: its headers, CSP included, share it.
  const budgetOf = (form: string) => firstRoundTripBudget(policyOf(form));
  const finish = async (withCss: string) => {
    // React Router marks each link for lazy route discovery, which only its browser runtime reads.
    const unmarked = withCss.replaceAll(' data-discover="true"', '');
    return addSpeculationRules(withoutStaticMarkers(stripReactRouter(unmarked, islandsLoader)));
  };
  // All of the page's CSS inline, unless the sections' CSS is what pushes a page out of the first
  // round trip: then it comes as a file. A stylesheet request of its own costs a new connection on a
  // slow network, and the largest paint waits for it; a page too long for the first round trip anyway
  // (the German privacy notice) pays only the bandwidth of a few more inline kilobytes.
  const allCss = sectionsCss ? `${css}\n${sectionsCss}` : css;
  let html = await finish(inlineCss(source, allCss));
  // The least any form took, for the report of the pages beyond the first round trip.
  let [leastBytes, leastBudget] = [(await br(html)).length, budgetOf(html)];
  let fits = leastBytes <= leastBudget;
  /** Takes a lighter form of the page, and writes the stylesheet it links, if it makes the first round trip. */
  const tryForm = async (form: string, sheet: { write: () => Promise<void> }) => {
    const bytes = (await br(form)).length;
    const budget = budgetOf(form);
    if (bytes < leastBytes) [leastBytes, leastBudget] = [bytes, budget];
    if (bytes > budget) return;
    [html, fits] = [form, true];
    await sheet.write();
  };
  // Lighter forms, in the order the first screen prefers them: the sections' CSS as a file, then only
  // the first screen's CSS inline and the page's whole CSS as a file, whose rules then apply in their
  // first order again (the later parts hide until it has). Each file is linked after the first paint
  // (inline-css.ts `laterStylesheet`); as the parser reads it only where the script that links it
  // later would keep the page out of the first round trip.
  const sections = sectionsCss && !fits ? hashedAsset('sections', 'css', `${sectionsShown}\n${sectionsCss}`) : undefined;
  if (sections) await tryForm(await finish(inlineCss(source, css, sections.href)), sections);
  const firstScreenOnly = fits ? undefined : firstScreenCss(source, allCss);
  const split =
    firstScreenOnly === undefined ? undefined : { css: firstScreenOnly, sheet: hashedAsset('page', 'css', `${laterPartsShown}\n${allCss}`) };
  if (split) await tryForm(await finish(inlineCss(source, split.css, split.sheet.href, laterPartsGuard)), split.sheet);
  if (sections && !fits) await tryForm(await finish(inlineCss(source, css, sections.href, sectionsGuard, false)), sections);
  if (split && !fits) await tryForm(await finish(inlineCss(source, split.css, split.sheet.href, laterPartsGuard, false)), split.sheet);
  if (!fits) overRoundTrip.push(`${name.replace(/\/?index\.html$/, '')} (${leastBytes} B at least, ${leastBudget} B fit)`);
  await writeFile(path.join(client, name), html);
  policies[name] = { ...policyOf(html), sha256: createHash('sha256').update(html).digest('base64url') };
}
await writeFile(path.join(buildDir, 'csp-hashes.json'), JSON.stringify(policies, null, 2));

await writeFile(path.join(buildDir, 'nginx-page-csp.conf'), nginxPageCsp(policies));
// The production class names (`_1k`) back to their module and local name, for whoever reads a page in the inspector.
await writeFile(
  path.join(buildDir, 'class-names.json'),
  JSON.stringify(Object.fromEntries([...projectClassNames().scoped].map(([owner, short]) => [short, owner])), null, 2),
);

const gz = promisify(gzip);
let saved = 0;
await Promise.all(
  files
    .filter((name) => compressible.test(name))
    .map(async (name) => {
      const body = await readFile(path.join(client, name));
      const [brotlied, gzipped] = await Promise.all([br(body), gz(body, { level: 9 })]);
      // A variant that does not save anything is not worth a second lookup.
      if (brotlied.length < body.length) await writeFile(path.join(client, `${name}.br`), brotlied);
      if (gzipped.length < body.length) await writeFile(path.join(client, `${name}.gz`), gzipped);
      saved += body.length - brotlied.length;
    }),
);
console.log(
  `postbuild: sitemap, robots.txt, CSS and CSP for ${Object.keys(policies).length} pages (largest CSS ${(largestCss / 1024).toFixed(1)} KiB), ${(saved / 1024).toFixed(0)} KiB saved by brotli` +
    (overRoundTrip.length ? `; beyond the first round trip (${firstRoundTripBytes} B with the headers): ${overRoundTrip.join(', ')}` : ''),
);

/**
 * The islands build's loader (vite.islands.config.ts), from its manifest, which then leaves the site
 * like React Router's: it is kept beside it, for the audit's check of what each page loads before
 * input. Its one stylesheet goes too: every page has its islands' CSS inline.
 */
async function islandsBuild(clientDir: string): Promise<string> {
  const manifestFile = path.join(clientDir, '.vite', 'islands-manifest.json');
  await copyFile(manifestFile, path.join(buildDir, 'islands-manifest.json'));
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
  const entry = manifest['app/islands/loader.ts'];
  if (!entry?.isEntry) throw new Error('postbuild: the islands build has no loader entry');
  const sheets = Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]);
  await Promise.all(sheets.map((sheet) => rm(path.join(clientDir, sheet), { force: true })));
  return `/${entry.file}`;
}
