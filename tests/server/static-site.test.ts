import { readdirSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages } from '../../app/shared/pages.ts';
import { siteApp } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await siteApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
// The island loader, which every page imports.
const entryScript = readdirSync('build/client/assets').find((name) => name.startsWith('islands-') && name.endsWith('.js'))!;

describe('pages', () => {
  it('serves every page of the sitemap with status 200 as HTML in its language', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(paths).toHaveLength(allPages().length * 2);
    for (const path of paths) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<html lang="${path.split('/')[1]}"`);
    }
  });

  it('puts the page text in the HTML, without JavaScript', async () => {
    const res = await get('/en/pricing');
    expect(res.body).toContain('<h1');
    expect(res.body).toContain('One application instead of three');
  });

  it('serves the data files that client navigation fetches', async () => {
    const res = await get('/en/pricing.data');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('One application instead of three');
  });

  it('serves robots.txt pointing to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });
});

describe('caching', () => {
  it('marks hashed assets immutable for a year', async () => {
    const res = await get(`/assets/${entryScript}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('marks the prebuilt images immutable too: their names carry their content hash', async () => {
    const image = readdirSync('build/client/media').find((name) => /^platform-overview-\d+\.[0-9a-f]{8}\.avif$/.test(name));
    const res = await get(`/media/${image}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has HTML revalidated with an ETag and answers a matching one with 304', async () => {
    const first = await get('/de/careers');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/de/careers', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the 404 page uncached', async () => {
    expect((await get('/de/missing')).headers['cache-control']).toBe('no-cache');
  });
});

describe('compression', () => {
  it('sends brotli when the browser accepts it, and it decodes to the original', async () => {
    const plain = await get('/de');
    const br = await app.inject({ url: '/de', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('sends gzip to a browser without brotli', async () => {
    const plain = await get(`/assets/${entryScript}`);
    const gz = await app.inject({ url: `/assets/${entryScript}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get('/de');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<!DOCTYPE html>');
  });

  it('gives each encoding its own ETag', async () => {
    const br = await app.inject({ url: '/de', headers: { 'accept-encoding': 'br' } });
    const plain = await get('/de');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });
});

describe('security headers', () => {
  it('gives pages a script policy with hashes and no unsafe-inline', async () => {
    const res = await get('/en/imprint');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('covers every inline script of a page by its hashes', async () => {
    const { createHash } = await import('node:crypto');
    const res = await get('/de/workflows/builders');
    const csp = res.headers['content-security-policy'] as string;
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !m[1]!.includes('ld+json'));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
  });

  it('sends the standard headers and no server identification', async () => {
    for (const url of ['/de', `/assets/${entryScript}`, '/pricing']) {
      const res = await get(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers.server, url).toBeUndefined();
      // A browsing-context-group swap on every entry costs a phone a cold JavaScript context (security-headers.ts).
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('sends HSTS only over HTTPS', async () => {
    expect((await get('/de')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('structured data', () => {
  it('describes the organization and the website on the home page', async () => {
    const html = (await get('/en')).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    const website = blocks.find((block) => block['@type'] === 'WebSite');
    expect(organization).toMatchObject({ name: 'Lotrecht GmbH', address: { addressLocality: 'Berlin' } });
    expect(organization.sameAs).toHaveLength(6);
    expect(website).toMatchObject({ inLanguage: 'en', url: 'https://www.lotrecht.example/en' });
  });
});

describe('newsletter question pages', () => {
  it('write the link token into the form of the localized page, uncached, and nothing but a token', async () => {
    const res = await get('/en/newsletter/confirm?token=abc_DEF-123');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toMatch(/<form [^>]*action="\/api\/newsletter\/confirm" method="post">/);
    expect(res.body).toContain('name="token" value="abc_DEF-123"');
    expect(res.body).not.toContain('__NEWSLETTER_TOKEN__');

    const german = await get('/de/newsletter/unsubscribe?token=xyz');
    expect(german.body).toContain('action="/api/newsletter/unsubscribe"');
    expect(german.body).toContain('Newsletter abbestellen');

    const hostile = await get(`/en/newsletter/confirm?token=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(hostile.body).not.toContain('alert(1)');
  });
});
