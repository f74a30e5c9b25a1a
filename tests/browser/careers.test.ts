// The careers page in both languages: the computed count, the vacancy cards with their application
// mails and PDFs, the unsolicited application, the JobPosting JSON-LD, the language switch that
// loads a new document, and no axe violations.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../app/content/company-people.ts';
import { teamIds, vacancies } from '../../app/content/vacancies.ts';
import { site as company } from '../../app/shared/site.ts';
import de from '../../locales/de/careers.json';
import en from '../../locales/en/careers.json';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';
import { pdfText } from '../support/pdf-text.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

const copies = { de, en } as const;
const expected = {
  de: { count: '3 offene Stellen', pdf: 'Stellenbeschreibung (PDF, Deutsch)', switchTo: 'English', other: 'en' },
  en: { count: '3 open positions', pdf: 'Job description (PDF, English)', switchTo: 'Deutsch', other: 'de' },
} as const;

/** The subject of a `mailto:` link, decoded as the mail client decodes it. */
function subjectOf(href: string | null): string {
  const url = new URL(href ?? '');
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe(company.company.jobs);
  return decodeURIComponent(url.search.replace(/^\?subject=/, ''));
}

describe.each(['de', 'en'] as const)('careers page (%s)', (lang) => {
  const copy = copies[lang];
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/careers`);
  });
  afterAll(() => page.context().close());

  it('shows the number of open positions, counted from the vacancies', async () => {
    const cards = page.locator('#positions article');
    expect(await cards.count()).toBe(vacancies.length);
    expect(await page.locator('main a[href="#positions"] strong').textContent()).toBe(expected[lang].count);
    expect(await page.locator('#positions-title').textContent()).toContain(expected[lang].count.slice(0, 1));
  });

  it('shows each vacancy with title, tags, description, its PDF and an Apply now mail naming the position', async () => {
    await hydrateSection(page, 'positions');
    for (const vacancy of vacancies) {
      const words = copy.vacancies[vacancy.id];
      const card = page.getByRole('article', { name: words.title });
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(words.title);
      expect(await card.getByRole('list', { name: copy.positions.tags }).getByRole('listitem').allTextContents()).toEqual(words.tags);
      expect(await card.getByText(words.summary).count()).toBe(1);

      const pdf = card.getByRole('link', { name: expected[lang].pdf });
      expect(await pdf.getAttribute('hreflang')).toBe(lang);
      expect(await pdf.getAttribute('type')).toBe('application/pdf');
      const response = await page.request.get(site.baseUrl + (await pdf.getAttribute('href')));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const { pages } = await pdfText(await response.body());
      expect(pages.join(' ').replace(/\s+/g, ' ')).toContain(words.title);

      const apply = card.getByRole('link', { name: copy.positions.applyLabel.replace('{{title}}', words.title), exact: true });
      expect(await apply.textContent()).toBe(copy.positions.apply);
      expect(subjectOf(await apply.getAttribute('href'))).toBe(copy.mail.subject.replace('{{title}}', words.title));
    }
  });

  it('names the person who leads each team, and where the company works', async () => {
    await hydrateSection(page, 'teams');
    const cards = page.locator('section[aria-labelledby="teams-title"] li');
    for (const [index, id] of teamIds.entries()) {
      const lead = people.find((person) => person.leads === id);
      expect(await cards.nth(index).textContent(), id).toContain(lead?.name);
    }
    await hydrateSection(page, 'places');
    expect(await page.locator('[data-place]').count()).toBe(3);
    expect(await page.locator('[data-place="berlin"] address').textContent()).toContain(company.company.street);
  });

  it('offers the unsolicited application with its own subject', async () => {
    await hydrateSection(page, 'unsolicited');
    const button = page.getByRole('link', { name: copy.unsolicited.cta });
    expect(subjectOf(await button.getAttribute('href'))).toBe(copy.mail.unsolicitedSubject);
  });

  it('describes each position as JSON-LD JobPosting with Google’s required fields', async () => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = blocks.map((text) => JSON.parse(text)).filter((data) => data['@type'] === 'JobPosting');
    expect(postings.map((posting) => posting.title)).toEqual(vacancies.map((vacancy) => copy.vacancies[vacancy.id].title));
    for (const posting of postings) {
      for (const field of ['description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation']) {
        expect(posting[field], field).toBeTruthy();
      }
      expect(posting.jobLocation.address.addressLocality).toBe('Berlin');
      expect(posting.hiringOrganization.name).toBe(company.company.name);
    }
  });

  it('has no axe violations with every section hydrated', async () => {
    for (const id of ['positions', 'benefits', 'teams', 'places', 'process', 'unsolicited']) await hydrateSection(page, id);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('loads the other language as a new document when the language changes, replacing the history entry', async () => {
    const tab = await site.newPage();
    await open(tab, `${site.baseUrl}/${lang}`);
    await tab
      .getByRole('contentinfo')
      .getByRole('link', { name: lang === 'de' ? 'Karriere' : 'Careers' })
      .click();
    await tab.waitForURL(`**/${lang}/careers`);
    await tab.waitForSelector('html[data-hydrated="true"]');
    await tab.evaluate(() => Object.assign(window, { careersMarker: true }));
    const switchLink = tab.getByRole('contentinfo').getByRole('link', { name: expected[lang].switchTo });
    expect(await switchLink.getAttribute('href')).toBe(`/${expected[lang].other}/careers`);
    const historyBefore = await tab.evaluate(() => history.length);
    const loaded = tab.waitForEvent('load');

    await switchLink.click();
    await loaded;
    await tab.waitForURL(`**/${expected[lang].other}/careers`);
    await tab.waitForSelector('html[data-hydrated="true"]');
    expect(await tab.evaluate(() => 'careersMarker' in window)).toBe(false);
    expect(await tab.getAttribute('html', 'lang')).toBe(expected[lang].other);
    expect(await tab.evaluate(() => history.length)).toBe(historyBefore);
    expect((await tab.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe(expected[lang].other);
    await tab.goBack();
    await tab.waitForURL((url) => url.pathname === `/${lang}`);
    await tab.context().close();
  });
});

describe('careers page without JavaScript', () => {
  it('shows the count, the cards and working links in the HTML', async () => {
    const page = await site.newPage(375, 800, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/en/careers`);
    expect(await page.locator('#positions article').count()).toBe(3);
    expect(await page.locator('main a[href="#positions"] strong').textContent()).toBe('3 open positions');
    expect(await page.locator('#positions a[href^="mailto:"]').count()).toBe(3);
    await page.context().close();
  });
});
