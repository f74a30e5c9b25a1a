import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyBlocks } from '../../app/pages/privacy/content.ts';
import { consentRevision, cookieTable, entryFor } from '../../app/shared/consent/cookies.ts';
import { type Lang, languages } from '../../app/shared/languages.ts';
import { allPages, pathTo } from '../../app/shared/pages.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { askFindings, askLabels } from '../support/calls-to-action.ts';
import { buildWithStubServices } from '../support/consent-build.ts';
import { hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';
import { locales } from '../support/locales.ts';
import { startThirdPartyStubs, stubPorts, type ThirdPartyStubs } from '../support/third-party-stubs.ts';

// The site as an operator runs it with a tag manager and a booking calendar configured, here the
// stand-ins on loopback; and, at the end, the usual build with nothing configured, which asks nothing.
let site: LiveSite;
let stubs: ThirdPartyStubs;
beforeAll(async () => {
  const build = buildWithStubServices();
  stubs = await startThirdPartyStubs();
  site = await liveSite({ SITE_DIR: build.siteDir, CSP_FILE: build.cspFile, OUTBOX_WORKER: 'false' });
}, 600_000);
afterAll(async () => {
  await site?.close();
  await stubs?.close();
});

const copyOf = (lang: Lang, key: string) => {
  const value = locales[lang].get(key);
  if (!value) throw new Error(`no copy ${key}`);
  return value;
};
const text = (lang: Lang, key: string) => copyOf(lang, `consent:${key}`);
const home: Record<Lang, string> = { de: '/de', en: '/en' };

interface Visit {
  page: Page;
  /** Every request to a host other than the site's. */
  foreign: string[];
}

async function firstVisit(lang: Lang, path = home[lang], width = 1280): Promise<Visit> {
  const page = await site.newPage(width, 900, { consent: 'ask' });
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== site.baseUrl && url.protocol.startsWith('http')) foreign.push(url.href);
  });
  await open(page, site.baseUrl + path);
  // The dialog is in the page's HTML from the start; it is a live island, whose focus handling comes once it has hydrated.
  await page.waitForSelector('[data-island="consent"][data-island-state="hydrated"]');
  return { page, foreign };
}

const dialogOf = (page: Page) => page.getByRole('dialog');
const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name).sort();
const stubState = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __stubTagManager?: { consent: Record<string, string>; consentCommands: string[]; events: string[] } })
        .__stubTagManager ?? null,
  );

