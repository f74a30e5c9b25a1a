import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../app/shared/languages.ts';
import { allPages, pathTo } from '../../app/shared/pages.ts';
import { site as siteConfig } from '../../app/shared/site.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { collectErrors, type LiveSite, liveSite, open } from '../support/live-site.ts';

const paths = languages.flatMap((lang) => [...allPages().map((ref) => pathTo(ref, lang)), `/${lang}/no-such-page`]);

let site: LiveSite;
let page: Page;
let errors: string[];

beforeAll(async () => {
  site = await liveSite();
  page = await site.newPage();
  errors = collectErrors(page);
});
afterAll(() => site.close());

describe.each(paths)('%s', (path) => {
  it('hydrates without console errors', async () => {
    errors.length = 0;
    const response = await open(page, site.baseUrl + path);
    expect(response?.status()).toBe(path.endsWith('no-such-page') ? 404 : 200);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe(path.split('/')[1]);
    // One notice that the company is the example while it is (the not-found pages too), none once it is real.
    expect(await page.locator('[data-example-marker]').count()).toBe(siteConfig.company.exampleData ? 1 : 0);
    // The 404 document itself is reported by Chromium as a failed resource; nothing else may be.
    expect(errors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([]);
  });
});

// The audit (part of `npm test`) runs the same axe check on every page of the sitemap, with its menus
// open; the not-found pages are in no sitemap, so they are checked here.
describe.each(paths.filter((path) => path.endsWith('no-such-page')))('%s', (path) => {
  it('has no axe violations (every WCAG 2.x A and AA rule)', async () => {
    await open(page, site.baseUrl + path);
    expect(await wcagViolations(page)).toEqual([]);
  });
});
