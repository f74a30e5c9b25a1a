import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../app/shared/languages.ts';
import { allPages, pathTo } from '../../app/shared/pages.ts';
import { siteApp } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await siteApp();
});
afterAll(() => app.close());

const pages = languages.flatMap((lang) => allPages().map((ref) => pathTo(ref, lang)));

describe('links', () => {
  it('resolves every internal link, script, stylesheet, image and document of every page', async () => {
    const checked = new Map<string, number>();
    for (const page of pages) {
      const html = (await app.inject({ url: page })).body;
      for (const [, url] of html.matchAll(/\s(?:href|src)="(\/[^"#]*)(?:#[^"]*)?"/g)) {
        if (!url || url.startsWith('//') || checked.has(url)) continue;
        checked.set(url, (await app.inject({ url })).statusCode);
      }
    }
    const broken = [...checked].filter(([, status]) => status !== 200);
    expect(broken).toEqual([]);
    expect([...checked.keys()]).toContain('/documents/agb.pdf');
    expect(checked.size).toBeGreaterThan(30);
  });

  it('serves the terms as PDF documents in both languages', async () => {
    for (const url of ['/documents/agb.pdf', '/documents/terms.pdf']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('sends every external link to an address from the site configuration', async () => {
    const { site } = await import('../../app/shared/site.ts');
    const allowed = new Set<string>([
      ...Object.values(site.external).flatMap((value) => (typeof value === 'string' ? [value] : [])),
      ...site.social.map((network) => network.url),
    ]);
    const html = (await app.inject({ url: '/en' })).body;
    const external = [...html.matchAll(/<a[^>]+href="(https?:[^"]+)"/g)].map((m) => m[1]!);
    expect(external.length).toBeGreaterThan(6);
    expect(external.filter((href) => !allowed.has(href))).toEqual([]);
  });
});
