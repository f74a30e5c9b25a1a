import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteApp } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await siteApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('language redirects', () => {
  it('sends "/" to German when nothing says otherwise', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de');
  });

  it('follows the browser language', async () => {
    const res = await get('/', { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' });
    expect(res.headers.location).toBe('/en');
  });

  it('lets the stored choice win over the browser language', async () => {
    const res = await get('/pricing', { cookie: 'lang=de', 'accept-language': 'en' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de/pricing');
  });

  it('keeps the rest of the path and the query', async () => {
    const res = await get('/product/dms?utm_campaign=spring&x=1', { 'accept-language': 'en' });
    expect(res.headers.location).toBe('/en/product/dms?utm_campaign=spring&x=1');
  });

  it('is never cached and varies by cookie and language', async () => {
    const res = await get('/about-us');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('corrects a language in other letter case', async () => {
    const res = await get('/EN/pricing');
    expect(res.headers.location).toBe('/en/pricing');
  });

  it('moves a trailing slash away permanently', async () => {
    const res = await get('/de/pricing/?a=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/de/pricing?a=1');
  });

  it('does not redirect outside the site', async () => {
    const res = await get('//evil.example/path');
    expect(res.headers.location?.startsWith('/de/')).toBe(true);
  });
});

describe('?lng= chooses the language', () => {
  const remembered = (res: { headers: Record<string, unknown> }, lang: string) =>
    expect(String(res.headers['set-cookie'])).toBe(`lang=${lang}; Max-Age=31536000; Path=/; SameSite=Lax`);

  it('on "/", over the cookie and the browser language, and remembers it as the switch does', async () => {
    const res = await get('/?lng=en', { cookie: 'lang=de', 'accept-language': 'de' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en');
    expect(res.headers['cache-control']).toBe('private, no-store');
    remembered(res, 'en');
  });

  it('on a path without a language, keeping the rest of the query as written', async () => {
    const res = await get('/product/dms?utm_campaign=spring&lng=en-GB&q=a+b', { cookie: 'lang=de' });
    expect(res.headers.location).toBe('/en/product/dms?utm_campaign=spring&q=a+b');
    remembered(res, 'en');
  });

  it('on a page in the other language: the same page in the chosen one, by its own path there', async () => {
    const res = await get('/de/referenzen?lng=en&ref=mail');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/case-studies?ref=mail');
    remembered(res, 'en');
    const back = await get('/en/case-studies?lng=de');
    expect(back.headers.location).toBe('/de/referenzen');
    remembered(back, 'de');
    expect((await get(back.headers.location!)).statusCode).toBe(200);
  });

  it('on a page already in that language: the address without it, and the choice remembered', async () => {
    const res = await get('/en/pricing?lng=en');
    expect(res.headers.location).toBe('/en/pricing');
    remembered(res, 'en');
  });

  it('on an unknown page below a language: the not-found address in the chosen language', async () => {
    const res = await get('/de/gibt-es-nicht?lng=en');
    expect(res.headers.location).toBe('/en/gibt-es-nicht');
  });

  it('is ignored with a value that is no language of the site', async () => {
    for (const value of ['fr', '', 'english', '..%2Fen', 'de%0d%0aSet-Cookie:x=1']) {
      const page = await get(`/en/pricing?lng=${value}`);
      expect(page.statusCode, value).toBe(200);
      expect(page.headers['set-cookie'], value).toBeUndefined();
    }
    const root = await get('/?lng=fr', { 'accept-language': 'en' });
    expect(root.headers.location).toBe('/en?lng=fr');
    expect(root.headers['set-cookie']).toBeUndefined();
  });

  it('is not read on a file address', async () => {
    const res = await get('/robots.txt?lng=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('not found', () => {
  it('answers an unknown page below a language with status 404 and the localized page', async () => {
    const de = await get('/de/does-not-exist');
    expect(de.statusCode).toBe(404);
    expect(de.headers['content-type']).toContain('text/html');
    expect(de.body).toContain('<html lang="de"');
    expect(de.body).toContain('Seite nicht gefunden');
    const en = await get('/en/product/unknown');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('Page not found');
    expect(en.body).toContain('href="/en"');
  });

  it('answers an unknown workflow with 404', async () => {
    expect((await get('/en/workflows/astronauts')).statusCode).toBe(404);
  });

  it('answers a missing asset with a plain 404, not a page or a redirect', async () => {
    const res = await get('/assets/missing-abc123.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not Found');
  });

  it('answers a malformed path with 400', async () => {
    expect((await get('/de/%E0%A4%A')).statusCode).toBe(400);
  });
});
