import type { MetaDescriptor } from 'react-router';
import { type OpenVacancy, vacancies } from '../content/vacancies.ts';
import type { Translator } from '../shared/i18n/translator.ts';
import { pathTo } from '../shared/pages.ts';
import { site } from '../shared/site.ts';
import { absoluteUrl } from './seo.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The full advert as Google shows it: `description` may carry simple HTML (paragraphs, headings,
 * lists), so tasks, profile and offer keep their structure.
 */
function description(vacancy: OpenVacancy, { t, copy }: Translator<'careers'>): string {
  const copyOf = copy(`vacancies.${vacancy.id}`);
  const list = (heading: string, items: readonly string[]) =>
    `<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<p>${escapeHtml(copyOf.summary)}</p>`,
    list(t('pdf.tasks'), copyOf.tasks),
    list(t('pdf.profile'), copyOf.profile),
    list(t('pdf.offer'), copyOf.offer),
    `<p>${escapeHtml(t('pdf.applyText', { email: site.company.jobs, subject: t('mail.subject', { title: copyOf.title }) }))}</p>`,
  ].join('');
}

/** One schema.org JobPosting per open position, in the page's language (Google's job search reads them). */
export function jobPostingStructuredData(translator: Translator<'careers'>, list: readonly OpenVacancy[] = vacancies): MetaDescriptor[] {
  const { lang, copy } = translator;
  const page = absoluteUrl(pathTo('careers', lang));
  return list.map((vacancy) => {
    const { title } = copy(`vacancies.${vacancy.id}`);
    return {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title,
        description: description(vacancy, translator),
        identifier: { '@type': 'PropertyValue', name: site.company.name, value: vacancy.id },
        url: `${page}#vacancy-${vacancy.id}`,
        datePosted: vacancy.datePosted,
        validThrough: `${vacancy.validThrough}T23:59:59+01:00`,
        employmentType: vacancy.employmentTypes.length === 1 ? vacancy.employmentTypes[0] : [...vacancy.employmentTypes],
        hiringOrganization: {
          '@type': 'Organization',
          name: site.company.name,
          sameAs: site.origin,
          url: absoluteUrl(pathTo('home', lang)),
          logo: absoluteUrl('/logo.png'),
        },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: site.company.street,
            addressLocality: site.company.city,
            postalCode: site.company.postalCode,
            addressCountry: site.company.country,
          },
        },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: { '@type': 'QuantitativeValue', minValue: vacancy.salary.min, maxValue: vacancy.salary.max, unitText: vacancy.salary.unit },
        },
        workHours: `${vacancy.hours} h/week`,
        // Applications go by e-mail (the Apply button opens the mail client), not through a form on the page.
        directApply: false,
      },
    };
  });
}
