// The legal pages' data: the privacy notice's structure as spec section 2 fixes it, its copy in both
// languages with the promised retention periods and cookie lifetimes, the company's legal details
// in the configuration, and the accessibility statement as a page of the registry.
import { describe, expect, it } from 'vitest';
import { footerSections } from '../../app/content/footer.ts';
import { accessibilitySections } from '../../app/pages/accessibility/content.ts';
import { imprintTexts } from '../../app/pages/imprint/content.ts';
import { type PrivacyBlock, privacyBlocks } from '../../app/pages/privacy/content.ts';
import { languages } from '../../app/shared/languages.ts';
import { allPages, pageAt, pageLabel, pathTo } from '../../app/shared/pages.ts';
import { companyLegal, site } from '../../app/shared/site.ts';
import { locales } from '../support/locales.ts';

const blocks: readonly PrivacyBlock[] = privacyBlocks;

/** Every string below a key prefix in one language, joined: the text a reader of that part sees. */
const textBelow = (lang: 'de' | 'en', prefix: string) =>
  [...locales[lang]]
    .filter(([key]) => key.startsWith(prefix))
    .map(([, value]) => value)
    .join('\n');

describe('privacy notice structure', () => {
  it('has 11 blocks; the first holds one sub-section with 22 list items; blocks 2, 3 and 4 hold 13, 6 and 5 sub-sections', () => {
    expect(privacyBlocks).toHaveLength(11);
    const [first, second, third, fourth] = privacyBlocks;
    const listed = blocks.flatMap((block) => block.sections ?? []).filter((section) => section.items);
    expect(listed).toHaveLength(1);
    expect(first.sections).toHaveLength(1);
    expect(first.sections[0].items).toHaveLength(22);
    expect(second.sections).toHaveLength(13);
    expect(third.sections).toHaveLength(6);
    expect(fourth.sections).toHaveLength(5);
    const ids = privacyBlocks.map((block) => block.id);
    expect(new Set(ids).size).toBe(11);
  });

  it('has a title for every block, sub-section and list item in both languages, and no copy without a place', () => {
    for (const lang of languages) {
      const expected = new Set<string>();
      for (const block of blocks) {
        expected.add(`privacy:blocks.${block.id}.title`);
        for (const section of block.sections ?? []) {
          expected.add(`privacy:blocks.${block.id}.sections.${section.id}.title`);
          for (const item of section.items ?? []) {
            expected.add(`privacy:blocks.${block.id}.sections.${section.id}.items.${item}.term`);
            expected.add(`privacy:blocks.${block.id}.sections.${section.id}.items.${item}.text`);
          }
        }
      }
      for (const key of expected) expect(locales[lang].get(key), `${lang} ${key}`).toBeTruthy();
      const titles = [...locales[lang].keys()].filter((key) => key.startsWith('privacy:blocks.') && /\.(title|term)$/.test(key));
      expect(
        titles.filter((key) => !expected.has(key)),
        lang,
      ).toEqual([]);
    }
  });

  it.each([
    ['de', ['spätestens 6 Monate', '14 Monaten', 'monatlich', 'höchstens 2 Stunden', '1 Jahr', 'zwischen 1 Minute und 2 Jahren']],
    ['en', ['6 months at most', '14 months', 'monthly', '2 hours at most', '1 year', 'from 1 minute to 2 years']],
  ] as const)('states the retention periods and cookie lifetimes in %s', (lang, facts) => {
    const text = textBelow(lang, 'privacy:');
    for (const fact of facts) expect(text, fact).toContain(fact);
  });

  it.each([
    ['de', ['Double-Opt-in', 'Bestätigungs-E-Mail', 'Ihren Namen, Ihre E-Mail-Adresse und den Grund', '„lang“', 'Deutschland']],
    ['en', ['double opt-in', 'confirmation e-mail', 'your name, your e-mail address and the reason', '“lang”', 'Germany']],
  ] as const)('describes the newsletter, the contact request, the language cookie and the hosting in %s', (lang, facts) => {
    const text = textBelow(lang, 'privacy:');
    for (const fact of facts) expect(text, fact).toContain(fact);
  });

  it('keeps the retention the server applies in step with the notice: six months for requests, 30 days for unconfirmed sign-ups', () => {
    expect(textBelow('de', 'privacy:blocks.processing')).toMatch(/Nicht bestätigte Anmeldungen löschen wir nach 30 Tagen/);
    expect(textBelow('en', 'privacy:blocks.processing')).toMatch(/We delete unconfirmed sign-ups after 30 days/);
  });
});

