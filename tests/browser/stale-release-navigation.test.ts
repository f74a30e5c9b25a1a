// A tab open on release A when a server over release B that never had A's assets takes over (a
// second server without the kept folder, a purged cache). Every link loads its page as a document,
// so it ends on its own page, a document of release B, with the query and fragment it had; the
// code of release A the tab was started with plays no part. Release B is derived from this build
// with the pricing page's route code changed (tests/support/derive-release.ts), so A's name for it
// is not in B.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/chromium.ts';
import { siteApp } from '../support/app.ts';
import { deriveRelease, removeRelease, routeModule } from '../support/derive-release.ts';
import { markedTab } from '../support/release-tab.ts';

const build = path.resolve(import.meta.dirname, '../../build');
const dir = mkdtempSync(path.join(tmpdir(), 'lotrecht-stale-release-'));
const releaseB = path.join(dir, 'release-b');
const errorScreen = 'Unexpected Application Error';

let browser: Browser;
let app: FastifyInstance | undefined;
const tabs: BrowserContext[] = [];
let origin: string;
let pricingRoute: string;
let release: string;

beforeAll(async () => {
  pricingRoute = (await routeModule(build, 'pages/pricing/route')).slice(1);
  const exactly = new RegExp(`^${pricingRoute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  ({ release } = await deriveRelease(build, releaseB, { release: '20991231-235959-c0ffee', touch: [exactly] }));
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(tabs.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await removeRelease(releaseB);
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
});

/**
 * The server over `siteDir` (release A's by default) with a kept folder of its own, on `port` (any by
 * default), in place of the one running, which goes at once, as a stopped server does: closing it
 * would otherwise wait for the connections the open tabs still hold.
 */
async function serve(siteDir?: string, port = 0): Promise<FastifyInstance> {
  if (app) {
    const closing = app.close();
    app.server.closeAllConnections();
    await closing;
  }
  const kept = mkdtempSync(path.join(dir, 'kept-'));
  const site: Record<string, string> = siteDir ? { SITE_DIR: path.join(siteDir, 'client'), CSP_FILE: path.join(siteDir, 'csp-hashes.json') } : {};
  const started = await siteApp({ ...site, KEPT_ASSETS_DIR: kept, FORM_RATE_LIMIT: '1000' });
  app = started;
  origin = await started.listen({ port, host: '127.0.0.1' });
  return started;
}

/** A visitor's tab on the site as it is now, hydrated, with a mark on its document. */
async function tab(pathname: string): Promise<Page> {
  const { context, page } = await markedTab(browser, origin, pathname);
  tabs.push(context);
  return page;
}

/** What the tab goes through from now on: the status of every asset it asks for, and its console. */
function watch(page: Page) {
  const statuses = new Map<string, number>();
  const console: string[] = [];
  page.on('response', (response) => statuses.set(new URL(response.url()).pathname.slice(1), response.status()));
  page.on('console', (message) => console.push(message.text()));
  return { statuses, console };
}

/** Waits until the tab holds a new document (its mark is gone) that React has hydrated. */
async function newDocument(page: Page) {
  await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker), { timeout: 15_000 }).toBeUndefined();
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('a tab of the release before', () => {
  it('loads the page a link points to as a document of the new release, at its query and fragment', { timeout: 120_000 }, async () => {
    // Every tab starts on release A.
    await serve();
    const clicking = await tab('/en');
    const withQuery = await tab('/en/about-us');
    const watched = watch(clicking);

    // The deploy: a server over release B on the same port, with a kept folder of its own that never saw release A.
    const server = await serve(releaseB, Number(new URL(origin).port));
    expect((await server.inject({ url: `/${pricingRoute}` })).statusCode).toBe(404);
    const headline = await (await tab('/en/pricing')).locator('h1').textContent();
    expect(headline).toBeTruthy();

    await clicking.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    await newDocument(clicking);
    expect(new URL(clicking.url()).pathname).toBe('/en/pricing');
    expect(await clicking.locator('h1').textContent()).toBe(headline);
    expect(await clicking.evaluate(() => document.documentElement.dataset.release)).toBe(release);
    // Nothing of release A was asked for on the way: not its route code, not its page data.
    expect(watched.statuses.has(pricingRoute)).toBe(false);
    expect([...watched.statuses.keys()].filter((name) => name.endsWith('.data'))).toEqual([]);
    expect(await clicking.getByText(errorScreen).count()).toBe(0);

    // A link with a query and a fragment, as a campaign or a case study links to a section.
    await withQuery.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/en/pricing?billing=yearly#plans', textContent: 'Plans' });
      document.querySelector('main')!.prepend(link);
    });
    await withQuery.getByRole('link', { name: 'Plans', exact: true }).click();
    await newDocument(withQuery);
    const arrived = new URL(withQuery.url());
    expect(arrived.pathname + arrived.search + arrived.hash).toBe('/en/pricing?billing=yearly#plans');
    expect(await withQuery.locator('h1').textContent()).toBe(headline);
  });
});
