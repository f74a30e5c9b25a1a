import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../server/site/load-site.ts';
import { siteApp } from '../support/app.ts';
import { fixturePage, fixtureSite, sha256 } from '../support/fixture-site.ts';

const size = 3 * 1024 * 1024;
const mp4 = randomBytes(size);
const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(2000))});\n`);
const wasm = Buffer.concat([Buffer.from('\0asm\x01\0\0\0'), Buffer.alloc(4000, 7)]);

function makeSite() {
  return fixtureSite({
    'de/index.html': fixturePage('de', 'Start').html,
    'en/index.html': fixturePage('en', 'Home').html,
    'de/404/index.html': fixturePage('de', 'Nicht gefunden').html,
    'media/sample.mp4': mp4,
    'media/viewer.wasm': wasm,
    'media/viewer.wasm.br': brotliCompressSync(wasm),
    'assets/x.js': script,
    'assets/x.js.br': brotliCompressSync(script),
    'assets/x.js.gz': gzipSync(script),
    'assets/big.js': randomBytes(600 * 1024),
    'media/empty.webm': Buffer.alloc(0),
  });
}

let app: FastifyInstance;
let site: ReturnType<typeof makeSite>;
beforeAll(async () => {
  site = makeSite();
  app = await siteApp(site.env);
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const mp4Etag = `"${sha256(mp4).slice(0, 22)}"`;

describe('what stays on disk', () => {
  it('keeps media and files of 512 KiB or more on disk, and small files in memory', async () => {
    const files = await loadSite(site.dir);
    expect(files.get('/media/sample.mp4')).toMatchObject({ source: 'disk', identity: { size } });
    expect(files.get('/media/sample.mp4')).not.toHaveProperty('body');
    expect(files.get('/media/viewer.wasm')).toMatchObject({ source: 'disk', br: { size: expect.any(Number) } });
    expect(files.get('/assets/big.js')?.source).toBe('disk');
    expect(files.get('/assets/x.js')).toMatchObject({ source: 'memory', body: script });
    expect(files.get('/de')?.source).toBe('memory');
  });

  it('reads disk files afresh on each request, while memory files keep what was loaded', async () => {
    const own = makeSite();
    const fresh = await siteApp(own.env);
    try {
      const replaced = randomBytes(size);
      writeFileSync(path.join(own.dir, 'media/sample.mp4'), replaced);
      writeFileSync(path.join(own.dir, 'assets/x.js'), 'console.log("changed");');
      const video = await fresh.inject({ url: '/media/sample.mp4', headers: { range: 'bytes=100-199' } });
      expect(video.rawPayload.equals(replaced.subarray(100, 200))).toBe(true);
      expect((await fresh.inject({ url: '/assets/x.js' })).rawPayload.equals(script)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('byte ranges', () => {
  it('answers a range with 206 and exactly those bytes', async () => {
    const res = await get('/media/sample.mp4', { range: 'bytes=1000-1999', 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(mp4.subarray(1000, 2000))).toBe(true);
  });

  it('answers open, suffix and overlong ranges up to the end of the file', async () => {
    const cases = [
      ['bytes=3145000-', 3145000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      ['bytes=3145000-99999999', 3145000, size - 1],
      ['bytes=-99999999', 0, size - 1],
      ['bytes=0-0', 0, 0],
    ] as const;
    for (const [range, start, end] of cases) {
      const res = await get('/media/sample.mp4', { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(mp4.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 for a range that starts past the end', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const res = await get('/media/sample.mp4', { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
      expect(res.body, range).toBe('');
    }
  });

  it('sends the whole file with 200 without Range, for several ranges, a malformed one and an outdated If-Range', async () => {
    const headers: Record<string, string>[] = [
      {},
      { range: 'bytes=0-10, 20-30' },
      { range: 'bytes=abc' },
      { range: 'bytes=500-100' },
      { range: 'items=0-10' },
      { range: 'bytes=0-10', 'if-range': '"outdated"' },
      { range: 'bytes=0-10', 'if-range': `W/${mp4Etag}` },
      { range: 'bytes=0-10', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
    ];
    for (const header of headers) {
      const res = await get('/media/sample.mp4', header);
      expect(res.statusCode, JSON.stringify(header)).toBe(200);
      expect(res.headers['content-length']).toBe(String(size));
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.rawPayload.equals(mp4), JSON.stringify(header)).toBe(true);
    }
  });

  it('honours a range whose If-Range names the current file', async () => {
    const res = await get('/media/sample.mp4', { range: 'bytes=0-9', 'if-range': mp4Etag });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(mp4.subarray(0, 10))).toBe(true);
  });

  it('answers HEAD with the length of what GET would send, and no body', async () => {
    const whole = await app.inject({ method: 'HEAD', url: '/media/sample.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(size));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(0);
    const part = await app.inject({ method: 'HEAD', url: '/media/sample.mp4', headers: { range: 'bytes=10-109' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-length']).toBe('100');
    expect(part.headers['content-range']).toBe(`bytes 10-109/${size}`);
    expect(part.rawPayload.length).toBe(0);
  });

  it('serves ranges and HEAD over a real connection', async () => {
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const part = await fetch(`${origin}/media/sample.mp4`, { headers: { range: 'bytes=2000000-2099999' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(2_000_000, 2_100_000))).toBe(true);
    const head = await fetch(`${origin}/media/sample.mp4`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(size));
    const whole = await fetch(`${origin}/media/sample.mp4`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);
  });

  it('serves an empty media file', async () => {
    const res = await get('/media/empty.webm');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('0');
    expect((await get('/media/empty.webm', { range: 'bytes=0-' })).statusCode).toBe(416);
  });
});

describe('caching of disk files', () => {
  it('gives a strong ETag from the content and answers a matching If-None-Match with 304', async () => {
    const res = await get('/media/sample.mp4');
    expect(res.headers.etag).toBe(mp4Etag);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await get('/media/sample.mp4', { 'if-none-match': mp4Etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('marks large files under assets/ immutable', async () => {
    const res = await get('/assets/big.js', { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });
});

describe('encodings', () => {
  it('streams the precompressed sibling of a disk file, but takes ranges from the plain bytes', async () => {
    const br = await get('/media/viewer.wasm', { 'accept-encoding': 'br' });
    expect(br.headers['content-type']).toBe('application/wasm');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(wasm)).toBe(true);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers.etag).not.toBe((await get('/media/viewer.wasm')).headers.etag);

    const part = await get('/media/viewer.wasm', { 'accept-encoding': 'br', range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.equals(wasm.subarray(0, 8))).toBe(true);
  });

  it('still sends small files precompressed from memory', async () => {
    const br = await get('/assets/x.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);
    const gz = await get('/assets/x.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).equals(script)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Memory files have no byte ranges: Range is ignored.
    expect((await get('/assets/x.js', { range: 'bytes=0-3' })).statusCode).toBe(200);
  });
});
