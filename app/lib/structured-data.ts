import type { MetaDescriptor } from 'react-router';
import type { Translator } from '../shared/i18n/translator.ts';
import { pathTo } from '../shared/pages.ts';
import { site } from '../shared/site.ts';
import { absoluteUrl } from './seo.ts';

/** JSON-LD for the home page: the company and the website, in the page's language and words. */
export function homeStructuredData({ lang, t }: Translator<'home'>): MetaDescriptor[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: site.company.name,
    brand: site.brand,
    url: absoluteUrl(pathTo('home', lang)),
    logo: absoluteUrl('/logo.png'),
    email: site.company.email,
    telephone: site.company.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.company.street,
      postalCode: site.company.postalCode,
      addressLocality: site.company.city,
      addressCountry: site.company.country,
    },
    sameAs: site.social.map((network) => network.url),
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.brand,
    description: t('meta.description'),
    url: absoluteUrl(pathTo('home', lang)),
    inLanguage: lang,
    publisher: { '@id': organization['@id'] },
  };
  return [{ 'script:ld+json': organization }, { 'script:ld+json': website }];
}
