import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as siteSettings } from '../../app/shared/site.ts';
import { pagePolicy } from '../../server/site/content-security-policy.ts';
import { siteApp } from '../support/app.ts';
import { fixturePage, fixtureSite } from '../support/fixture-site.ts';

const start = fixturePage('de', 'Start');
const viewer = fixturePage('de', 'Viewer');
const home = fixturePage('en', 'Home');
const notFound = fixturePage('de', 'Nicht gefunden');
const pages = {
  'de/index.html': start,
  'de/viewer/index.html': viewer,
  'en/index.html': home,
  'de/404/index.html': notFound,
};
const styleHash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

function makeSite() {
  return fixtureSite(
    {
      ...Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.html])),
      'assets/x.js': 'console.log(1);',
      'assets/viewer-worker-Ab_9-z.js': 'self.onmessage = () => {};',
    },
    (name) => ({
      scripts: [pages[name as keyof typeof pages].scriptHash],
      styles: [styleHash],
      needs: name === 'de/viewer/index.html' ? ['wasm-unsafe-eval'] : [],
    }),
  );
}

/** The policy string pages had before needs existed, spelled out. */
const previousPolicy = (scriptHash: string) =>
  [
    "default-src 'self'",
    `script-src 'self' '${scriptHash}'`,
    `style-src 'self' '${styleHash}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${new URL(siteSettings.external.register).origin}`,
    "frame-ancestors 'none'",
  ].join('; ');

describe('page policies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await siteApp(makeSite().env);
  });
  afterAll(() => app.close());
  const csp = async (url: string) => (await app.inject({ url })).headers['content-security-policy'] as string;

  it('gives a page without needs exactly the policy pages had before', async () => {
    expect(await csp('/de')).toBe(previousPolicy(start.scriptHash));
    expect(await csp('/en')).toBe(previousPolicy(home.scriptHash));
  });

  it("adds a page's needs to its script-src, and never 'unsafe-eval'", async () => {
    const policy = await csp('/de/viewer');
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' '${viewer.scriptHash}';`);
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    expect(policy).toBe(previousPolicy(viewer.scriptHash).replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
  });

  it('gives the not-found page its own policy, and other files the strict one', async () => {
    const res = await app.inject({ url: '/de/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe(previousPolicy(notFound.scriptHash));
    expect(await csp('/assets/x.js')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'");
  });

  it("gives the viewer's worker script the policy it runs under: its own chunks, WebAssembly and fetches from the site, nothing else", async () => {
    const res = await app.inject({ url: '/assets/viewer-worker-Ab_9-z.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'");
    // Only the worker's own name gets its policy, not a path that merely contains it.
    expect(await csp('/assets/viewer-worker-Ab_9-z.js/../x.js')).not.toContain('wasm');
    expect(await csp('/assets/other-viewer-worker-1.js')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'");
  });
});

describe('a CSP file that does not match the site stops the start', () => {
  it('when it is missing', async () => {
    const site = makeSite();
    const cspFile = path.join(path.dirname(site.cspFile), 'nowhere.json');
    const started = siteApp({ ...site.env, CSP_FILE: cspFile });
    await expect(started).rejects.toThrow(`CSP file ${cspFile} is missing: run \`npm run build\``);
  });

  it('when it is not JSON', async () => {
    const site = makeSite();
    site.writeCsp('{"de/index.html": ');
    await expect(siteApp(site.env)).rejects.toThrow(/CSP file .+csp-hashes\.json is not valid JSON .*run `npm run build`/);
  });

  it('when a page has no entry', async () => {
    const site = makeSite();
    const { 'en/index.html': _dropped, ...rest } = site.entries;
    site.writeCsp(rest);
    await expect(siteApp(site.env)).rejects.toThrow(/CSP file .+ is stale \(no entry for en\/index\.html\): run `npm run build`/);
  });

  it('when a page changed after its hashes were taken', async () => {
    const site = makeSite();
    writeFileSync(path.join(site.dir, 'de/viewer/index.html'), viewer.html.replace('Viewer', 'Betrachter'));
    await expect(siteApp(site.env)).rejects.toThrow(
      /CSP file .+ is stale \(a sha256 that does not match de\/viewer\/index\.html\): run `npm run build`/,
    );
  });

  it('when it is in the old format without needs and sha256', async () => {
    const site = makeSite();
    site.writeCsp(Object.fromEntries(Object.entries(site.entries).map(([name, { scripts, styles }]) => [name, { scripts, styles }])));
    await expect(siteApp(site.env)).rejects.toThrow(/has a malformed entry for [\w/]+index\.html .*run `npm run build`/);
  });

  it("when an entry asks for 'unsafe-eval' or 'unsafe-inline', by need or in place of a hash", async () => {
    for (const amend of [{ needs: ['unsafe-eval'] }, { scripts: ['unsafe-eval'] }, { styles: ['unsafe-inline'] }]) {
      const site = makeSite();
      site.writeCsp({ ...site.entries, 'en/index.html': { ...site.entries['en/index.html'], ...amend } });
      await expect(siteApp(site.env), JSON.stringify(amend)).rejects.toThrow(/malformed entry for en\/index\.html/);
    }
  });

  it('but not when the server does not serve the site', async () => {
    const app = await siteApp({ SERVE_SITE: 'false', CSP_FILE: '/nowhere/csp-hashes.json' });
    await app.close();
  });
});

describe('pagePolicy', () => {
  it("refuses to spell 'unsafe-eval', whatever it is handed", () => {
    const needs = ['unsafe-eval'] as unknown as ['wasm-unsafe-eval'];
    expect(() => pagePolicy({ scripts: [], styles: [], needs })).toThrow("'unsafe-eval'");
    expect(() => pagePolicy({ scripts: ['unsafe-eval'], styles: [], needs: [] })).toThrow("'unsafe-eval'");
    expect(() => pagePolicy({ scripts: ["sha256-x' 'unsafe-eval"], styles: [], needs: [] })).toThrow();
  });
});
