/**
 * Brand, company and external addresses: the one place an operator edits to make the site theirs.
 * The defaults describe an example company on `.example` domains.
 */
export const site = {
  brand: 'Lotrecht',
  origin: 'https://www.lotrecht.example',
  /**
   * EXAMPLE DATA, to be replaced by the operator before going live, together with the company's legal
   * details in `site-legal.ts` beside this file (register, VAT and economic id, managing directors,
   * insurer, data protection officer), which the imprint, the privacy notice and the accessibility
   * statement print.
   *
   * `exampleData` is the site's one switch for everything invented: the company and its legal details,
   * its people, customers, case studies and testimonials (`company-people.ts`, `customers.ts`,
   * `case-studies.ts` and `testimonials.ts` in `app/content/`, their words in the locale files), the
   * hosting facts (`site-hosting.ts`) and the terms. While it is true, every page carries one quiet
   * notice above the header (`app/layout/ExampleMarker.tsx`) and the terms PDF one line; no section
   * says so again, since a note in every section reads as a prototype. Set it to false once all of
   * them are real, approved and the operator's own: then nothing says "example".
   */
  company: {
    exampleData: true as boolean,
    name: 'Lotrecht GmbH',
    street: 'Köpenicker Straße 154',
    postalCode: '10997',
    city: 'Berlin',
    country: 'DE',
    phone: '+49 30 555 0123',
    email: 'hello@lotrecht.example',
    /** Where applications go: the careers page's Apply buttons and the job-description PDFs. */
    jobs: 'jobs@lotrecht.example',
  },
  /**
   * How long the free trial runs. The copy names it as {{trialDays}} (filled when a page's copy is
   * loaded, `app/shared/i18n/site-values.ts`), so the pages, the sign-up form and the terms change with it.
   */
  trialDays: 30,
  external: {
    login: 'https://app.lotrecht.example/login',
    register: 'https://app.lotrecht.example/register',
    blog: 'https://blog.lotrecht.example',
    support: 'https://help.lotrecht.example',
    /** Generated before the build from locales/{lang}/terms.json (scripts/prebuild/terms-pdf.ts). */
    terms: { de: '/documents/agb.pdf', en: '/documents/terms.pdf' },
  },
  social: [
    { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/lotrecht-example' },
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/lotrecht.example' },
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@lotrecht-example' },
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/lotrecht.example' },
    { id: 'xing', label: 'Xing', url: 'https://www.xing.com/pages/lotrecht-example' },
    { id: 'twitter', label: 'Twitter', url: 'https://twitter.com/lotrecht_example' },
  ],
} as const;

/**
 * The company's legal details live in their own module so that only the legal pages' JavaScript
 * carries them: this module is in every page's bundle, and its budget is 130 KB.
 */
export { companyLegal } from './site-legal.ts';
// Where the project data is hosted and how it is protected (example data too): `siteHosting` in site-hosting.ts, imported by the piece that shows it.

export type SocialId = (typeof site.social)[number]['id'];
