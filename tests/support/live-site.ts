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
      { consent = { analytics: false, marketing: false }, ...options }: { javaScriptEnabled?: boolean; consent?: ConsentState } = {},
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

/** Scrolls to a section that hydrates lazily (`lazySection`) and waits until React has taken it over. */
export async function hydrateSection(page: Page, id: string) {
  const section = page.locator(`[data-lazy-section="${id}"]`);
  await section.scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-lazy-section="${id}"][data-hydrated="true"]`);
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