describe.each(['de', 'en'] as const)('consent (%s)', (lang) => {
  it('asks on a first visit, naming the tag manager and what it loads, with three equal choices, and sets nothing and loads nothing from elsewhere before a choice', async () => {
    const { page, foreign } = await firstVisit(lang);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const said = (await dialog.locator('p').first().textContent())!;
    expect(said).toContain(text(lang, 'dialog.services.tagManager'));
    for (const service of ['Google Tag Manager', 'Google Analytics 4', 'Google Ads']) expect(said).toContain(service);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    const buttons = dialog.getByRole('button');
    expect(await buttons.allTextContents()).toEqual([text(lang, 'dialog.acceptAll'), text(lang, 'dialog.rejectAll'), text(lang, 'dialog.settings')]);
    // Same size and same style: rejecting is as easy and as visible as accepting.
    const looks = await buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height), style.backgroundColor, style.color, style.borderColor, style.fontWeight].join(' ');
      }),
    );
    expect(new Set(looks).size).toBe(1);
    expect(await wcagViolations(page)).toEqual([]);

    await page.waitForTimeout(500);
    expect(foreign).toEqual([]);
    expect(await cookieNames(page)).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer ?? null)).toBeNull();
    // The page behind stays readable: the dialog covers only the lower part of the screen, and shifts nothing.
    const box = await dialog.boundingBox();
    expect(box!.height).toBeLessThan(900 / 2);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.context().close();
  });

  it('paints the first layer with the page, before any of its code runs, only for a visitor who has to choose', async () => {
    const withoutBundle = async (consent: 'ask' | { analytics: boolean; marketing: boolean }, javaScriptEnabled = true) => {
      const page = await site.newPage(412, 823, { consent, javaScriptEnabled });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(site.baseUrl + home[lang]);
      return page;
    };
    const asked = await withoutBundle('ask');
    const dialog = asked.locator('[role="dialog"]');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading').textContent()).toBe(text(lang, 'dialog.title'));
    expect(await asked.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    await asked.context().close();
    // A choice for the current consent text hides it; one for an older text does not.
    const chosen = await withoutBundle({ analytics: true, marketing: false });
    expect(await chosen.locator('[role="dialog"]').isHidden()).toBe(true);
    await chosen.context().addCookies([{ name: 'consent', value: 'rev=0|analytics=1|marketing=0|at=2025-01-01T00:00:00.000Z', url: site.baseUrl }]);
    await chosen.reload();
    expect(await chosen.locator('[role="dialog"]').isVisible()).toBe(true);
    await chosen.context().close();
    // Without JavaScript no choice could be stored, nor anything tracked: no dialog.
    const plain = await withoutBundle('ask', false);
    expect(await plain.locator('[role="dialog"]').count()).toBe(1);
    expect(await plain.locator('[role="dialog"]').isHidden()).toBe(true);
    await plain.context().close();
  });

  it('"Reject all" keeps it so across navigation and reload', async () => {
    const { page, foreign } = await firstVisit(lang);
    await dialogOf(page)
      .getByRole('button', { name: text(lang, 'dialog.rejectAll') })
      .click();
    await dialogOf(page).waitFor({ state: 'detached' });
    expect(await cookieNames(page)).toEqual(['consent']);
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'consent')!;
    expect(consent.value).toMatch(new RegExp(`^rev=${consentRevision}\\|analytics=0\\|marketing=0\\|at=\\d{4}-`));
    // One year, as the privacy notice says.
    expect(consent.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(consent.expires * 1000 - Date.now()).toBeLessThan(366 * 86_400_000);

    await page.getByRole('banner').getByRole('link').first().click();
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(500);
    expect(await dialogOf(page).count()).toBe(0);
    expect(foreign).toEqual([]);
    expect(await cookieNames(page)).toEqual(['consent']);
    expect(await page.evaluate(() => window.dataLayer ?? null)).toBeNull();
    await page.context().close();
  });

  it('"Accept all" loads the container with Consent Mode v2, denied first and then granted, and its cookies are the table\'s', async () => {
    // Arriving from an ad, so that the ad-click cookie is set too.
    const { page, foreign } = await firstVisit(lang, `${home[lang]}?gclid=test-click`);
    await dialogOf(page)
      .getByRole('button', { name: text(lang, 'dialog.acceptAll') })
      .click();
    await expect.poll(() => stubState(page)).not.toBeNull();
    expect(foreign).toEqual([`http://127.0.0.1:47813/gtm.js?id=GTM-TEST0001`]);
    const state = (await stubState(page))!;
    expect(state.consentCommands).toEqual(['default', 'update']);
    const commands = await page.evaluate(() =>
      (window.dataLayer as unknown as ArrayLike<unknown>[]).filter((entry) => entry[0] === 'consent').map((entry) => [entry[1], entry[2]]),
    );
    expect(commands[0]).toEqual([
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ]);
    expect(state.consent).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });

    // Every cookie the browser holds is in the privacy notice's table with its lifetime, and every
    // cookie of the table but the language choice (the switch was not used) is there.
    await expect.poll(() => cookieNames(page)).toContain('_gcl_aw');
    const cookies = await page.context().cookies();
    for (const cookie of cookies) {
      const entry = entryFor(cookie.name);
      expect(entry, cookie.name).toBeDefined();
      // Chromium keeps no cookie longer than 400 days, whatever it is set for.
      const days = Math.min(400, entry!.lifetime.count * (entry!.lifetime.unit === 'year' ? 365 : 1));
      expect(Math.round((cookie.expires * 1000 - Date.now()) / 86_400_000), cookie.name).toBe(days);
    }
    expect(new Set(cookies.map((cookie) => entryFor(cookie.name)!.name))).toEqual(
      new Set(cookieTable.filter((entry) => entry.name !== 'lang').map((entry) => entry.name)),
    );
    await page.context().close();
  });

  it('grants only analytics when only analytics is chosen in the settings', async () => {
    const { page } = await firstVisit(lang);
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: text(lang, 'dialog.settings') }).click();
    const analytics = dialog.getByRole('checkbox', { name: text(lang, 'categories.analytics.name') });
    const marketing = dialog.getByRole('checkbox', { name: text(lang, 'categories.marketing.name') });
    // The analytics switch says what it loads: GA4 through the container.
    await dialog.getByText(text(lang, 'categories.analytics.viaTagManager')).waitFor();
    // Nothing is pre-ticked.
    expect(await analytics.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);
    expect(await wcagViolations(page)).toEqual([]);
    await analytics.check();
    await dialog.getByRole('button', { name: text(lang, 'dialog.save') }).click();
    await expect.poll(() => stubState(page)).not.toBeNull();
    expect((await stubState(page))!.consent).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    await expect.poll(() => cookieNames(page)).toEqual(['_ga', '_ga_TEST0001', 'consent']);
    await page.context().close();
  });

  it('reopens from the footer, and withdrawing deletes the analytics and marketing cookies', async () => {
    const { page } = await firstVisit(lang);
    await dialogOf(page)
      .getByRole('button', { name: text(lang, 'dialog.acceptAll') })
      .click();
    await expect.poll(() => cookieNames(page)).toEqual(['_ga', '_ga_TEST0001', '_gcl_au', 'consent']);

    // A link to the privacy notice's cookie section until the visitor reaches for it; the click then opens the dialog.
    const control = page.getByRole('contentinfo').getByText(text(lang, 'footer'), { exact: true });
    await control.click();
    const dialog = dialogOf(page);
    expect(await dialog.getByRole('checkbox', { name: text(lang, 'categories.analytics.name') }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: text(lang, 'dialog.rejectAll') }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await cookieNames(page)).toEqual(['consent']);
    expect((await stubState(page))!.consent).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    // Focus goes back to the control that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text(lang, 'footer'));

    // A new page load does not bring the cookies back.
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(500);
    expect(await cookieNames(page)).toEqual(['consent']);
    await page.context().close();
  });
});

