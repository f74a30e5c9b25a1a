// The legal pages' data: the privacy notice's structure as spec section 2 fixes it, less the glossary of
// 22 definitions and with the controller and the DPO first (issue 38), for each configuration of analytics
// and advertising, its copy in both languages with the promised retention
// periods, the company's legal details in the configuration, and the accessibility statement as a
// page of the registry.
import { describe, expect, it } from 'vitest';
import { footerSections } from '../../app/content/footer.ts';
import { accessibilitySections } from '../../app/pages/accessibility/content.ts';
import { imprintTexts } from '../../app/pages/imprint/content.ts';
import { privacyBlocks } from '../../app/pages/privacy/content.ts';
import { tagSetups } from '../../app/shared/consent/in-use.ts';
import { languages } from '../../app/shared/languages.ts';
import { allPages, pageAt, pageLabel, pathTo } from '../../app/shared/pages.ts';
import { companyLegal, site } from '../../app/shared/site.ts';
import { locales } from '../support/locales.ts';

/** Every string below a key prefix in one language, joined: the text a reader of that part sees. */
const textBelow = (lang: 'de' | 'en', prefix: string) =>
  [...locales[lang]]
    .filter(([key]) => key.startsWith(prefix))
    .map(([, value]) => value)
    .join('\n');

const subSections = (tags: (typeof tagSetups)[number]) => privacyBlocks(tags).map((block) => block.sections?.length ?? 0);

