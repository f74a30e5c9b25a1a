// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vacancies, vacancyDocumentPath } from '../../app/content/vacancies.ts';
import { PageProvider } from '../../app/context/page.tsx';
import { CopyProvider } from '../../app/i18n/use-translation.tsx';
import { jobPostingStructuredData } from '../../app/lib/job-posting.ts';
import { applicationHref } from '../../app/pages/careers/application-mail.ts';
import { Positions } from '../../app/pages/careers/Positions.tsx';
import { Teams } from '../../app/pages/careers/Teams.tsx';
import type { Catalog } from '../../app/shared/i18n/catalog.ts';
import { createTranslator } from '../../app/shared/i18n/translator.ts';
import type { Lang } from '../../app/shared/languages.ts';
import { site } from '../../app/shared/site.ts';
import de from '../../locales/de/careers.json';
import en from '../../locales/en/careers.json';

afterEach(cleanup);

const catalogs: Record<Lang, Catalog> = { de, en };
const expectedTitles = {
  de: ['C#-Softwareentwickler (m/w/d)', 'Werkstudierende Digital Content Marketing (m/w/d)', 'Sales Manager (m/w/d)'],
  en: ['C# Software Developer (m/f/d)', 'Student Assistant, Digital Content Marketing (m/f/d)', 'Sales Manager (m/f/d)'],
};

function renderWith(lang: Lang, ui: React.ReactNode) {
  return render(
    <CopyProvider lang={lang} messages={{ careers: catalogs[lang] } as never}>
      <PageProvider lang={lang} page={{ id: 'careers' }}>
        {ui}
      </PageProvider>
    </CopyProvider>,
  );
}