describe('consent dialog by keyboard', () => {
  it('keeps focus inside, moves between layers, and Escape goes back, then closes without a choice', async () => {
    const { page, foreign } = await firstVisit('de', '/de/pricing', 375);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    const inDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);
    }
    // To "Settings" and into it by keyboard alone.
    while ((await page.evaluate(() => document.activeElement?.textContent)) !== text('de', 'dialog.settings')) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(text('de', 'dialog.settingsTitle'));
    while ((await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)) !== 'analytics') await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: text('de', 'categories.analytics.name') }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(text('de', 'dialog.title'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await cookieNames(page)).toEqual([]);
    expect(foreign).toEqual([]);

    // The next page asks again.
    await open(page, `${site.baseUrl}/de`);
    await dialog.waitFor();
    await page.context().close();
  });

  it('asks again when the stored choice answers an older consent text', async () => {
    const page = await site.newPage(1280, 900, { consent: 'ask' });
    await page.context().addCookies([{ name: 'consent', value: 'rev=0|analytics=1|marketing=1|at=2025-01-01T00:00:00.000Z', url: site.baseUrl }]);
    await open(page, `${site.baseUrl}/en`);
    await dialogOf(page).waitFor();
    expect(await page.evaluate(() => document.querySelector('script[src*="gtm.js"]'))).toBeNull();
    await page.context().close();
  });
});

describe('form events', () => {
  async function sendContact(page: Page) {
    await open(page, `${site.baseUrl}/en`);
    await hydrateSection(page, 'contact-band');
    const form = page.locator('form#contact');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Anna Schmidt');
    await form.getByRole('textbox', { name: 'Email address' }).fill('anna@planung.example');
    await form.getByRole('textbox', { name: 'Your message' }).fill('Consent test.');
    await page.waitForTimeout(1600);
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('Thank you!');
  }

  it('reach the data layer only with analytics consent', async () => {
    const refused = await site.newPage(1280, 900, { consent: { analytics: false, marketing: true } });
    await sendContact(refused);
    expect(await refused.evaluate(() => window.dataLayer ?? null)).toBeNull();
    await refused.context().close();

    const allowed = await site.newPage(1280, 900, { consent: { analytics: true, marketing: false } });
    await sendContact(allowed);
    await expect.poll(async () => (await stubState(allowed))?.events).toContain('contact_request');
    await allowed.context().close();
  });
});

