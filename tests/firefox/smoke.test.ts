import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceCookie } from '../../app/consent/choice.ts';
import { prerenderPaths } from '../../app/shared/pages.ts';
import { launchFirefox } from '../../scripts/firefox.ts';
import { siteApp } from '../support/app.ts';

// The browser smoke suite in a second engine: Debian's Firefox ESR over WebDriver BiDi.
let app: FastifyInstance;
let baseUrl: string;
let browser: Browser;
beforeAll(async () => {
  app = await siteApp({ FORM_RATE_LIMIT: '1000' });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchFirefox();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A visitor who refused tracking earlier (the consent dialog has its own tests), with the errors the page logs. */
async function visitor(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 900 });
  const { name, value } = choiceCookie({ analytics: false, marketing: false });
  await page.setCookie({ name, value, url: baseUrl });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

async function open(page: Page, path: string) {
  const response = await page.goto(baseUrl + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return response;
}

/** The header hydrated, as the visitor's pointer over it would do it: before that its menus are native disclosures. */
async function hydrateHeader(page: Page) {
  await page.hover('header nav');
  await page.waitForSelector('[data-island="header"][data-island-state="hydrated"]');
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const close = (page: Page) => page.browserContext().close();

describe('Firefox', () => {
  it('loads and hydrates every page without a console error', async () => {
    const { page, errors } = await visitor();
    const paths = prerenderPaths().filter((path) => !path.endsWith('/404'));
    for (const path of paths) {
      const response = await open(page, path);
      expect(response?.status(), path).toBe(200);
      expect(errors, path).toEqual([]);
    }
    await close(page);
  }, 300_000);

  it('moves between pages as documents, and switches the language in place of the history entry', async () => {
    const { page, errors } = await visitor();
    await open(page, '/en');
    await page.click('header a[href="/en/pricing"]');
    await page.waitForFunction(() => location.pathname === '/en/pricing' && document.title === 'Pricing | Lotrecht');
    await page.waitForSelector('html[data-hydrated="true"]');
    const before = await page.evaluate(() => history.length);
    await page.click('footer a[hreflang="de"]');
    await page.waitForFunction(() => location.pathname === '/de/pricing');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.evaluate(() => history.length)).toBe(before);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('opens the features menu by keyboard, enters it with Tab and closes it with Escape', async () => {
    const { page } = await visitor();
    await open(page, '/de');
    await hydrateHeader(page);
    const button = await page.waitForSelector('header button[aria-controls][aria-expanded]');
    await button!.focus();
    await page.keyboard.press('Enter');
    expect(await button!.evaluate((element) => element.getAttribute('aria-expanded'))).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toContain('Aufgaben und Mängel');
    await page.keyboard.press('Escape');
    expect(await button!.evaluate((element) => element.getAttribute('aria-expanded'))).toBe('false');
    expect(await focusedText(page)).toBe('Funktionen');
    await close(page);
  });

  it('switches the language on the same page and remembers it', async () => {
    const { page } = await visitor();
    await open(page, '/en/pricing');
    await hydrateHeader(page);
    // The picker's trigger, named "Language: EN (English)" by its visually hidden text.
    const trigger = await page.waitForSelector('header button[aria-controls]:has(.visually-hidden)');
    await trigger!.click();
    await page.click('header a[lang="de"][href="/de/pricing"]');
    await page.waitForFunction(() => location.pathname === '/de/pricing' && document.documentElement.lang === 'de');
    const cookies = await page.cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('de');
    await close(page);
  });

  it('refuses a contact form without name and address, then sends it filled in', async () => {
    const { page, errors } = await visitor();
    await open(page, '/en');
    await page.evaluate(() => document.querySelector('form#contact')?.scrollIntoView());
    await page.waitForSelector('[data-lazy-section="contact-band"][data-hydrated="true"]');
    await page.click('form#contact button[type="submit"]');
    await page.waitForSelector('form#contact input[name="name"][aria-invalid="true"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await page.type('form#contact input[name="name"]', 'Anna Schmidt');
    await page.type('form#contact input[name="email"]', 'anna@planung.example');
    await page.type('form#contact textarea[name="message"]', 'Please call me about our hospital project.');
    // The server drops forms sent faster than a person types.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await page.click('form#contact button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('form#contact [role="status"]')?.textContent?.includes('Thank you'));
    const stored = await app.store.db.selectFrom('leads').select('email').where('email', '=', 'anna@planung.example').execute();
    expect(stored).toHaveLength(1);
    expect(errors).toEqual([]);
    await close(page);
  });
});
