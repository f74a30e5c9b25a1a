// Touch targets and text contrast on a phone, checked as Lighthouse checks them: right after the load,
// with the bands below the first screen not laid out yet (content-visibility). The audit's full axe
// pass draws the whole page first, so it cannot see a band whose estimated size is smaller than its
// content, whose overflow then lies over the next band.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlapsAsLoaded } from '../../scripts/audit/wcag-axe.ts';
import { type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
let page: Page;
beforeAll(async () => {
  site = await liveSite();
  // Lighthouse's phone: 412 px wide, touch.
  const context = await site.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
  page = await context.newPage();
});
afterAll(() => site.close());

describe('touch targets and contrast on a phone, before the visitor scrolls', () => {
  // The workflow pages hold the tallest band before hydration (every feature option in order); the
  // home and a product page the contact band's phone and mail links; the workflows index a band with
  // the appointment form; about us bands of twice their desktop height in one column.
  it.each([
    '/de/workflows/bim-managers',
    '/en/workflows/builders',
    '/de/workflows/general-contractors',
    '/de',
    '/en/product/dms',
    '/de/workflows',
    '/de/about-us',
    '/en/about-us',
  ])('are large enough, uncovered and on their own band’s colour on %s', async (path) => {
    await open(page, `${site.baseUrl}${path}`);
    expect(await overlapsAsLoaded(page)).toEqual([]);
  });
});