describe('privacy notice structure', () => {
  it('has 9 blocks; the first names the controller and the DPO in two sub-sections; with a tag manager blocks 2, 3 and 4 hold 13, 6 and 5 sub-sections', () => {
    const blocks = privacyBlocks('tagManager');
    expect(blocks).toHaveLength(9);
    expect(blocks[0]?.sections?.map((section) => section.extra)).toEqual(['controller', 'dpo']);
    expect(subSections('tagManager').slice(1, 4)).toEqual([13, 6, 5]);
    // The trial's registration is a processing of its own, beside contact and demo requests.
    expect(blocks[1]?.sections?.map((section) => section.id)).toContain('trial');
    const ids = blocks.map((block) => block.id);
    expect(new Set(ids).size).toBe(9);
  });

  it('describes only what is configured, under the same anchors: analytics alone, or nothing to consent to', () => {
    const ids = privacyBlocks('tagManager').map((block) => block.id);
    for (const tags of tagSetups) expect(privacyBlocks(tags).map((block) => block.id)).toEqual(ids);
    // GA4 alone: web analytics, its legal basis and its retention; no remarketing, no conversion tracking.
    expect(privacyBlocks('analytics')[3]?.sections?.map((section) => section.id)).toEqual(['webAnalytics', 'analyticsBasis', 'analyticsRetention']);
    expect(subSections('analytics').slice(1, 4)).toEqual([13, 6, 3]);
    // Nothing configured: no consent cookie, no tracking cookies, and block 4 is a paragraph saying so.
    expect(privacyBlocks('none')[2]?.sections?.map((section) => section.id)).toEqual(['basics', 'necessary', 'lifetimes', 'browsers']);
    expect(subSections('none').slice(1, 4)).toEqual([13, 4, 0]);
    const none = textBelow('de', 'privacy:blocks.noAnalytics') + textBelow('en', 'privacy:blocks.noAnalytics');
    expect(none).toContain('Wir setzen derzeit keine Analyse- oder Werbedienste ein.');
    expect(none).toContain('We currently use no analytics or advertising services.');
    expect(none).not.toMatch(/Google|Tag Manager/);
  });

  it('has a title for every block and sub-section of every configuration in both languages, and no copy without a place', () => {
    for (const lang of languages) {
      const expected = new Set<string>();
      for (const tags of tagSetups) {
        for (const block of privacyBlocks(tags)) {
          const blockKey = `privacy:blocks.${block.copy ?? block.id}`;
          expected.add(`${blockKey}.title`);
          for (const section of block.sections ?? []) {
            const sectionKey = `${blockKey}.sections.${section.copy ?? section.id}`;
            expected.add(`${sectionKey}.title`);
          }
        }
      }
      for (const key of expected) expect(locales[lang].get(key), `${lang} ${key}`).toBeTruthy();
      const titles = [...locales[lang].keys()].filter((key) => key.startsWith('privacy:blocks.') && /\.title$/.test(key));
      expect(
        titles.filter((key) => !expected.has(key)),
        lang,
      ).toEqual([]);
    }
  });

  it.each([
    ['de', ['spätestens 6 Monate', '14 Monaten', 'monatlich', 'Notwendige Cookies: {{lifetime}}']],
    ['en', ['no later than 6 months', '14 months', 'monthly', 'Necessary cookies: {{lifetime}}']],
  ] as const)('states the retention periods in %s, and leaves each cookie lifetime to the cookie table', (lang, facts) => {
    const text = textBelow(lang, 'privacy:');
    for (const fact of facts) expect(text, fact).toContain(fact);
    // A lifetime written into the cookie copy could drift from the table (it once said "2 hours" and
    // "1 minute to 2 years" beside a table whose shortest cookie lives 90 days): they are placeholders.
    const cookieCopy = textBelow(lang, 'privacy:blocks.cookies') + textBelow(lang, 'privacy:cookieLifetimes');
    expect(cookieCopy).not.toMatch(/\d+\s*(Stunden?|Minuten?|Tagen?|Tage|Monaten?|Jahren?|Jahr|hours?|minutes?|days?|months?|years?)\b/);
    expect(cookieCopy).toContain('{{langLifetime}}');
  });

  it('describes GA4 as it works: no IP addresses shortened or anonymised, which was Universal Analytics', () => {
    for (const lang of languages) {
      const text = textBelow(lang, 'privacy:') + textBelow(lang, 'consent:');
      expect(text, lang).not.toMatch(/gekürzt|anonymisiert|shortened|anonymi[sz]ed/i);
      expect(text, lang).toContain(lang === 'de' ? 'keine IP-Adressen' : 'does not log or store IP addresses');
    }
  });

  it.each([
    ['de', ['Double-Opt-in', 'Bestätigungs-E-Mail', 'Ihren Namen, Ihre E-Mail-Adresse und den Grund', '„lang“', 'Deutschland']],
    ['en', ['double opt-in', 'confirmation email', 'your name, your email address and the reason', '“lang”', 'Germany']],
  ] as const)('describes the newsletter, the contact request, the language cookie and the hosting in %s', (lang, facts) => {
    const text = textBelow(lang, 'privacy:');
    for (const fact of facts) expect(text, fact).toContain(fact);
  });

  it('names the hosting provider as the cloud-and-security page does, and TLS without SSL', () => {
    for (const lang of languages) {
      const text = textBelow(lang, 'privacy:');
      expect(text, lang).toContain('{{hostingProvider}}');
      expect(text, lang).not.toMatch(/\bSSL\b/);
    }
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

  it('names its target, why it is voluntary, its checks, its limitations and a feedback route in both languages', () => {
    for (const lang of languages) {
      for (const id of accessibilitySections) expect(locales[lang].get(`accessibility:sections.${id}.title`), `${lang} ${id}`).toBeTruthy();
      const text = textBelow(lang, 'accessibility:');
      for (const fact of ['WCAG 2.2', 'BFSG', 'axe-core', 'Nu HTML Checker', 'Lighthouse', 'PDF', '{{accessibilityEmail}}']) {
        expect(text, `${lang} ${fact}`).toContain(fact);
      }
      expect(text, lang).toContain(lang === 'de' ? 'freiwillig' : 'voluntarily');
      // A B2B offer is bound neither by the BFSG nor, as a private company, by the BGG: no conciliation body to send anyone to.
      expect(text, lang).not.toMatch(/Schlichtungsstelle|conciliation|§ 16|Section 16|MLBF/);
    }
  });
});
