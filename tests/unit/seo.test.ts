import { describe, expect, it } from 'vitest';
import { seo } from '../../app/lib/seo.ts';
import { allPages } from '../../app/shared/pages.ts';
import { inlineScriptHashes } from '../../scripts/csp-hashes.ts';
import { sitemapXml } from '../../scripts/sitemap.ts';
import { negotiateEncoding } from '../../server/site/negotiate-encoding.ts';

describe('seo', () => {
  const tags = seo({ id: 'pricing' }, 'en', 'Pricing | Lotrecht', 'A description of the pricing page that is long enough.');
  const links = tags.filter((tag) => 'tagName' in tag) as { rel: string; href: string; hrefLang?: string }[];

  it('points the canonical link at the page itself', () => {
    expect(links.find((link) => link.rel === 'canonical')?.href).toBe('https://www.lotrecht.example/en/pricing');
  });

  it('lists de, en and x-default alternates', () => {
    const alternates = Object.fromEntries(links.filter((link) => link.rel === 'alternate').map((link) => [link.hrefLang, link.href]));
    expect(alternates).toEqual({
      de: 'https://www.lotrecht.example/de/pricing',
      en: 'https://www.lotrecht.example/en/pricing',
      'x-default': 'https://www.lotrecht.example/de/pricing',
    });
  });

  it('sets the Open Graph title, description, url, locale and image', () => {
    const og = Object.fromEntries(
      (tags.filter((tag) => 'property' in tag) as { property: string; content: string }[]).map((tag) => [tag.property, tag.content]),
    );
    expect(og).toMatchObject({
      'og:title': 'Pricing | Lotrecht',
      'og:url': 'https://www.lotrecht.example/en/pricing',
      'og:locale': 'en_GB',
      'og:image': 'https://www.lotrecht.example/og-image.png',
    });
    expect(og['og:description']).toContain('pricing page');
  });
});

describe('sitemap', () => {
  const xml = sitemapXml();
  // Every listed page of the registry, once per language: 36 with the spec's eighteen pages.
  const entries = allPages().length * 2;

  it('lists every page in both languages', () => {
    expect(xml.match(/<url>/g)).toHaveLength(entries);
    expect(xml).toContain('<loc>https://www.lotrecht.example/de/workflows/builders</loc>');
  });

  it('links each entry to its alternates', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.lotrecht.example/en/imprint"/>');
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(entries);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external scripts and JSON-LD', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual(['sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=', expect.stringMatching(/^sha256-/)]);
  });
});

describe('negotiateEncoding', () => {
  const both = { br: true, gzip: true };
  it('prefers brotli, then gzip, then none', () => {
    expect(negotiateEncoding('gzip, deflate, br', both)).toBe('br');
    expect(negotiateEncoding('gzip', both)).toBe('gzip');
    expect(negotiateEncoding(undefined, both)).toBe('identity');
  });

  it('respects q=0 and files without a variant', () => {
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br', { br: false, gzip: true })).toBe('identity');
    expect(negotiateEncoding('*', both)).toBe('br');
  });
});
