// Touch targets on a phone, checked as Lighthouse checks them: right after the load, with the bands
// below the first screen not laid out yet (content-visibility). The audit's full axe pass draws the
// whole page first, so it cannot see a band whose estimated size is smaller than its content.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetSizeAsLoaded } from '../../scripts/audit/wcag-axe.ts';
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

describe('touch targets on a phone, before the visitor scrolls', () => {
  // The workflow pages hold the tallest band before hydration (every feature option in order); the
  // home and a product page the contact band's phone and mail links.
  it.each(['/de/workflows/bim-managers', '/en/workflows/builders', '/de/workflows/general-contractors', '/de', '/en/product/dms'])(
    'are large enough and uncovered on %s',
    async (path) => {
      await open(page, `${site.baseUrl}${path}`);
      expect(await targetSizeAsLoaded(page)).toEqual([]);
    },
  );
});
