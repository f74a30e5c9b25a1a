// The code of lazily loaded sections failing in Chromium against the real server, with the failures
// injected: every kind of section keeps the text the page delivered, whatever the chunk answers (404,
// 503, a broken connection, nothing at all until the timeout); a chunk that answers on a later try
// hydrates the section; the viewer, loaded on demand, offers another try.
// Never the error screen.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

const errorScreen = 'Unexpected Application Error';

/**
 * One of each kind of island: a form in the page (the about-us page's contact form), a signature
 * piece, the footer's form. `unit` is how the console names it when its code does not load.
 */
const kinds = [
  {
    kind: 'an island',
    path: '/en/about-us',
    id: 'contact-band',
    unit: 'island "contact-form"',
    chunk: /\/assets\/island-contact-form\.island-[\w-]+\.js$/,
  },
  {
    kind: 'a signature piece',
    path: '/en/product/dms',
    id: 'document-status',
    unit: 'island "document-status"',
    chunk: /\/assets\/island-document-status\.island-[\w-]+\.js$/,
  },
  {
    kind: "the footer's form",
    path: '/en/pricing',
    id: 'newsletter',
    unit: 'island "newsletter"',
    chunk: /\/assets\/island-newsletter\.island-[\w-]+\.js$/,
  },
];
const [island] = kinds;

/** A page whose chunk timeout is `timeoutMs` (the test hook the site never sets), collecting its errors. */
async function newPage(timeoutMs?: number): Promise<{ page: Page; errors: string[] }> {
  const page = await site.newPage(1280, 900);
  if (timeoutMs) await page.addInitScript((ms) => (window.__chunkTimeoutMs = ms), timeoutMs);
  return { page, errors: collectErrors(page) };
}

/** Scrolls the section into view and moves the pointer over it: what makes every kind load its code. */
async function reach(page: Page, id: string) {
  const section = page.locator(`[data-lazy-section="${id}"]`);
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.mouse.move(300, 300);
  await page.mouse.wheel(0, 40);
  return section;
}

const reported = (errors: string[], unit: string) => errors.some((error) => error.includes(`${unit} did not load`));

describe('a section whose code does not load', () => {
  it('keeps its text and the page, for every kind of section, when its chunk answers 404 on every try', async () => {
    await Promise.all(
      kinds.map(async ({ kind, path, id, unit, chunk }) => {
        const { page, errors } = await newPage();
        let requests = 0;
        await page.route(chunk, (route) => {
          requests++;
          return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
        });
        await open(page, site.baseUrl + path);
        const section = page.locator(`[data-lazy-section="${id}"]`);
        const before = await section.textContent();
        expect(before?.length, kind).toBeGreaterThan(20);
        await reach(page, id);
        // The spec's loader: five retries, 350 ms doubling, about 11 s in all.
        await expect.poll(() => reported(errors, unit), { timeout: 30_000, message: kind }).toBe(true);
        expect(requests, kind).toBe(6);
        expect(await section.textContent(), kind).toBe(before);
        expect(await section.getAttribute('data-hydrated'), kind).toBeNull();
        expect(await page.locator('h1').count(), kind).toBe(1);
        expect(await page.getByText(errorScreen).count(), kind).toBe(0);
        await page.close();
      }),
    );
  });

  it('keeps its text when the connection breaks on every try', async () => {
    const { page, errors } = await newPage();
    await page.route(island!.chunk, (route) => route.abort('connectionreset'));
    await open(page, site.baseUrl + island!.path);
    const section = page.locator(`[data-lazy-section="${island!.id}"]`);
    const before = await section.textContent();
    await reach(page, island!.id);
    await expect.poll(() => reported(errors, island!.unit), { timeout: 30_000 }).toBe(true);
    expect(await section.textContent()).toBe(before);
    expect(await page.getByText(errorScreen).count()).toBe(0);
    await page.close();
  });

  it('hydrates once a later try gets the chunk', async () => {
    const { page, errors } = await newPage();
    let requests = 0;
    await page.route(island!.chunk, (route) => (++requests <= 2 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    await open(page, site.baseUrl + island!.path);
    await reach(page, island!.id);
    await page.waitForSelector('[data-island="contact-form"][data-island-state="hydrated"]', { timeout: 20_000 });
    expect(requests).toBe(3);
    expect(reported(errors, island!.unit)).toBe(false);
    await page.close();
  });

  it('ends a chunk that never answers in the load error naming the section, after the timeout', async () => {
    const { page, errors } = await newPage(1_500);
    const hanging: Route[] = [];
    await page.route(kinds[1]!.chunk, (route) => void hanging.push(route));
    await open(page, `${site.baseUrl}/en/product/dms`);
    const section = page.locator('[data-lazy-section="document-status"]');
    const before = await section.textContent();
    await reach(page, 'document-status');
    await expect.poll(() => hanging.length).toBe(1);
    const asked = Date.now();
    await expect
      .poll(() => errors.find((error) => error.includes('island "document-status" did not load within 1.5 s')), { timeout: 10_000 })
      .toBeTruthy();
    expect(Date.now() - asked).toBeGreaterThan(1_000);
    expect(await section.textContent()).toBe(before);
    expect(await page.getByText(errorScreen).count()).toBe(0);
    await page.close();
  });

  it('tries again when the visitor comes back to the page', async () => {
    const { page } = await newPage(1_000);
    await page.route(island!.chunk, (route) => route.fulfill({ status: 503, body: '' }));
    await open(page, site.baseUrl + island!.path);
    const before = await page.locator(`[data-lazy-section="${island!.id}"]`).textContent();
    await reach(page, island!.id);
    await page.waitForTimeout(1_500);
    await page.unroute(island!.chunk);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click();
    await page.waitForURL('**/en/careers');
    await page.goBack();
    // The address changes a moment before the page does.
    await expect.poll(() => page.locator('h1').textContent()).toBe('Building better, together');
    await hydrateSection(page, island!.id);
    expect(await page.locator('[data-island="contact-form"]').getAttribute('data-island-state')).toBe('hydrated');
    expect(await page.locator(`[data-lazy-section="${island!.id}"]`).textContent()).toBe(before);
    await page.close();
  });
});

describe('the IFC viewer, loaded when the visitor asks for it', () => {
  it('keeps the page and offers another try when its code does not load', async () => {
    const { page, errors } = await newPage(1_000);
    let requests = 0;
    await page.route(/\/assets\/(island-)?ViewerApp-[\w-]+\.js$/, (route) => {
      requests++;
      return route.fulfill({ status: 503, body: '' });
    });
    await open(page, `${site.baseUrl}/en/product/ifc-viewer`);
    const heading = await page.locator('h1').textContent();
    await page.getByRole('button', { name: 'Try it in your browser' }).click();
    const note = page.getByText('The viewer could not start. Please try again.');
    await expect.poll(() => note.count(), { timeout: 10_000 }).toBe(1);
    expect(await note.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('h1').textContent()).toBe(heading);
    expect(await page.locator('#try-it img').count()).toBeGreaterThan(0);
    expect(await page.getByText(errorScreen).count()).toBe(0);
    expect(errors.some((error) => error.includes('"viewer" did not load'))).toBe(true);

    const before = requests;
    await page.getByRole('button', { name: 'Try it in your browser' }).click();
    await expect.poll(() => requests).toBeGreaterThan(before);
    await page.close();
  });
});