describe('booking calendar', () => {
  it('is what every booking wording leads to, and the calls to action still lead where they say', async () => {
    for (const lang of languages) {
      for (const page of allPages()) {
        const path = pathTo(page, lang);
        const html = await (await fetch(site.baseUrl + path)).text();
        expect(askFindings(html, lang, { booking: true }), path).toEqual([]);
      }
      const home = await (await fetch(site.baseUrl + pathTo('home', lang))).text();
      expect(home).toContain(`href="#booking">${askLabels(lang).bookOnline}</a>`);
    }
  });

  it('loads nothing from its host until the placeholder is clicked, and then the calendar in place', async () => {
    const page = await site.newPage(1280, 900);
    const before = stubs.requests.filter((request) => request.startsWith('booking')).length;
    await open(page, `${site.baseUrl}/de`);
    await hydrateSection(page, 'trial');
    const embed = page.locator('[data-embed="booking"]');
    expect(await embed.textContent()).toContain('127.0.0.1:47814');
    // "Termin online buchen" leads to the calendar, and no appointment request stands in for it.
    expect(await page.getByRole('link', { name: askLabels('de').bookOnline }).getAttribute('href')).toBe('#booking');
    expect(await page.locator('#booking').getAttribute('data-embed')).toBe('booking');
    expect(await page.locator('form#booking, [name="preferredDay"]').count()).toBe(0);
    expect(stubs.requests.filter((request) => request.startsWith('booking')).length).toBe(before);
    expect(await wcagViolations(page, '[data-embed="booking"]')).toEqual([]);
    await embed.getByRole('button', { name: text('de', 'embed.booking.load') }).click();
    const frame = embed.locator('iframe');
    expect(await frame.getAttribute('title')).toBe(text('de', 'embed.booking.frameTitle'));
    await expect.poll(() => frame.contentFrame().locator('h1').textContent()).toBe('Free slots');
    expect(stubs.requests.filter((request) => request.startsWith('booking'))).toHaveLength(before + 1);
    await page.context().close();
  });
});

describe.each(['de', 'en'] as const)('privacy notice of the configured build (%s)', (lang) => {
  it('describes the tag manager, GA4, Google Ads and the calendar in 13, 6 and 5 sub-sections, with the lifetimes the table lists', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    await page.goto(site.baseUrl + pathTo('privacy', lang));
    const perBlock = await page
      .locator('article h2')
      .evaluateAll((headings) => headings.map((heading) => heading.parentElement?.querySelectorAll('h3').length ?? 0));
    expect(perBlock).toEqual(privacyBlocks('tagManager').map((block) => block.sections?.length ?? 0));
    expect(perBlock.slice(1, 4)).toEqual([13, 6, 5]);
    const article = (await page.locator('article').textContent())!.replace(/\s+/g, ' ');
    for (const fact of [
      'Google Tag Manager',
      'Google Analytics 4',
      'Google Ads',
      `127.0.0.1:${stubPorts.booking}`,
      copyOf(lang, 'consent:embed.booking.load'),
    ]) {
      expect(article, fact).toContain(fact);
    }
    expect(article).toContain(lang === 'de' ? 'nach 14 Monaten' : 'after 14 months');
    expect(article).toContain(lang === 'de' ? 'monatlich' : 'monthly');

    // The summary above the table says, per category, the lifetime its rows say.
    const rows = await page
      .locator('#cookies-lifetimes ~ section table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
    expect(rows.map((row) => row[0])).toEqual(cookieTable.map((entry) => (entry.prefix ? '_ga_TEST0001' : entry.name)));
    const summary = await page.locator('#cookies-lifetimes ~ ul li').allTextContents();
    const expected = (['necessary', 'analytics', 'marketing'] as const).map((category) => {
      const lifetimes = new Set(rows.filter((row) => row[3] === text(lang, `categories.${category}.name`)).map((row) => row[2]));
      expect(lifetimes.size, category).toBe(1);
      return copyOf(lang, `privacy:cookieLifetimes.${category}`).replace('{{lifetime}}', [...lifetimes][0]!);
    });
    expect(summary).toEqual(expected);
    expect(article).not.toMatch(/2 Stunden|2 hours|1 Minute|1 minute/);
    await page.context().close();
  });
});

