// A deploy as deploy/README.md describes it, under tabs open on the release it replaces: nginx, two
// instances on PostgreSQL, release A live through the `current` symlink; then the symlink moves to
// release B, nginx reloads and the instances restart one by one. The tabs opened on release A keep
// navigating, loading their sections and sending their forms: no error screen, no lost request.
// Release B is derived from this build (tests/support/derive-release.ts) rather than built a second
// time (minutes on this machine): a new release id, a changed headline, and changed section code
// under new hashed names, so the old tabs' chunks are in no release folder nginx serves.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceCookie } from '../../app/consent/choice.ts';
import { httpsGet } from '../../scripts/audit/http-get.ts';
import { launchBrowser } from '../../scripts/chromium.ts';
import { startTopology, type Topology } from '../../scripts/deploy/topology.ts';
import { deriveRelease, removeRelease, routeModule } from '../support/derive-release.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'lotrecht-deploy-releases-'));
const releaseA = path.join(dir, 'releases/a');
const releaseB = path.join(dir, 'releases/b');
const current = path.join(dir, 'current');
const headlineA = 'Building better, together';
const headlineB = 'Building better, together – since release B';
const releaseIdB = '20991231-235959-d0d0d0';
const errorScreen = 'Unexpected Application Error';

let topology: Topology;
let browser: Browser;
let context: BrowserContext;
let renamed: Map<string, string>;
let aboutRoute: string;

beforeAll(async () => {
  // nginx's workers read the releases and the kept folder as another user, as www-data does in production.
  chmodSync(dir, 0o755);
  mkdirSync(releaseA, { recursive: true });
  symlinkSync(path.join(root, 'build'), path.join(releaseA, 'build'));
  ({ renamed } = await deriveRelease(path.join(root, 'build'), path.join(releaseB, 'build'), {
    release: releaseIdB,
    replace: [[headlineA, headlineB]],
    touch: [/\/island-document-status\.island-/, /\/Values-/],
  }));
  aboutRoute = (await routeModule(path.join(root, 'build'), 'pages/about-us/route')).slice(1);
  symlinkSync(releaseA, current);
  topology = await startTopology({ current, env: { FORM_RATE_LIMIT: '1000000', DATA_DIR: path.join(dir, 'data') } });
  browser = await launchBrowser();
  context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  await context.addCookies([{ ...choiceCookie({ analytics: false, marketing: false }), url: topology.origin }]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await topology?.stop();
  await removeRelease(releaseB);
});

/** A visitor's tab on the live release, hydrated, with a mark on its document. */
async function tab(pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(topology.origin + pathname);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  return page;
}

/** Each instance's release, as /api/health reports it. */
const releases = () => Promise.all(topology.instances.map(async (instance) => (await (await fetch(`${instance.url}/api/health`)).json()).release));

/** deploy/README.md's "Deploying a new release": the symlink, nginx, then the instances one by one. */
async function deploy(release: string) {
  const next = `${current}.next`;
  symlinkSync(release, next);
  renameSync(next, current);
  await topology.reloadNginx();
  await topology.restart(0);
  await topology.restart(1);
}

describe('a deploy under open tabs', () => {
  it('keeps the tabs of the old release working: links, sections and forms', { timeout: 120_000 }, async () => {
    const navigating = await tab('/en');
    const reading = await tab('/en/product/dms');
    const writing = await tab('/en');
    const releaseA = await navigating.evaluate(() => document.documentElement.dataset.release);
    const [first, second] = await releases();
    expect(first).toBe(releaseA);
    expect(second).toBe(releaseA);
    const oldPiece = [...renamed.keys()].find((name) => name.includes('/island-document-status.island-'))!;
    const statuses = new Map<string, number>();
    for (const page of [navigating, reading])
      page.on('response', (response) => statuses.set(new URL(response.url()).pathname.slice(1), response.status()));

    await deploy(releaseB);
    expect(await releases()).toEqual([releaseIdB, releaseIdB]);
    // What nginx serves is release B's; the old tabs' code is in no release folder it serves.
    expect((await httpsGet(topology.origin, topology.ca, '/en/about-us')).body.toString()).toContain(headlineB);
    for (const name of [aboutRoute, oldPiece]) expect(existsSync(path.join(releaseB, 'build/client', name)), name).toBe(false);

    // A link in the old tab: the page comes as a document of release B.
    await navigating.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).click();
    await expect.poll(() => navigating.evaluate(() => (window as unknown as { marker?: number }).marker), { timeout: 15_000 }).toBeUndefined();
    await navigating.waitForSelector('html[data-hydrated="true"]');
    expect(new URL(navigating.url()).pathname).toBe('/en/about-us');
    expect(await navigating.locator('h1').textContent()).toBe(headlineB);
    expect(await navigating.evaluate(() => document.documentElement.dataset.release)).toBe(releaseIdB);
    expect(await navigating.getByText(errorScreen).count()).toBe(0);

    // A section the old tab reaches after the deploy loads its code, the old release's, from the kept folder.
    await reading.locator('[data-lazy-section="document-status"]').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await reading.mouse.move(300, 300);
    await reading.waitForSelector('[data-lazy-section="document-status"][data-hydrated="true"]', { timeout: 20_000 });
    expect(statuses.get(oldPiece)).toBe(200);
    expect(await reading.getByRole('tab').count()).toBeGreaterThan(0);

    // A form the old tab sends after the deploy arrives.
    const form = writing.locator('form#contact');
    await form.scrollIntoViewIfNeeded();
    await writing.waitForSelector('[data-lazy-section="contact-band"][data-hydrated="true"]');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Old Tab');
    await form.getByRole('textbox', { name: 'Email address' }).fill('old-tab@deploy.example');
    // The server drops forms sent faster than a person types (1.5 s).
    await writing.waitForTimeout(1_600);
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await expect.poll(() => form.getByRole('status').textContent(), { timeout: 15_000 }).toContain('Thank you');
    expect(await topology.query("select email from leads where email = 'old-tab@deploy.example'")).toHaveLength(1);
  });

  it('serves the kept code as nginx serves any asset, and a name no release has as missing, without caching that', async () => {
    const kept = await httpsGet(topology.origin, topology.ca, `/${aboutRoute}`);
    expect(kept.status).toBe(200);
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(kept.headers['content-type']).toMatch(/javascript/);
    expect(kept.headers['x-content-type-options']).toBe('nosniff');
    const missing = await httpsGet(topology.origin, topology.ca, '/assets/route-nowhere0.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});
