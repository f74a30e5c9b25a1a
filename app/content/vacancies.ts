import type { Lang } from '../shared/languages.ts';

/**
 * The open positions (spec section 3): the facts that are the same in every language. Their words
 * (title, tags, summary, tasks, profile, offer) are in `locales/{de,en}/careers.json` under
 * `vacancies.<id>`. The careers page, its JSON-LD and the job-description PDFs
 * (scripts/prebuild/vacancy-documents.ts) are all made from this list, so adding or closing a position is
 * an edit here and in the two locale files.
 *
 * Imported by the build scripts too: relative imports carry `.ts`, and it imports nothing but types.
 */

/** schema.org/Google `employmentType` values; the page names them through `employment.<type>`. */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'INTERN';

/** The teams of the company (spec section 2); the page presents each under `teams.items.<id>`. */
export const teamIds = ['bimManagers', 'ceo', 'cto', 'sales', 'marketing', 'softwareDevelopment', 'designProduct'] as const;
export type TeamId = (typeof teamIds)[number];

export interface Salary {
  min: number;
  max: number;
  /** Per year for salaried positions, per hour for the working student. */
  unit: 'YEAR' | 'HOUR';
}

export interface Vacancy {
  /** The key of its copy in `careers.json` and the stem of its PDF's file name. */
  id: string;
  team: TeamId;
  employmentTypes: readonly EmploymentType[];
  /** Where the work is: the company's office (site.company). */
  location: 'office';
  /** Hours per week. */
  hours: number;
  /** Gross pay range in EUR, shown on the card and in the PDF as the EU pay-transparency rules ask. */
  salary: Salary;
  /** ISO dates: when it was published and until when applications are read. */
  datePosted: string;
  validThrough: string;
}

export const vacancies = [
  {
    id: 'csharpDeveloper',
    team: 'softwareDevelopment',
    employmentTypes: ['FULL_TIME'],
    location: 'office',
    hours: 40,
    salary: { min: 62000, max: 78000, unit: 'YEAR' },
    datePosted: '2026-11-02',
    validThrough: '2027-02-28',
  },
  {
    id: 'contentMarketingStudent',
    team: 'marketing',
    employmentTypes: ['PART_TIME', 'INTERN'],
    location: 'office',
    hours: 20,
    salary: { min: 16, max: 18, unit: 'HOUR' },
    datePosted: '2026-11-09',
    validThrough: '2027-01-31',
  },
  {
    id: 'salesManager',
    team: 'sales',
    employmentTypes: ['FULL_TIME'],
    location: 'office',
    hours: 40,
    salary: { min: 60000, max: 72000, unit: 'YEAR' },
    datePosted: '2026-11-16',
    validThrough: '2027-02-28',
  },
] as const satisfies readonly Vacancy[];

/** One of the open positions, its id one of the keys under `vacancies` in careers.json. */
export type OpenVacancy = (typeof vacancies)[number];
export type VacancyId = OpenVacancy['id'];

/** Where the build puts a vacancy's job description in a language (below `public/`, served from `/`). */
export function vacancyDocumentPath(id: VacancyId, lang: Lang): string {
  return `/documents/jobs/${kebab(id)}-${lang}.pdf`;
}

function kebab(id: string): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
