// The assets of earlier releases, kept for tabs still open on them: a server started on release B
// answers release A's hashed files from the kept folder, which release A's server filled; files no
// release has served for the kept days go. Real servers over real folders.
import { mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptAssets } from '../../server/site/kept-assets.ts';
import { siteApp } from '../support/app.ts';
import { fixturePage, fixtureSite } from '../support/fixture-site.ts';

const day = 24 * 3600_000;
const codeA = Buffer.from(`export const release = ${JSON.stringify('A'.repeat(4000))};\n`);
const codeB = Buffer.from(`export const release = ${JSON.stringify('B'.repeat(4000))};\n`);

/** A release: its pages, one hashed script (with its brotli sibling) and its release file. */
function release(id: string, script: string, code: Buffer) {
  return fixtureSite({
    'de/index.html': fixturePage('de', `Start ${id}`).html,
    [`assets/${script}`]: code,
    [`assets/${script}.br`]: brotliCompressSync(code),
    'release.json': JSON.stringify({ id }),
  });
}

const keptFolder = () => path.join(mkdtempSync(path.join(tmpdir(), 'lotrecht-kept-')), 'kept-assets');

describe('assets of earlier releases', () => {
  it("are served after a deploy: release B's server answers release A's script from the kept folder", async () => {
    const kept = keptFolder();
    const a = await siteApp({ ...release('20261127-100000-aaaaaa', 'route-AAAA1111.js', codeA).env, KEPT_ASSETS_DIR: kept });
    expect(JSON.parse((await a.inject({ url: '/api/health' })).body)).toMatchObject({ ok: true, release: '20261127-100000-aaaaaa' });
    await a.close();

    const b = await siteApp({ ...release('20261127-110000-bbbbbb', 'route-BBBB2222.js', codeB).env, KEPT_ASSETS_DIR: kept });
    try {
      expect(JSON.parse((await b.inject({ url: '/api/health' })).body).release).toBe('20261127-110000-bbbbbb');
      const old = await b.inject({ url: '/assets/route-AAAA1111.js' });
      expect(old.statusCode).toBe(200);
      expect(old.rawPayload.equals(codeA)).toBe(true);
      expect(old.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The same headers as the release's own assets.
      const own = await b.inject({ url: '/assets/route-BBBB2222.js' });
      for (const header of ['content-security-policy', 'x-content-type-options', 'vary'])
        expect(old.headers[header], header).toBe(own.headers[header]);
      // Its precompressed sibling came along, and a repeated request is answered from the browser's copy.
      const compressed = await b.inject({ url: '/assets/route-AAAA1111.js', headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).equals(codeA)).toBe(true);
      const again = await b.inject({ url: '/assets/route-AAAA1111.js', headers: { 'if-none-match': String(old.headers.etag) } });
      expect(again.statusCode).toBe(304);

      expect(own.rawPayload.equals(codeB)).toBe(true);
      for (const missing of ['/assets/route-CCCC3333.js', '/assets/route-AAAA1111.js.br', '/assets/..%2Frelease.json', '/assets/.hidden']) {
        expect((await b.inject({ url: missing })).statusCode, missing).toBe(404);
      }
    } finally {
      await b.close();
    }
  });

  it('keeps a file for the kept days after the last release that served it, then prunes it', async () => {
    const kept = keptFolder();
    const a = release('a', 'route-AAAA1111.js', codeA);
    const b = release('b', 'route-BBBB2222.js', codeB);
    let now = Date.parse('2026-11-27T10:00:00Z');
    await keptAssets(a.dir, kept, 7, () => now).refresh();
    const bKept = keptAssets(b.dir, kept, 7, () => now);

    now += 6 * day;
    expect(await bKept.refresh()).toEqual({ copied: 2, kept: 0, pruned: 0 });
    expect(readdirSync(kept).sort()).toEqual(['route-AAAA1111.js', 'route-AAAA1111.js.br', 'route-BBBB2222.js', 'route-BBBB2222.js.br']);
    // Release B's files count as live from this refresh on, release A's since their own.
    expect(statSync(path.join(kept, 'route-BBBB2222.js')).mtimeMs).toBe(now);

    now += 1.5 * day;
    expect(await bKept.refresh()).toEqual({ copied: 0, kept: 2, pruned: 2 });
    expect(readdirSync(kept).sort()).toEqual(['route-BBBB2222.js', 'route-BBBB2222.js.br']);
    expect(await bKept.lookup('route-AAAA1111.js')).toBeUndefined();

    // A copy a crashed server left half-written goes after an hour; a fresh one stays.
    writeFileSync(path.join(kept, '.route-X.js.1234.partial'), 'half');
    writeFileSync(path.join(kept, '.route-Y.js.5678.partial'), 'half');
    const hourAgo = new Date(now - 2 * 3600_000);
    utimesSync(path.join(kept, '.route-X.js.1234.partial'), hourAgo, hourAgo);
    utimesSync(path.join(kept, '.route-Y.js.5678.partial'), new Date(now), new Date(now));
    await bKept.refresh();
    expect(readdirSync(kept).filter((name) => name.startsWith('.'))).toEqual(['.route-Y.js.5678.partial']);
  });

  it('lets the site start when the kept folder cannot be made, and says so in the log', async () => {
    const blocked = path.join(mkdtempSync(path.join(tmpdir(), 'lotrecht-kept-')), 'a-file');
    writeFileSync(blocked, 'not a folder');
    const app = await siteApp({ ...release('c', 'route-CCCC3333.js', codeA).env, KEPT_ASSETS_DIR: path.join(blocked, 'kept') });
    try {
      expect((await app.inject({ url: '/assets/route-CCCC3333.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/de' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
