// A new release under tabs that are open on the old one, with `npm run serve` (one server, restarted
// on the new build, the kept-assets folder shared): the old tabs navigate, hydrate their sections
// and send their forms. Release B is derived from this build (tests/support/derive-release.ts): a
// new release id, a changed headline, and changed section code under new hashed names, so the old
// tab's chunks exist only in the kept folder.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/chromium.ts';
import { siteApp } from '../support/app.ts';
import { deriveRelease, removeRelease, routeModule } from '../support/derive-release.ts';
import { markedTab } from '../support/release-tab.ts';

const build = path.resolve(import.meta.dirname, '../../build');
const dir = mkdtempSync(path.join(tmpdir(), 'lotrecht-releases-'));
const releaseB = path.join(dir, 'release-b');
const kept = path.join(dir, 'kept-assets');
const headlineA = 'Building better, together';
const headlineB = 'Building better, together – since release B';
const errorScreen = 'Unexpected Application Error';

let browser: Browser;
let app: FastifyInstance;
let origin: string;
let aboutRoute: string;
let renamed: Map<string, string>;
let release: string;

beforeAll(async () => {
  aboutRoute = (await routeModule(build, 'pages/about-us/route')).slice(1);
  const derived = await deriveRelease(build, releaseB, {
    release: '20991231-235959-b0b0b0',
    replace: [[headlineA, headlineB]],
    touch: [/\/island-document-status\.island-/, /\/Values-/],
  });
  ({ renamed, release } = derived);
  app = await siteApp({ KEPT_ASSETS_DIR: kept, FORM_RATE_LIMIT: '1000' });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await removeRelease(releaseB);
});

/** A visitor's tab on the site as it is now, hydrated, with a mark on its document. */
async function tab(pathname: string): Promise<Page> {
  return (await markedTab(browser, origin, pathname)).page;
}

/** The answers the page got, by path. */
function answers(page: Page): Map<string, number> {
  const statuses = new Map<string, number>();
  page.on('response', (response) => statuses.set(new URL(response.url()).pathname.slice(1), response.status()));
  return statuses;
}

describe('tabs open when a new release replaces the running one', () => {
  it('navigate, load their sections and send their forms, with the old code kept for them', { timeout: 120_000 }, async () => {
    const navigating = await tab('/en');
    const reading = await tab('/en/product/dms');
    const writing = await tab('/en');
    const releaseA = await navigating.evaluate(() => document.documentElement.dataset.release);
    expect(releaseA).toMatch(/^\d{8}-\d{6}-[0-9a-f]{6}$/);
    const statuses = [navigating, reading].map(answers);
    // The about-us route's code and the DMS piece's code (an island) are new in release B, under new names.
    const oldPiece = [...renamed.keys()].find((name) => name.includes('/island-document-status.island-'))!;
    expect(renamed.get(aboutRoute)).toBeDefined();
    expect(existsSync(path.join(releaseB, 'client', aboutRoute))).toBe(false);
    expect(existsSync(path.join(releaseB, 'client', oldPiece))).toBe(false);

    // The deploy: the server stops and starts again, on the same port, over release B.
    const port = new URL(origin).port;
    await app.close();
    app = await siteApp({ SITE_DIR: path.join(releaseB, 'client'), CSP_FILE: path.join(releaseB, 'csp-hashes.json'), KEPT_ASSETS_DIR: kept });
    await app.listen({ port: Number(port), host: '127.0.0.1' });
    expect(JSON.parse((await app.inject({ url: '/api/health' })).body).release).toBe(release);

    // A link: the page comes as a document of release B.
    await navigating.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).click();
    await expect.poll(() => navigating.evaluate(() => (window as unknown as { marker?: number }).marker), { timeout: 15_000 }).toBeUndefined();
    await navigating.waitForSelector('html[data-hydrated="true"]');
    expect(new URL(navigating.url()).pathname).toBe('/en/about-us');
    expect(await navigating.locator('h1').textContent()).toBe(headlineB);
    expect(await navigating.evaluate(() => document.documentElement.dataset.release)).toBe(release);
    expect(await navigating.getByText(errorScreen).count()).toBe(0);

    // A section of the old page, reached after the deploy: its code is the old release's, kept.
    const piece = reading.locator('[data-lazy-section="document-status"]');
    await piece.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await reading.mouse.move(300, 300);
    await reading.waitForSelector('[data-lazy-section="document-status"][data-hydrated="true"]', { timeout: 20_000 });
    expect(statuses[1]!.get(oldPiece)).toBe(200);
    expect(await reading.getByRole('tab').count()).toBeGreaterThan(0);

    // A form of the old page, sent after the deploy, arrives.
    const form = writing.locator('form#contact');
    await form.scrollIntoViewIfNeeded();
    await writing.waitForSelector('[data-lazy-section="contact-band"][data-hydrated="true"]');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Old Tab');
    await form.getByRole('textbox', { name: 'Email address' }).fill('old-tab@release.example');
    // The server drops forms sent faster than a person types (1.5 s).
    await writing.waitForTimeout(1_600);
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await expect.poll(() => form.getByRole('status').textContent(), { timeout: 15_000 }).toContain('Thank you');
    const stored = await app.store.db.selectFrom('leads').select('email').where('email', '=', 'old-tab@release.example').execute();
    expect(stored).toHaveLength(1);
  });

  it('needs the kept folder: a server over release B without it does not have the old code', async () => {
    const bare = await siteApp({
      SITE_DIR: path.join(releaseB, 'client'),
      CSP_FILE: path.join(releaseB, 'csp-hashes.json'),
      KEPT_ASSETS_DIR: path.join(dir, 'empty-kept'),
    });
    try {
      expect((await bare.inject({ url: `/${aboutRoute}` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/${aboutRoute}` })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
