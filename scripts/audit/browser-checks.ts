import type { Browser, BrowserContext, Page } from 'playwright-core';
import { choiceCookie } from '../../app/consent/choice.ts';
import { type Finding, fail, pass } from './findings.ts';
import { wcagViolations } from './wcag-axe.ts';

export interface PageLoad {
  findings: Finding[];
  /** Every same-origin script, stylesheet and document the page fetched before anyone touched it. */
  resources: { url: string; type: 'script' | 'stylesheet' | 'document' }[];
}

async function load(page: Page, url: string, settle = false) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  // Only the load whose downloads are counted waits for the network to fall quiet.
  if (settle) await page.waitForLoadState('networkidle');
}

/** Opens a page as a visitor on a desktop would, then as one on a phone, and checks what they get. */
export async function checkInBrowser(desktop: BrowserContext, phone: BrowserContext, origin: string, path: string): Promise<PageLoad> {
  const findings: Finding[] = [];
  const page = await desktop.newPage();
  const foreign: string[] = [];
  const resources: PageLoad['resources'] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) foreign.push(url.href);
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'document') resources.push({ url: url.pathname, type });
  });

  try {
    await load(page, origin + path, true);
    const settled = [...resources];

    const violations = await wcagViolations(page);
    findings.push(violations.length ? fail(path, 'axe', violations.join('; ')) : pass(path, 'axe'));

    const unsized = await page.$$eval('img', (images) =>
      images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.getAttribute('src') ?? '?'),
    );
    findings.push(unsized.length ? fail(path, 'images', `without width/height: ${unsized.join(', ')}`) : pass(path, 'images'));

    const onPhone = await checkOnPhone(phone, origin + path);
    const menuProblems = [...(await menusOnDesktop(page)), ...onPhone.menu];
    findings.push(menuProblems.length ? fail(path, 'axe-menus', menuProblems.join('; ')) : pass(path, 'axe-menus'));
    findings.push(imageFinding(path, onPhone.images));

    findings.push(foreign.length ? fail(path, 'hosts', `requests to other hosts: ${[...new Set(foreign)].join(', ')}`) : pass(path, 'hosts'));
    return { findings, resources: settled };
  } finally {
    await page.close();
  }
}

// The open menus are checked within the header that holds them: the rest of the page has just had
// its own full check, and a whole-page pass per menu tripled the audit's time.
async function menusOnDesktop(page: Page): Promise<string[]> {
  await upgradeHeader(page);
  const problems: string[] = [];
  const features = page.locator('header nav button[aria-expanded]').first();
  await features.click();
  if ((await features.getAttribute('aria-expanded')) !== 'true') problems.push('features menu did not open');
  problems.push(...(await wcagViolations(page, 'header')).map((v) => `features menu: ${v}`));
  await page.keyboard.press('Escape');

  // Named "Language: EN (English)": the visible "EN" is part of its name (WCAG 2.5.3).
  const picker = page.getByRole('banner').getByRole('button', { name: /^(Sprache|Language): (DE|EN) \(/ });
  await picker.click();
  if ((await picker.getAttribute('aria-expanded')) !== 'true') problems.push('language picker did not open');
  problems.push(...(await wcagViolations(page, 'header')).map((v) => `language picker: ${v}`));
  await page.keyboard.press('Escape');
  return problems;
}

/**
 * On a page built as islands the header's menus are native disclosures until the visitor reaches for
 * them: a pointer over the header brings its code, and the menus are checked as scripted.
 */
async function upgradeHeader(page: Page): Promise<void> {
  if ((await page.locator('[data-island="header"]').count()) === 0) return;
  await page.getByRole('banner').hover();
  await page.waitForSelector('[data-island="header"][data-island-state="hydrated"]');
}

/** The phone's first screen: how many bytes of images it loads, and the images below it that load anyway. */
export const firstScreenImageBudget = 100 * 1024;

interface PhoneImages {
  bytes: number;
  eagerBelow: string[];
}

function imageFinding(path: string, { bytes, eagerBelow }: PhoneImages): Finding {
  const figures = `first screen on a phone: ${(bytes / 1024).toFixed(1)} KB of images`;
  if (bytes > firstScreenImageBudget) return fail(path, 'images-phone', `${figures}, over ${firstScreenImageBudget / 1024} KB`);
  if (eagerBelow.length) return fail(path, 'images-phone', `${figures}; below it, not lazy: ${eagerBelow.join(', ')}`);
  return pass(path, 'images-phone', figures);
}

async function checkOnPhone(phone: BrowserContext, url: string): Promise<{ menu: string[]; images: PhoneImages }> {
  // On the phone the menu is checked as a returning visitor sees it, who has made a choice: in a build
  // with a consent service a first visit's dialog sits over the lower half of the screen.
  await phone.addCookies([{ ...choiceCookie({ analytics: false, marketing: false }), url }]);
  const page = await phone.newPage();
  try {
    await load(page, url, true);
    // Bytes of every image drawn in the first screen (as the server sent them), and every image
    // outside it that the page did not leave to the browser's lazy loading.
    const images = await page.evaluate(() => {
      const entries = new Map(performance.getEntriesByType('resource').map((entry) => [entry.name, entry as PerformanceResourceTiming]));
      let bytes = 0;
      const eagerBelow: string[] = [];
      for (const image of document.querySelectorAll('img')) {
        const box = image.getBoundingClientRect();
        const inFirstScreen = box.bottom > 0 && box.top < innerHeight && box.width > 0;
        if (inFirstScreen && image.currentSrc) bytes += entries.get(image.currentSrc)?.encodedBodySize ?? 0;
        if (!inFirstScreen && image.loading !== 'lazy' && box.width > 0) eagerBelow.push(new URL(image.currentSrc || image.src).pathname);
      }
      return { bytes, eagerBelow };
    });
    return { menu: await mobileMenuProblems(page), images };
  } finally {
    await page.close();
  }
}

async function mobileMenuProblems(page: Page): Promise<string[]> {
  await upgradeHeader(page);
  const button = page.getByRole('banner').getByRole('button', { name: /^(Menü|Menu)$/ });
  await button.click();
  if ((await button.getAttribute('aria-expanded')) !== 'true') return ['mobile menu did not open'];
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  // Expand every group; each click takes one button out of the "collapsed" set.
  const collapsed = panel.locator('button[aria-expanded="false"]');
  for (let guard = 0; guard < 10 && (await collapsed.count()) > 0; guard++) await collapsed.first().click();
  return (await wcagViolations(page, 'header')).map((v) => `mobile menu: ${v}`);
}

export async function browserContexts(browser: Browser) {
  const options = { ignoreHTTPSErrors: true, locale: 'de-DE', serviceWorkers: 'block' as const };
  const desktop = await browser.newContext({ ...options, viewport: { width: 1280, height: 900 } });
  const phone = await browser.newContext({ ...options, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  // A control that does not appear within seconds is a finding, not something to wait half a minute for.
  for (const context of [desktop, phone]) context.setDefaultTimeout(8000);
  return { desktop, phone };
}
