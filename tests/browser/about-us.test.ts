// The about-us page: vision, mission, the six values, the leadership, the seven teams, the dated
// history and the places of work in both languages, complete without JavaScript, its lazy sections
// loading without layout shift, and no axe violations.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestones, people } from '../../app/content/company-people.ts';
import { site as company } from '../../app/shared/site.ts';
import { companyLegal } from '../../app/shared/site-legal.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { drawnInFull, hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

type AboutCopy = {
  purpose: { vision: { title: string }; mission: { title: string } };
  values: { items: Record<string, { title: string }> };
  teams: { items: Record<string, { name: string }> };
};
const copyOf = (lang: 'de' | 'en'): AboutCopy => JSON.parse(readFileSync(`locales/${lang}/aboutUs.json`, 'utf8'));
const sectionIds = ['purpose', 'values', 'leadership', 'teams', 'story', 'places', 'join', 'contact-band'];
const teamIds = ['bimManagers', 'ceo', 'cto', 'sales', 'marketing', 'development', 'design'];

describe.each(['de', 'en'] as const)('about-us page in %s', (lang) => {
  const copy = copyOf(lang);

  it('states vision and mission, the six values with a drawing each, and the seven teams, without JavaScript', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/${lang}/about-us`);
    expect(await page.locator('#vision-title').textContent()).toBe(copy.purpose.vision.title);
    expect(await page.locator('#mission-title').textContent()).toBe(copy.purpose.mission.title);

    const values = page.locator('section[aria-labelledby="values-title"] li');
    expect(await values.count()).toBe(6);
    expect(await values.locator('h3').allTextContents()).toEqual(Object.values(copy.values.items).map((value) => value.title));
    for (let index = 0; index < 6; index++) {
      expect(await values.nth(index).locator('svg[aria-hidden="true"]').count()).toBe(1);
      // Two sentences each.
      expect((await values.nth(index).locator('p').textContent())?.match(/[.!?](\s|$)/g)).toHaveLength(2);
    }

    const teams = page.locator('[data-team]');
    expect(await teams.evaluateAll((items) => items.map((item) => item.getAttribute('data-team')))).toEqual(teamIds);
    expect(await teams.locator('h3').allTextContents()).toEqual(teamIds.map((id) => copy.teams.items[id]?.name));
    expect(await page.locator(`a[href="/${lang}/careers"]`).count()).toBeGreaterThan(0);
    expect(await page.locator('form#contact').count()).toBe(1);
    await page.context().close();
  });

  it('names the leadership with role and a line each, its managing directors those of the imprint, without JavaScript', async () => {
    const page = await site.newPage(375, 800, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/${lang}/about-us`);
    const leaders = people.filter((person) => person.leadership);
    const cards = page.locator('[data-person]');
    expect(await cards.locator('h3').allTextContents()).toEqual(leaders.map((person) => person.name));
    for (const name of companyLegal.managingDirectors) expect(await cards.locator('h3', { hasText: name }).count()).toBe(1);
    // The invented people say so beside their role (site.company.exampleData), never inside the heading's name.
    expect(await cards.locator('p [data-example-tag]').count()).toBe(leaders.length);
    for (let index = 0; index < leaders.length; index++) {
      expect(await cards.nth(index).locator('p').count()).toBe(2);
      expect(await cards.nth(index).locator('[aria-hidden="true"]').textContent()).toMatch(/^[A-ZÄÖÜ]{2}$/);
    }
    expect(await page.locator('[data-milestone] time').allTextContents()).toEqual(milestones.map((milestone) => String(milestone.year)));
    expect(await page.locator('[data-place="berlin"] address').textContent()).toContain(company.company.street);
    expect(await page.locator('[data-place]').count()).toBe(3);
    await page.context().close();
  });

  it('loads its sections lazily as the visitor scrolls, without layout shift, and has no axe violations', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/about-us`);
    // The sections' estimated sizes are the real ones in the site's font, not in a far wider fallback.
    await drawnInFull(page);
    await page.evaluate(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Below the first screen, nothing has hydrated before the visitor comes near.
    expect(await page.locator('[data-lazy-section="teams"][data-hydrated]').count()).toBe(0);
    for (const id of sectionIds) await hydrateSection(page, id);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
    expect(await wcagViolations(page)).toEqual([]);
    await page.close();
  });

  it('leads from the hero to the contact form and keeps the sections in between', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/about-us`);
    await page.locator('#page-title ~ div a[href="#contact"]').click();
    await page.waitForSelector('[data-lazy-section="contact-band"][data-hydrated="true"]');
    expect(await page.locator('form#contact').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact');
    expect(await page.locator('[data-team]').count()).toBe(7);
    expect(await page.locator('section[aria-labelledby="values-title"] li').count()).toBe(6);
    await page.close();
  });
});
