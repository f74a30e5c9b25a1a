import type { MetaDescriptor } from 'react-router';
import { type Lang, languages } from '../shared/languages.ts';
import { pathTo, type SitePage } from '../shared/pages.ts';
import { site } from '../shared/site.ts';

const ogLocales: Record<Lang, string> = { de: 'de_DE', en: 'en_GB' };

export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href;
}

/** Title, description, canonical, hreflang alternates and Open Graph tags of one page. */
export function seo(page: SitePage, lang: Lang, title: string, description: string): MetaDescriptor[] {
  const url = absoluteUrl(pathTo(page, lang));
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languages.map((alt) => ({ tagName: 'link', rel: 'alternate', hrefLang: alt, href: absoluteUrl(pathTo(page, alt)) })),
    // The German page is the default language's and answers every visitor without a redirect.
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(pathTo(page, 'de')) },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocales[lang] },
    ...languages.filter((alt) => alt !== lang).map((alt) => ({ property: 'og:locale:alternate', content: ogLocales[alt] })),
    { property: 'og:image', content: absoluteUrl('/og-image.png') },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
