import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { OpenVacancy } from '../../app/content/vacancies.ts';
import { vacancyFacts } from '../../app/pages/careers/vacancy-facts.ts';
import type { Catalog } from '../../app/shared/i18n/catalog.ts';
import { createTranslator } from '../../app/shared/i18n/translator.ts';
import type { Lang } from '../../app/shared/languages.ts';
import { site } from '../../app/shared/site.ts';

const a4 = [595.28, 841.89] as const;
const margin = 56;
const ink = rgb(0.122, 0.137, 0.157); // --color-ink
const muted = rgb(0.29, 0.314, 0.345); // --color-ink-muted
const accent = rgb(1, 0.745, 0.157); // --color-accent
const warm = rgb(0.961, 0.953, 0.937); // --color-surface-warm
const line = rgb(0.851, 0.835, 0.804); // --color-line

/**
 * A vacancy's job description as an A4 PDF, from the same data and copy as the careers page
 * (`app/content/vacancies.ts`, `locales/{lang}/careers.json`): the brand bar and logo, the title, the
 * facts, the summary, tasks, profile and offer, and how to apply with the address and the subject.
 */
export async function vacancyPdf(vacancy: OpenVacancy, catalog: Catalog, lang: Lang, logoPng: Uint8Array): Promise<Uint8Array> {
  const translator = createTranslator<'careers'>(catalog, lang);
  const { t, copy } = translator;
  const words = copy(`vacancies.${vacancy.id}`);
  const facts = vacancyFacts(vacancy, translator);
  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const subject = t('mail.subject', { title: words.title });

  const doc = await PDFDocument.create();
  doc.setTitle(`${words.title} – ${site.company.name}`, { showInWindowTitleBar: true });
  doc.setSubject(`${t('pdf.document')}: ${words.title}`);
  doc.setAuthor(site.company.name);
  doc.setKeywords([...words.tags]);
  doc.setLanguage(lang);
  doc.setProducer('Lotrecht website build');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const logo = await doc.embedPng(logoPng);
  const width = a4[0] - 2 * margin;

  let page: PDFPage = doc.addPage([...a4]);
  let y = 0;
  const startPage = () => {
    page.drawRectangle({ x: 0, y: a4[1] - 10, width: a4[0], height: 10, color: accent });
    page.drawImage(logo, { x: margin, y: a4[1] - 62, width: 28, height: 28 });
    page.drawText(site.brand, { x: margin + 38, y: a4[1] - 54, size: 15, font: bold, color: ink });
    const label = t('pdf.document');
    page.drawText(label, { x: a4[0] - margin - regular.widthOfTextAtSize(label, 10), y: a4[1] - 52, size: 10, font: regular, color: muted });
    y = a4[1] - 96;
  };
  startPage();
  const room = (height: number) => {
    if (y - height >= margin + 28) return;
    page = doc.addPage([...a4]);
    startPage();
  };

  const write = (text: string, font: PDFFont, size: number, { color = ink, indent = 0, gapAfter = 6 } = {}) => {
    for (const each of wrap(text, font, size, width - indent)) {
      room(size * 1.5);
      page.drawText(each, { x: margin + indent, y: y - size, size, font, color });
      y -= size * 1.45;
    }
    y -= gapAfter;
  };
  const heading = (text: string) => {
    room(64);
    y -= 8;
    page.drawRectangle({ x: margin, y: y - 13, width: 4, height: 14, color: accent });
    write(text, bold, 13, { indent: 12, gapAfter: 6 });
  };
  const bullets = (items: readonly string[]) => {
    for (const item of items) {
      room(16);
      page.drawRectangle({ x: margin + 3, y: y - 7.5, width: 4, height: 4, color: ink });
      write(item, regular, 10.5, { indent: 16, gapAfter: 3 });
    }
  };

  write(words.title, bold, 22, { gapAfter: 2 });
  write(`${t('pdf.facts.team')}: ${t(`teams.items.${vacancy.team}.name`)}`, regular, 11, { color: muted, gapAfter: 14 });

  // The facts in a tinted box, two columns of label and value.
  const rows: [string, string][] = [
    [t('pdf.facts.location'), `${site.company.street}, ${site.company.postalCode} ${site.company.city}`],
    [t('pdf.facts.employment'), facts.employment],
    [t('pdf.facts.hours'), facts.hours],
    [t('pdf.facts.salary'), facts.salary],
    [t('pdf.facts.deadline'), date(vacancy.validThrough)],
  ];
  const rowHeight = 17;
  const boxHeight = rows.length * rowHeight + 18;
  page.drawRectangle({ x: margin, y: y - boxHeight, width, height: boxHeight, color: warm, borderColor: line, borderWidth: 0.75 });
  rows.forEach(([label, value], index) => {
    const baseline = y - 22 - index * rowHeight;
    page.drawText(label, { x: margin + 14, y: baseline, size: 9.5, font: bold, color: muted });
    page.drawText(value, { x: margin + 150, y: baseline, size: 10.5, font: regular, color: ink });
  });
  y -= boxHeight + 18;

  write(words.summary, regular, 11.5, { gapAfter: 4 });
  heading(t('pdf.tasks'));
  bullets(words.tasks);
  heading(t('pdf.profile'));
  bullets(words.profile);
  heading(t('pdf.offer'));
  bullets(words.offer);
  heading(t('pdf.benefits'));
  bullets(copy('benefits.items').map((item) => `${item.title}: ${item.text}`));
  heading(t('pdf.apply'));
  write(t('pdf.applyText', { email: site.company.jobs, subject }), regular, 10.5, { gapAfter: 4 });
  write(t('pdf.processText'), regular, 10.5, { color: muted });

  const pages = doc.getPages();
  const address = `${site.company.name} · ${site.company.street} · ${site.company.postalCode} ${site.company.city} · ${site.origin.replace(/^https?:\/\//, '')}`;
  pages.forEach((each, index) => {
    each.drawLine({ start: { x: margin, y: margin - 6 }, end: { x: a4[0] - margin, y: margin - 6 }, thickness: 0.75, color: line });
    each.drawText(address, { x: margin, y: margin - 20, size: 8, font: regular, color: muted });
    const right = `${t('pdf.date', { date: date(vacancy.datePosted) })} · ${t('pdf.page', { page: index + 1, pages: pages.length })}`;
    each.drawText(right, { x: a4[0] - margin - regular.widthOfTextAtSize(right, 8), y: margin - 20, size: 8, font: regular, color: muted });
  });
  return doc.save();
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  // Ordinary spaces only: a no-break space keeps a number with its unit ("15 Uhr") on one line here too.
  for (const word of text.split(/[ \t\n]+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}
