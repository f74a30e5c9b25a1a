import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/de/terms.json';
import en from '../../locales/en/terms.json';
import { buildDocuments, type DocumentStepOptions } from '../../scripts/prebuild/documents.ts';
import { pdfText } from '../support/pdf-text.ts';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let options: DocumentStepOptions;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'documents-'));
  options = { localesDir: path.join(root, 'locales'), publicDir: path.join(dir, 'public'), cacheDir: path.join(dir, 'cache') };
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the documents prebuild step', () => {
  it('writes the terms of each language as a PDF titled from its locale file', async () => {
    expect(await buildDocuments(options)).toEqual({ written: 2, report: '2 documents, 2 written' });
    for (const [file, copy] of [
      ['documents/agb.pdf', de],
      ['documents/terms.pdf', en],
    ] as const) {
      const pdf = await PDFDocument.load(await readFile(path.join(options.publicDir, file)));
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toBe(copy.title);
      expect(pdf.getSubject()).toBe(copy.subtitle);
    }
  });

  it('rewrites nothing when neither the copy nor the generator changed', async () => {
    const file = path.join(options.publicDir, 'documents/agb.pdf');
    const [bytes, { mtimeMs }] = await Promise.all([readFile(file), stat(file)]);
    expect(await buildDocuments(options)).toEqual({ written: 0, report: '2 documents, 0 written' });
    expect(await readFile(file)).toEqual(bytes);
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
  });

  it('says once that it is an example while the company is, and nothing of the kind once it is real', async () => {
    const textOf = async (file: string) => (await pdfText(await readFile(path.join(options.publicDir, file)))).pages.join('\n').replace(/\s+/g, ' ');
    // Each notice, and a word of it that no clause uses.
    const notices = [
      ['documents/agb.pdf', de.exampleNotice, 'Beispieldokument'],
      ['documents/terms.pdf', en.exampleNotice, 'Example document'],
    ] as const;
    for (const [file, line, word] of notices) {
      const text = await textOf(file);
      expect(text).toContain(line);
      expect(text.split(word)).toHaveLength(2);
    }
    // The flag is part of what a PDF is made from: switching it makes both again.
    expect(await buildDocuments({ ...options, exampleData: false })).toMatchObject({ written: 2 });
    for (const [file, , word] of notices) expect(await textOf(file)).not.toContain(word);
    expect(await buildDocuments(options)).toMatchObject({ written: 2 });
  });

  it('makes a PDF again when it went missing', async () => {
    await rm(path.join(options.publicDir, 'documents/terms.pdf'));
    expect(await buildDocuments(options)).toMatchObject({ written: 1 });
    expect((await stat(path.join(options.publicDir, 'documents/terms.pdf'))).size).toBeGreaterThan(0);
  });
});
