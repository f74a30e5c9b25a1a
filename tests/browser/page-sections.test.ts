// The home page and the seven product pages carry the sections the spec and issue name, in both
// languages, with and without JavaScript, without layout shift and without axe violations.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../app/shared/languages.ts';
import { pathTo, type StaticPageId } from '../../app/shared/pages.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { drawnInFull, type LiveSite, liveSite, open } from '../support/live-site.ts';

/** Per page: the ids of the headings of its sections, in page order, and its forms. */
const expected: Record<string, { headings: string[]; forms: string[] }> = {
  home: { headings: ['audiences-title', 'process-title', 'phases-title', 'features-title', 'testimonials-title', 'trial-title'], forms: ['contact'] },
  taskIssue: {
    headings: ['relationships-title', 'bimModels-title', 'task-structures-title', 'rfi-flow-title', 'activities-title'],
    forms: ['contact'],
  },
  ifcViewer: { headings: ['ifc-features-title', 'propertySets-title', 'versions-title'], forms: ['contact'] },
  // One ask a page: the sign-up the spec names for the DMS page, after its features.
  dms: {
    headings: ['document-status-title', 'folders-title', 'metadata-title', 'planLists-title', 'collaboration-title'],
    forms: ['signup'],
  },
  bimModel: {
    headings: ['model-compare-title', 'merging-title', 'propertySets-title', 'coordination-title'],
    forms: ['contact'],
  },
  infoManagement: {
    headings: ['smart-search-title', 'info-structures-title', 'chat-title', 'diary-title', 'ava-title'],
    forms: ['contact'],
  },
  planManagement: { headings: ['plan-compare-title', 'viewer-title', 'markup-title'], forms: ['contact'] },
  cloudSecurity: { headings: ['data-location-title', 'access-title', 'api-title', 'mobile-title'], forms: ['contact'] },
};

const cases = languages.flatMap((lang) =>
  Object.keys(expected).map((id) => ({ lang, id: id as StaticPageId, path: pathTo(id as StaticPageId, lang) })),
);

let site: LiveSite;
let page: Page;
let noScript: Page;
beforeAll(async () => {
  site = await liveSite();
  page = await site.newPage(1440, 900);
  noScript = await site.newPage(375, 800, { javaScriptEnabled: false });
});
afterAll(() => site.close());

async function headingIds(target: Page): Promise<string[]> {
  return target.evaluate(() => [...document.querySelectorAll('main h2[id]')].map((heading) => heading.id));
}

async function layoutShift(target: Page): Promise<number> {
  return target.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
}

describe.each(cases)('$path', ({ id, path }) => {
  it('renders every section and form, hydrated, with no layout shift over 0.01 on load', async () => {
    await open(page, site.baseUrl + path);
    const ids = await headingIds(page);
    expect(ids.filter((heading) => expected[id]!.headings.includes(heading))).toEqual(expected[id]!.headings);
    for (const form of expected[id]!.forms) expect(await page.locator(`form#${form}`).count(), form).toBe(1);
    expect(await page.locator('main img:not([alt])').count()).toBe(0);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });

  it('shows every section without JavaScript, the first item of a panel open', async () => {
    await noScript.goto(site.baseUrl + path);
    expect((await headingIds(noScript)).filter((heading) => expected[id]!.headings.includes(heading))).toEqual(expected[id]!.headings);
    const panels = noScript.locator('main details[name]');
    if ((await panels.count()) > 0) {
      expect(await panels.first().getAttribute('open')).not.toBeNull();
      expect(await noScript.locator('main details[name][open]').count()).toBe(1);
    }
  });

  it('has no axe violations with its panels and tabs opened', async () => {
    await open(page, site.baseUrl + path);
    const triggers = page.locator('main [aria-expanded], main [role="tab"]');
    const count = await triggers.count();
    for (let index = count - 1; index >= 0; index--) await triggers.nth(index).click();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

// Issue 36: "home at most 9,000 px at 1440". Every band laid out as the visitor scrolling down finds
// it (content-visibility would otherwise count the not yet rendered ones at their estimate).
describe.each(languages)('the home page in %s', (lang) => {
  it('is at most 9,000 px long at 1440 px', async () => {
    await open(page, site.baseUrl + pathTo('home', lang));
    // The length of the page in its own font, with its later parts styled: the split home page's take no room before.
    await drawnInFull(page);
    const length = await page.evaluate(() => {
      // Through the CSS object model, which the page's style policy leaves open.
      for (const element of document.querySelectorAll<HTMLElement>('body *')) element.style.contentVisibility = 'visible';
      return document.documentElement.scrollHeight;
    });
    expect(length).toBeGreaterThan(6000);
    expect(length).toBeLessThanOrEqual(9000);
  });
});
