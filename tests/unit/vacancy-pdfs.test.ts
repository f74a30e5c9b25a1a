import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancies, vacancyDocumentPath } from '../../app/content/vacancies.ts';
import type { Catalog } from '../../app/shared/i18n/catalog.ts';
import { createTranslator } from '../../app/shared/i18n/translator.ts';
import { site } from '../../app/shared/site.ts';
import de from '../../locales/de/careers.json';
import en from '../../locales/en/careers.json';
import { buildVacancyDocuments, type VacancyDocumentOptions } from '../../scripts/prebuild/vacancy-documents.ts';
import { pdfText } from '../support/pdf-text.ts';

const root = path.resolve(import.meta.dirname, '../..');
const catalogs: Record<'de' | 'en', Catalog> = { de, en };
let dir: string;
let options: VacancyDocumentOptions;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vacancy-pdfs-'));
  options = { localesDir: path.join(root, 'locales'), publicDir: path.join(dir, 'public'), cacheDir: path.join(dir, 'cache') };
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** Collapses the line breaks of wrapped text, so a sentence is found wherever the layout broke it. */
const flat = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ');

describe('the job-description PDFs', () => {
  it('are written for each vacancy in each language', async () => {
    expect(await buildVacancyDocuments(options)).toEqual({ written: 6, report: '6 job descriptions, 6 written' });
  });

  describe.each(['de', 'en'] as const)('in %s', (lang) => {
    const { t, copy } = createTranslator<'careers'>(catalogs[lang], lang);

    it.each(vacancies.map((vacancy) => [vacancy.id, vacancy] as const))(
      '%s reads as its job description, on one or two pages',
      async (_, vacancy) => {
        const words = copy(`vacancies.${vacancy.id}`);
        const { pages, title } = await pdfText(await readFile(path.join(options.publicDir, vacancyDocumentPath(vacancy.id, lang))));
        expect(pages.length).toBeGreaterThanOrEqual(1);
        expect(pages.length).toBeLessThanOrEqual(2);
        expect(title).toBe(`${words.title} – ${site.company.name}`);
        const text = flat(pages);
        expect(flat(pages.slice(0, 1))).toContain(words.title);
        expect(text).toContain(t(`employment.${vacancy.employmentTypes[0]}`));
        expect(text).toContain(`${site.company.postalCode} ${site.company.city}`);
        for (const heading of [t('pdf.tasks'), t('pdf.profile'), t('pdf.offer'), t('pdf.apply')]) expect(text).toContain(heading);
        for (const item of [...words.tasks, ...words.profile, ...words.offer]) expect(text).toContain(flat([item]));
        // How to apply: the address and the very subject the page's Apply button puts in the mail.
        expect(text).toContain(site.company.jobs);
        expect(text).toContain(t('mail.subject', { title: words.title }));
      },
    );
  });

  it('are not written again while nothing they are made from changed', async () => {
    const file = path.join(options.publicDir, vacancyDocumentPath('salesManager', 'de'));
    const { mtimeMs } = await stat(file);
    expect(await buildVacancyDocuments(options)).toMatchObject({ written: 0 });
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
  });

  it('are made again for a changed list of vacancies only where one went missing', async () => {
    await rm(path.join(options.publicDir, vacancyDocumentPath('csharpDeveloper', 'en')));
    expect(await buildVacancyDocuments({ ...options, vacancies: vacancies.slice(0, 1) })).toEqual({
      written: 1,
      report: '2 job descriptions, 1 written',
    });
  });
});
