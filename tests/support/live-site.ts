import type { Browser, Page } from 'playwright-core';
import { choiceCookie } from '../../app/consent/choice.ts';
import { launchBrowser } from '../../scripts/chromium.ts';
import { siteApp } from './app.ts';

/**
 * A visitor's consent: 'ask' is a first visit (the dialog opens in a build with a service that needs
 * consent, consent-build.ts; the usual build has none and asks nothing); otherwise a choice made earlier.
 */
export type ConsentState = 'ask' | { analytics: boolean; marketing: boolean };

/** The real server on a loopback port and a Chromium to visit it, for one test file. */
export async function liveSite(env: Record<string, string> = {}) {
  const app = await siteApp({ FORM_RATE_LIMIT: '1000', ...env });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser();
  return {
    app,
    baseUrl: address,
    browser,
    /**
     * A new visitor. Unless `consent` says otherwise, one who refused everything on an earlier visit:
     * the consent dialog, which takes the focus, has its own tests (consent.test.ts).
     */
    async newPage(
      width = 1280,
      height = 900,
      {
        consent = { analytics: false, marketing: false },
        ...options
      }: { javaScriptEnabled?: boolean; deviceScaleFactor?: number; consent?: ConsentState } = {},
    ): Promise<Page> {
      const context = await browser.newContext({ viewport: { width, height }, locale: 'de-DE', ...options });
      if (consent !== 'ask') await context.addCookies([{ ...choiceCookie(consent), url: address }]);
      return context.newPage();
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

export type LiveSite = Awaited<ReturnType<typeof liveSite>>;

/** Opens a path and waits until React has hydrated it. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return response;
}

/**
 * Waits until the page is drawn as it finally is: what it held back until the first paint put in, its
 * stylesheets applied, and in the site's font. The page is ready for input before that (`open`), but a
 * test that measures text and boxes below the first screen would otherwise measure them unstyled now
 * and then. The font is `font-display: optional`: one that comes too late for the first paint (a busy
 * test machine) is not used on that page at all, and the text stays in the fallback, here DejaVu Sans,
 * far wider than Inter or any visitor's system font. The page is then opened again, with the font now
 * in the cache, as a visitor's next page is.
 */
export async function drawnInFull(page: Page) {
  const settled = () =>
    page.waitForFunction(
      () =>
        !document.querySelector('noscript[data-after-paint]') &&
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet) &&
        document.fonts.status === 'loaded',
    );
  await settled();
  if (await page.evaluate(siteFontInUse)) return;
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await settled();
  if (!(await page.evaluate(siteFontInUse))) throw new Error('the site font is not in use, even from the cache');
}

/** Whether text in the site's font is drawn in it: a face given up on draws as its fallback would. */
function siteFontInUse(): boolean {
  const width = (family: string) => {
    const probe = document.createElement('span');
    probe.textContent = 'Wohnen 30,96 m²';
    probe.style.font = `600 40px ${family}`;
    probe.style.position = 'absolute';
    document.body.append(probe);
    const drawn = probe.getBoundingClientRect().width;
    probe.remove();
    return drawn;
  };
  return width('"Inter Variable", monospace') !== width('monospace');
}

/**
 * Hydrates an island now, as the visitor's first input on it would (a pointer over it), and waits
 * until it has: for tests of what the island does once its code is there.
 */
export async function hydrateIsland(page: Page, name: string) {
  await page.locator(`[data-island="${name}"]`).first().dispatchEvent('pointerover');
  await page.waitForSelector(`[data-island="${name}"][data-island-state="hydrated"]`);
}

/**
 * Scrolls to a section that hydrates lazily (`lazySection`) and waits until React has taken it over.
 * On a page built as islands (it has `[data-island]` containers) a section is React's only where an
 * island is in it, and then it counts once those are hydrated; a section with none is the delivered
 * HTML, ready once it is in view.
 */
export async function hydrateSection(page: Page, id: string) {
  const selector = `[data-lazy-section="${id}"]`;
  // React may swap the section's element while a navigation settles (after Back, say); scrolling
  // a found element then fails as detached, so scroll from inside the page, to whichever is there.
  await page.waitForFunction(
    (selector) => {
      const section = document.querySelector(selector);
      if (!section) return false;
      if (section.getAttribute('data-hydrated') === 'true') return true;
      const islandPage = document.querySelector('[data-island]') !== null;
      const wasInView = section.hasAttribute('data-test-in-view');
      section.scrollIntoView({ block: 'center' });
      // As a visitor reaching for it: its islands hydrate now, not only once the browser is idle near it.
      for (const island of section.querySelectorAll('[data-island]:not([data-island-state])')) island.dispatchEvent(new PointerEvent('pointerover'));
      if (islandPage && section.querySelector('[data-island]') === null) {
        // Two polls in view: the parts below the first screen lay out as they come near (content-visibility).
        section.setAttribute('data-test-in-view', '');
        return wasInView;
      }
      return false;
    },
    selector,
    { polling: 100 },
  );
}

/** Opens a path as `newPage` does and records every script the page asks for, from the first request on. */
export async function openWatchingScripts(site: LiveSite, path: string, width = 1280, height = 900): Promise<{ page: Page; scripts: string[] }> {
  const page = await site.newPage(width, height);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await open(page, site.baseUrl + path);
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}

/**
 * The visitor's first input on a section whose code waits for one (`lazySection(…, { afterInput: true })`):
 * a pointer move, the section scrolled to the top of the window (on a phone the hero is a screen high)
 * and the pointer moved onto it. Resolves once the section's code has taken it over.
 */
export async function reachLazySection(page: Page, id: string) {
  const section = page.locator(`[data-lazy-section="${id}"]`);
  // Input first, then the scroll: a section that activates on scrolling (the RFI flow) counts only
  // the scrolling that follows an input.
  await page.mouse.move(200, 300);
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const box = (await section.boundingBox())!;
  await page.mouse.move(box.x + 40, Math.max(box.y, 0) + 40);
  await page.waitForSelector(`[data-lazy-section="${id}"][data-hydrated="true"]`);
  return section;
}

/** Collects console errors and uncaught exceptions from the moment it is called. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}