describe('a build with no services configured', () => {
  let plain: LiveSite;
  beforeAll(async () => {
    plain = await liveSite();
  });
  afterAll(() => plain?.close());

  it.each(['de', 'en'] as const)(
    'asks nothing on a first visit: no dialog, no cookie, nothing from elsewhere, no "Cookie settings" (%s)',
    async (lang) => {
      const page = await plain.newPage(1280, 900, { consent: 'ask' });
      const foreign: string[] = [];
      page.on('request', (request) => new URL(request.url()).origin !== plain.baseUrl && foreign.push(request.url()));
      await open(page, `${plain.baseUrl}/${lang}`);
      await page.waitForTimeout(500);
      // Not even hidden: the page carries no dialog and no head script that would show one.
      expect(await page.locator('[role="dialog"]').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-ask'))).toBe(false);
      expect(await page.evaluate(() => [...document.scripts].filter((script) => script.textContent?.includes('data-consent-ask')).length)).toBe(0);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('button', { name: text(lang, 'footer') }).count()).toBe(0);
      expect(await footer.getByRole('link', { name: text(lang, 'footer') }).count()).toBe(0);
      // No calendar is configured, so no placeholder either: the trial stands beside the contact form.
      await hydrateSection(page, 'contact-band');
      expect(await page.locator('[data-embed="booking"]').count()).toBe(0);
      expect(await cookieNames(page)).toEqual([]);
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
      expect(await page.evaluate(() => window.dataLayer ?? null)).toBeNull();
      expect(foreign).toEqual([]);
      await page.context().close();
    },
  );

  it('lets a choice stored under another configuration grant nothing', async () => {
    const page = await plain.newPage(1280, 900, { consent: { analytics: true, marketing: true } });
    const foreign: string[] = [];
    page.on('request', (request) => new URL(request.url()).origin !== plain.baseUrl && foreign.push(request.url()));
    await open(page, `${plain.baseUrl}/en`);
    await page.waitForTimeout(800);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('script[src^="http"]').length)).toBe(0);
    expect(await page.evaluate(() => window.dataLayer ?? null)).toBeNull();
    await page.context().close();
  });

  it.each(['de', 'en'] as const)('has a privacy notice that names no analytics or advertising service as in use (%s)', async (lang) => {
    const page = await plain.newPage(1440, 900, { javaScriptEnabled: false, consent: 'ask' });
    await page.goto(plain.baseUrl + pathTo('privacy', lang));
    const article = (await page.locator('article').textContent())!.replace(/\s+/g, ' ');
    expect(article).toContain(copyOf(lang, 'privacy:blocks.noAnalytics.text.0'));
    expect(article).not.toMatch(/Google Analytics|Google Ads|Tag Manager|Google Ireland|Remarketing|Conversion|Consent Mode|gtag/i);
    // Nor the calendar, nor a dialog's cookie.
    expect(article).not.toContain(copyOf(lang, 'consent:embed.booking.load'));
    expect(article).not.toMatch(/[„“]consent[“”]/);
    const names = await page.locator('#cookies-lifetimes ~ section table tbody th').allTextContents();
    expect(names).toEqual(['lang']);
    expect(await page.locator('#cookies-lifetimes ~ ul li').allTextContents()).toEqual([
      copyOf(lang, 'privacy:cookieLifetimes.necessary').replace('{{lifetime}}', text(lang, 'lifetimes.year_one').replace('{{count}}', '1')),
    ]);
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    await page.context().close();
  });
});
