import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Catalog } from '../../app/shared/i18n/catalog.ts';
import { siteValues, withSiteValues } from '../../app/shared/i18n/site-values.ts';
import { languages } from '../../app/shared/languages.ts';
import { site } from '../../app/shared/site.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { termsPdf } from './terms-pdf.ts';

export interface DocumentStepOptions {
  /** Holds `{lang}/terms.json`. */
  localesDir: string;
  /** The PDFs go to `site.external.terms` under it; Vite copies it into the client build. */
  publicDir: string;
  /** A stamp per PDF: the hash of what it was made from. */
  cacheDir: string;
  /** Whether the PDFs say they are examples; `site.company.exampleData` unless a test says otherwise. */
  exampleData?: boolean;
}

const generator = path.join(import.meta.dirname, 'terms-pdf.ts');
const pdfLibVersion = (createRequire(import.meta.url)('pdf-lib/package.json') as { version: string }).version;

/** The prebuild step for the site: the terms PDFs in `public/documents/`. */
export async function writeDocuments(root: string): Promise<string> {
  const result = await buildDocuments({
    localesDir: path.join(root, 'locales'),
    publicDir: path.join(root, 'public'),
    cacheDir: path.join(root, 'node_modules/.cache/lotrecht-documents'),
  });
  return result.report;
}

export async function buildDocuments(options: DocumentStepOptions): Promise<{ written: number; report: string }> {
  const generatorSource = await readFile(generator);
  const exampleData = options.exampleData ?? site.company.exampleData;
  const written = await Promise.all(
    languages.map(async (lang) => {
      const copy = await readFile(path.join(options.localesDir, lang, 'terms.json'));
      // The site's facts ({{trialDays}}) and whether it is the example are part of the text, so a change to them makes the PDF again.
      const key = createHash('sha256')
        .update(copy)
        .update('\0')
        .update(JSON.stringify(siteValues))
        .update('\0')
        .update(String(exampleData))
        .update('\0')
        .update(generatorSource)
        .update('\0')
        .update(pdfLibVersion)
        .digest('hex');
      const target = path.join(options.publicDir, site.external.terms[lang]);
      const stamp = path.join(options.cacheDir, `${path.basename(target)}.sha256`);
      // pdf-lib stamps the creation time into every file, so an unchanged PDF is kept, not remade.
      if ((await readFile(stamp, 'utf8').catch(() => '')) === key && (await stat(target).catch(() => null))) return false;
      await writeFileAtomic(target, await termsPdf(withSiteValues(JSON.parse(copy.toString('utf8')) as Catalog), lang, { exampleData }));
      await writeFileAtomic(stamp, key);
      return true;
    }),
  );
  const count = written.filter(Boolean).length;
  return { written: count, report: `${languages.length} documents, ${count} written` };
}
