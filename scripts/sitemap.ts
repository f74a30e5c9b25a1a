import { absoluteUrl } from '../app/lib/seo.ts';
import { languages } from '../app/shared/languages.ts';
import { allPages, pathTo } from '../app/shared/pages.ts';

/** Every page in both languages, each with its language alternates (xhtml:link). */
export function sitemapXml(): string {
  const urls = allPages().flatMap((ref) =>
    languages.map((lang) => {
      const alternates = [...languages.map((alt) => [alt, pathTo(ref, alt)]), ['x-default', pathTo(ref, 'de')]]
        .map(([hreflang, path]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(path!)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${absoluteUrl(pathTo(ref, lang))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