describe('the vacancies (spec section 3)', () => {
  it('are the three positions, in Berlin, full-time, part-time student and full-time', () => {
    expect(vacancies.map((vacancy) => [vacancy.id, vacancy.employmentTypes])).toEqual([
      ['csharpDeveloper', ['FULL_TIME']],
      ['contentMarketingStudent', ['PART_TIME', 'INTERN']],
      ['salesManager', ['FULL_TIME']],
    ]);
    expect(site.company.city).toBe('Berlin');
    for (const vacancy of vacancies) {
      expect(vacancy.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(vacancy.validThrough > vacancy.datePosted).toBe(true);
      expect(vacancy.salary.min).toBeLessThan(vacancy.salary.max);
    }
  });

  it.each(['de', 'en'] as const)('have their title, tags, summary, tasks, profile and offer in %s', (lang) => {
    const { copy } = createTranslator<'careers'>(catalogs[lang], lang);
    expect(vacancies.map((vacancy) => copy(`vacancies.${vacancy.id}`).title)).toEqual(expectedTitles[lang]);
    for (const vacancy of vacancies) {
      const words = copy(`vacancies.${vacancy.id}`);
      expect(words.tags.length).toBeGreaterThanOrEqual(3);
      expect(words.summary.length).toBeGreaterThan(80);
      for (const list of [words.tasks, words.profile, words.offer]) expect(list.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('each have a PDF per language at a distinct address', () => {
    const paths = vacancies.flatMap((vacancy) => (['de', 'en'] as const).map((lang) => vacancyDocumentPath(vacancy.id, lang)));
    expect(new Set(paths).size).toBe(6);
    expect(vacancyDocumentPath('csharpDeveloper', 'en')).toBe('/documents/jobs/csharp-developer-en.pdf');
  });
});

describe('the positions section', () => {
  it.each(['de', 'en'] as const)('counts the list it is given, never a number in the copy (%s)', (lang) => {
    const heading = (count: number) =>
      lang === 'de'
        ? `${count} offene ${count === 1 ? 'Stelle' : 'Stellen'} in Berlin`
        : `${count} open ${count === 1 ? 'position' : 'positions'} in Berlin`;
    renderWith(lang, <Positions vacancies={vacancies} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(heading(3));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    cleanup();
    renderWith(lang, <Positions vacancies={vacancies.slice(1, 2)} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(heading(1));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows each card with title, facts, tags, summary, an application mail and the PDF of its language', () => {
    renderWith('en', <Positions vacancies={vacancies} />);
    const card = screen.getByRole('article', { name: 'C# Software Developer (m/f/d)' });
    expect(within(card).getByRole('list', { name: 'Topics' }).textContent).toContain('ASP.NET Core');
    expect(within(card).getByRole('list', { name: 'Key facts' }).textContent).toContain('62,000–78,000\u00a0EUR a year');
    const apply = within(card).getByRole('link', { name: 'Apply now: C# Software Developer (m/f/d) (by email)' });
    expect(apply.getAttribute('href')).toBe('mailto:jobs@lotrecht.example?subject=Application%3A%20C%23%20Software%20Developer%20(m%2Ff%2Fd)');
    const pdf = within(card).getByRole('link', { name: 'Job description (PDF, English)' });
    expect(pdf.getAttribute('href')).toBe('/documents/jobs/csharp-developer-en.pdf');
    expect(pdf.getAttribute('hreflang')).toBe('en');
    expect(pdf.getAttribute('type')).toBe('application/pdf');
  });

  it('marks the teams that are hiring, with their count, and links to their position', () => {
    renderWith('de', <Teams vacancies={vacancies} />);
    const hiring = screen.getAllByRole('link');
    expect(hiring.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1 offene Stelle', '#vacancy-salesManager'],
      ['1 offene Stelle', '#vacancy-contentMarketingStudent'],
      ['1 offene Stelle', '#vacancy-csharpDeveloper'],
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  });
});

describe('the application mail', () => {
  it('encodes the subject so that "#", "/", umlauts and spaces survive', () => {
    const subject = 'Bewerbung: C#-Softwareentwickler (m/w/d) – Köpenick';
    const href = applicationHref(subject);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(site.company.jobs);
    expect(href).not.toMatch(/[ #]/);
    expect(decodeURIComponent(href.split('?subject=')[1]!)).toBe(subject);
  });
});

/** The fields of a JobPosting this test reads, as JSON gives them back. */
interface Posting {
  '@type': string;
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: string | string[];
  hiringOrganization: Record<string, string>;
  jobLocation: { address: Record<string, string> };
  baseSalary: { value: Record<string, string | number> };
  directApply: boolean;
  identifier: { value: string };
}

describe('the JobPosting JSON-LD', () => {
  it.each(['de', 'en'] as const)('has Google’s required and recommended fields for each position (%s)', (lang) => {
    const postings = jobPostingStructuredData(createTranslator<'careers'>(catalogs[lang], lang)).map(
      (tag) => JSON.parse(JSON.stringify((tag as { 'script:ld+json': unknown })['script:ld+json'])) as Posting,
    );
    expect(postings.map((posting) => posting.title)).toEqual(expectedTitles[lang]);
    for (const [index, posting] of postings.entries()) {
      const vacancy = vacancies[index]!;
      expect(posting['@type']).toBe('JobPosting');
      expect(posting.description).toContain('<li>');
      expect(posting.datePosted).toBe(vacancy.datePosted);
      expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.parse(posting.datePosted));
      expect([posting.employmentType].flat()).toEqual(vacancy.employmentTypes);
      expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: site.company.name, sameAs: site.origin });
      expect(posting.hiringOrganization.logo).toMatch(/^https:\/\/.+\/logo\.png$/);
      expect(posting.jobLocation.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: site.company.street,
        addressLocality: 'Berlin',
        postalCode: site.company.postalCode,
        addressCountry: 'DE',
      });
      expect(posting.baseSalary.value).toMatchObject({ minValue: vacancy.salary.min, maxValue: vacancy.salary.max, unitText: vacancy.salary.unit });
      expect(posting.directApply).toBe(false);
      expect(posting.identifier.value).toBe(vacancy.id);
    }
  });
});
