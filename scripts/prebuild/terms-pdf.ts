import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Catalog } from '../../app/shared/i18n/catalog.ts';
import { createTranslator } from '../../app/shared/i18n/translator.ts';
import type { Lang } from '../../app/shared/languages.ts';

const a4 = [595.28, 841.89] as const;
const margin = 64;
const ink = rgb(0.12, 0.14, 0.16);
const muted = rgb(0.29, 0.31, 0.35);

/**
 * The terms as an A4 PDF, laid out from `locales/{lang}/terms.json`, the copy the site shows. While the
 * company is the shipped example (`exampleData`, from `site.company.exampleData`), one line under the
 * title says so: a PDF is saved and passed on without the site's notice bar around it.
 */
export async function termsPdf(catalog: Catalog, lang: Lang, { exampleData }: { exampleData: boolean }): Promise<Uint8Array> {
  const { t, copy } = createTranslator<'terms'>(catalog, lang);
  const doc = await PDFDocument.create();
  doc.setTitle(t('title'));
  doc.setSubject(t('subtitle'));
  doc.setLanguage(lang);
  doc.setProducer('Lotrecht website build');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = a4[0] - 2 * margin;

  let page: PDFPage = doc.addPage([...a4]);
  let y = a4[1] - margin;

  const write = (text: string, font: PDFFont, size: number, color = ink, gapAfter = 6) => {
    for (const line of wrap(text, font, size, width)) {
      if (y - size < margin + 24) {
        page = doc.addPage([...a4]);
        y = a4[1] - margin;
      }
      page.drawText(line, { x: margin, y: y - size, size, font, color });
      y -= size * 1.45;
    }
    y -= gapAfter;
  };

  write(t('title'), bold, 20, ink, 4);
  write(t('subtitle'), regular, 12, muted, 2);
  write(t('version'), regular, 10, muted, 10);
  if (exampleData) write(t('exampleNotice'), regular, 9, muted, 16);
  else y -= 10; // without it, the same air before the first section
  for (const section of Object.values(copy('sections'))) {
    write(section.title, bold, 12, ink, 4);
    for (const paragraph of Object.values(section.paragraphs)) write(paragraph, regular, 10);
    y -= 8;
  }

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    const label = `${t('footer')} · ${index + 1}/${pages.length}`;
    each.drawText(label, { x: margin, y: margin - 24, size: 8, font: regular, color: muted });
  });
  return doc.save();
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Ordinary spaces only: a no-break space keeps a number with its unit ("15 Uhr") on one line here too.
  for (const word of text.split(/[ \t\n]+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
