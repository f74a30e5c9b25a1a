// The trust layer in a real Chromium: the customer wordmarks and the testimonials' monograms keep
// their proportions at every width, the case-study page is reached from the home page and from the
// workflow page of its audience (and leads back to it), it reads complete without JavaScript, and it
// has no axe violations.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

interface Shape {
  what: string;
  width: number;
  height: number;
  /** What the stylesheet asks for: the computed aspect-ratio, width over height. */
  ratio: number;
}

/** Each sign's and monogram's drawn box beside the ratio its stylesheet gives it. */
async function shapes(page: Page, scope: string): Promise<Shape[]> {
  await page.locator(scope).scrollIntoViewIfNeeded();
  return page.locator(`${scope} [data-sign], ${scope} [data-monogram]`).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const [w = 1, h = w] = getComputedStyle(element)
        .aspectRatio.replace('auto', '')
        .split('/')
        .map((part) => Number.parseFloat(part));
      return {
        what: element.getAttribute('data-sign') ?? 'monogram',
        width: box.width,
        height: box.height,
        ratio: w / h,
      };
    }),
  );
}

describe.each([320, 375, 768, 1024, 1180, 1440, 1920])('home page at %i px', (width) => {
  it('draws every wordmark sign and monogram in its own proportions, and every wordmark inside its cell', async () => {
    const page = await site.newPage(width, 900);
    await open(page, `${site.baseUrl}/de`);
    const strip = 'section[aria-labelledby="customers-title"]';
    const signs = await shapes(page, strip);
    expect(signs.length).toBe(6);
    await hydrateSection(page, 'testimonials');
    const people = await shapes(page, 'section[aria-labelledby="testimonials-title"]');
    // Three wordmarks' signs, three monograms and their badges' signs.
    expect(people.length).toBe(9);
    for (const shape of [...signs, ...people]) {
      expect(shape.width, shape.what).toBeGreaterThan(6);
      // A diamond is a square turned: its box stays square.
      expect(shape.width / shape.height, `${shape.what} at ${width}`).toBeCloseTo(shape.ratio, 1);
    }
    const monograms = people.filter((shape) => shape.what === 'monogram');
    expect(monograms.map((shape) => [shape.width, shape.height])).toEqual([
      [48, 48],
      [48, 48],
      [48, 48],
    ]);

    const overflowing = await page.locator(`${strip} li`).evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const mark = cell.querySelector('[data-wordmark]')?.getBoundingClientRect();
        const boxes = [cell.getBoundingClientRect(), (cell.parentElement as HTMLElement).getBoundingClientRect()];
        return mark && boxes.some((box) => mark.left < box.left - 1 || mark.right > box.right + 1) ? [cell.textContent] : [];
      }),
    );
    expect(overflowing).toEqual([]);
    // Nothing of the strip or the quotes reaches past the screen's edge.
    const beyond = await page
      .locator(`${strip} *, section[aria-labelledby="testimonials-title"] *`)
      .evaluateAll((elements, edge) => elements.filter((element) => element.getBoundingClientRect().right > edge + 0.5).length, width);
    expect(beyond).toBe(0);
    await page.context().close();
  });
});

describe('the case-study page', () => {
  it('is reached from the home page’s teaser, at the study it shows, and from the customer strip', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/de`);
    await hydrateSection(page, 'case-study');
    await page.locator('section[aria-labelledby="case-study-title"]').getByRole('link', { name: 'Ganze Fallstudie lesen' }).click();
    await page.waitForURL('**/de/referenzen#baufeld');
    const study = page.locator('#baufeld');
    await expect.poll(() => study.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await page.locator('#baufeld-title').textContent()).toBe('312 Mängel digital erfasst, 96\u00a0% fristgerecht behoben');

    await open(page, `${site.baseUrl}/de`);
    await page.locator('section[aria-labelledby="customers-title"]').getByRole('link', { name: 'Referenzen ansehen' }).click();
    await page.waitForURL('**/de/referenzen');
    await expect.poll(() => page.locator('h1').textContent()).toBe('So arbeiten Projektteams mit Lotrecht');
    await page.context().close();
  });

  it('is reached from the workflow page of the study’s audience, and leads back to it', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/en/workflows/general-contractors`);
    await hydrateSection(page, 'case-study');
    await page.getByRole('link', { name: 'Read the full case study' }).click();
    await page.waitForURL('**/en/case-studies#baufeld');
    await expect
      .poll(() => page.locator('#baufeld').evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 10_000 })
      .toBeLessThan(200);
    await page.locator('#baufeld').getByRole('link', { name: 'Workflow: General contractors' }).click();
    await page.waitForURL('**/en/workflows/general-contractors');

    // The BIM managers have no study of their own, so no teaser.
    await open(page, `${site.baseUrl}/en/workflows/bim-managers`);
    expect(await page.locator('[data-lazy-section="case-study"]').count()).toBe(0);
    await page.context().close();
  });

  it('is linked in the footer', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/en/pricing`);
    expect(await page.locator('footer a[href="/en/case-studies"]').textContent()).toBe('Case studies');
    await page.context().close();
  });

  it.each(['de', 'en'] as const)('reads complete without JavaScript in %s: three studies with facts, results and a quote', async (lang) => {
    const page = await site.newPage(375, 812, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/${lang}/${lang === 'de' ? 'referenzen' : 'case-studies'}`);
    expect(await page.locator('main section[id] h2').evaluateAll((headings) => headings.map((heading) => heading.id))).toEqual([
      'westhafen-title',
      'baufeld-title',
      'elbhang-title',
    ]);
    for (const id of ['westhafen', 'baufeld', 'elbhang']) {
      const study = page.locator(`#${id}`);
      expect(await study.locator('dl dt').count()).toBe(5);
      expect(await study.locator(`ul[aria-labelledby="${id}-results"] li`).count()).toBe(3);
      expect(await study.locator('blockquote').count()).toBe(1);
      expect(await study.locator('figcaption [data-monogram]').count()).toBe(1);
    }
    // The overview's links lead to the studies on the page.
    expect(
      await page.locator('nav[aria-labelledby="overview-title"] a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['#westhafen', '#baufeld', '#elbhang']);
    // While the configuration holds the shipped example, the notice above the header says so, and only it.
    expect(await page.locator('[data-example-marker]').count()).toBe(1);
    expect(await page.locator('main [role="note"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  it.each(['/de/referenzen', '/en/case-studies'])('%s has no axe violations', async (path) => {
    const page = await site.newPage(1440, 900);
    await open(page, site.baseUrl + path);
    expect(await wcagViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('and the home page’s trust sections have no axe violations', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/en`);
    for (const id of ['integrations', 'case-study', 'testimonials']) await hydrateSection(page, id);
    for (const scope of ['customers', 'integrations', 'case-study', 'testimonials']) {
      expect(await wcagViolations(page, `section[aria-labelledby="${scope}-title"]`), scope).toEqual([]);
    }
    await page.context().close();
  });
});
