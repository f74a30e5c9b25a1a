import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type OpenVacancy, vacancies, vacancyDocumentPath } from '../../app/content/vacancies.ts';
import type { Catalog } from '../../app/shared/i18n/catalog.ts';
import { languages } from '../../app/shared/languages.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { vacancyPdf } from './vacancy-pdf.ts';

export interface VacancyDocumentOptions {
  /** Holds `{lang}/careers.json`. */
  localesDir: string;
  /** The PDFs go to `vacancyDocumentPath()` under it; Vite copies it into the client build. */
  publicDir: string;
  /** A stamp per PDF: the hash of what it was made from. */
  cacheDir: string;
  /** The positions; the site's list unless a test passes its own. */
  vacancies?: readonly OpenVacancy[];
}

// What a PDF is made from besides its copy: the layout, the facts, the data and the library.
const sources = ['vacancy-pdf.ts', '../../app/content/vacancies.ts', '../../app/pages/careers/vacancy-facts.ts', '../../app/shared/site.ts'].map(
  (file) => path.join(import.meta.dirname, file),
);
const pdfLibVersion = (createRequire(import.meta.url)('pdf-lib/package.json') as { version: string }).version;

/** The prebuild step for the site: each vacancy's job description in each language, in `public/documents/jobs/`. */
export async function writeVacancyDocuments(root: string): Promise<string> {
  const result = await buildVacancyDocuments({
    localesDir: path.join(root, 'locales'),
    publicDir: path.join(root, 'public'),
    cacheDir: path.join(root, 'node_modules/.cache/lotrecht-documents'),
  });
  return result.report;
}

export async function buildVacancyDocuments(options: VacancyDocumentOptions): Promise<{ written: number; report: string }> {
  const list = options.vacancies ?? vacancies;
  const logo = await readFile(path.join(import.meta.dirname, '../../public/logo.png'));
  const base = createHash('sha256');
  for (const file of sources) base.update(await readFile(file)).update('\0');
  base.update(logo).update('\0').update(pdfLibVersion);
  const written = await Promise.all(
    languages.flatMap((lang) =>
      list.map(async (vacancy) => {
        const copy = await readFile(path.join(options.localesDir, lang, 'careers.json'));
        const key = base.copy().update('\0').update(vacancy.id).update('\0').update(copy).digest('hex');
        const target = path.join(options.publicDir, vacancyDocumentPath(vacancy.id, lang));
        const stamp = path.join(options.cacheDir, `${path.basename(target)}.sha256`);
        // pdf-lib stamps the creation time into every file, so an unchanged PDF is kept, not remade.
        if ((await readFile(stamp, 'utf8').catch(() => '')) === key && (await stat(target).catch(() => null))) return false;
        await writeFileAtomic(target, await vacancyPdf(vacancy, JSON.parse(copy.toString('utf8')) as Catalog, lang, logo));
        await writeFileAtomic(stamp, key);
        return true;
      }),
    ),
  );
  const count = written.filter(Boolean).length;
  return { written: count, report: `${written.length} job descriptions, ${count} written` };
}