describe('company configuration', () => {
  it('holds every legal field of the imprint and marks it as example data', () => {
    const company = { ...site.company, ...companyLegal };
    expect(company.exampleData).toBe(true);
    for (const value of [
      company.name,
      company.street,
      company.postalCode,
      company.city,
      company.phone,
      company.email,
      company.register.court,
      company.register.number,
      company.vatId,
      company.economicId,
      company.insurance.insurer,
      company.insurance.street,
      company.dataProtectionOfficer.name,
      company.dataProtectionOfficer.email,
      company.accessibilityEmail,
    ]) {
      expect(value.trim()).not.toBe('');
    }
    expect(company.managingDirectors.length).toBeGreaterThan(0);
    expect(company.register.court).toBe('Amtsgericht Charlottenburg');
    expect(company.register.number).toMatch(/^HRB \d+ B$/);
    expect(company.vatId).toMatch(/^DE\d{9}$/);
    // The economic id is the VAT id's digits with a five-digit suffix.
    expect(company.economicId).toBe(`${company.vatId}-00001`);
  });

  it('has the imprint’s legal texts and the insurance area in both languages', () => {
    for (const lang of languages) {
      for (const id of imprintTexts) expect(locales[lang].get(`imprint:texts.${id}.title`), `${lang} ${id}`).toBeTruthy();
      expect(locales[lang].get(`imprint:insurance.areas.${companyLegal.insurance.area}`)).toBeTruthy();
    }
    expect(locales.de.get('imprint:texts.disputes.text.0')).toContain('nicht bereit und nicht verpflichtet');
    // The EU's online dispute resolution platform closed in July 2025: the imprint must not send anyone there.
    expect(textBelow('de', 'imprint:') + textBelow('en', 'imprint:')).not.toMatch(/ec\.europa\.eu\/consumers\/odr|OS-Plattform|ODR platform/i);
  });
});

describe('accessibility statement', () => {
  it('is a listed page with a path per language and the home page’s mail label', () => {
    expect(pathTo('accessibility', 'de')).toBe('/de/barrierefreiheit');
    expect(pathTo('accessibility', 'en')).toBe('/en/accessibility');
    expect(pageAt('/de/barrierefreiheit')).toEqual({ lang: 'de', page: { id: 'accessibility' } });
    expect(allPages()).toContainEqual({ id: 'accessibility' });
    expect(pageLabel({ id: 'accessibility' })).toBe('HOMEPAGE');
  });

  it('is linked in the footer’s legal section', () => {
    const legal = footerSections.find((section) => section.titleKey === 'footer.terms');
    expect(legal?.links).toContainEqual(expect.objectContaining({ kind: 'page', page: 'accessibility' }));
  });

  it('names its target, its checks, its limitations, a feedback route and the conciliation body in both languages', () => {
    for (const lang of languages) {
      for (const id of accessibilitySections) expect(locales[lang].get(`accessibility:sections.${id}.title`), `${lang} ${id}`).toBeTruthy();
      const text = textBelow(lang, 'accessibility:');
      for (const fact of ['WCAG 2.2', 'axe-core', 'Nu HTML Checker', 'Lighthouse', 'PDF', '§ 16', '{{accessibilityEmail}}']) {
        expect(text, `${lang} ${fact}`).toContain(fact.replace('§ 16', lang === 'de' ? '§ 16' : 'Section 16'));
      }
    }
  });
});
