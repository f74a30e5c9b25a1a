// After React Router's build: sitemap, robots.txt and terms PDFs; in every page the site CSS inlined and
// the JavaScript started after first paint; CSP hashes per page; precompressed variants.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { languages } from '../app/content/routes.ts';
import { site } from '../app/content/site.ts';
import { inlineScriptHashes, inlineStyleHashes } from './csp-hashes.ts';
import { deferHydration } from './defer-hydration.ts';
import { inlineCss, siteCss } from './inline-css.ts';
import { termsPdf, type TermsCopy } from './terms-pdf.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const root = path.resolve(import.meta.dirname, '..');
const client = path.join(root, 'build/client');
const compressible = /\.(html|js|css|svg|xml|txt|json|data)$/;

// "/" always redirects to a language; React Router's SPA fallback page there would only be a stale copy.
await rm(path.join(client, 'index.html'), { force: true });
await writeFile(path.join(client, 'sitemap.xml'), sitemapXml());
await writeFile(path.join(client, 'robots.txt'), robotsTxt());
for (const lang of languages) {
  const copy = JSON.parse(await readFile(path.join(root, `locales/${lang}/terms.json`), 'utf8')) as TermsCopy;
  const target = path.join(client, site.external.terms[lang]);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, await termsPdf(copy, lang));
}

const files = (await readdir(client, { recursive: true })).map((name) => name.split(path.sep).join('/'));

const css = await siteCss(client);
const hashes: Record<string, { scripts: string[]; styles: string[] }> = {};
for (const name of files.filter((file) => file.endsWith('.html'))) {
  const html = deferHydration(inlineCss(await readFile(path.join(client, name), 'utf8'), css));
  await writeFile(path.join(client, name), html);
  hashes[name] = { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
}
await writeFile(path.join(root, 'build/csp-hashes.json'), JSON.stringify(hashes, null, 2));

const br = promisify(brotliCompress);
const gz = promisify(gzip);
let saved = 0;
await Promise.all(
  files
    .filter((name) => compressible.test(name))
    .map(async (name) => {
      const body = await readFile(path.join(client, name));
      const [brotli, gzipped] = await Promise.all([
        br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      // A variant that does not save anything is not worth a second lookup.
      if (brotli.length < body.length) await writeFile(path.join(client, `${name}.br`), brotli);
      if (gzipped.length < body.length) await writeFile(path.join(client, `${name}.gz`), gzipped);
      saved += body.length - brotli.length;
    }),
);
console.log(`postbuild: sitemap, robots.txt, CSP hashes for ${Object.keys(hashes).length} pages, ${(saved / 1024).toFixed(0)} KiB saved by brotli`);
