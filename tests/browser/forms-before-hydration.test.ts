// What a visitor puts into a form before its script has taken it over (typed the moment it shows,
// autofilled, or restored by the browser on back navigation) stays there after hydration, through
// the next edit, and is what the form checks and sends. The script of the form is held back
// (hold-scripts.ts) so the window before hydration is wide on every run; one test adds the real
// race on a slow CPU without any hold.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredDays } from '../../app/shared/appointment.ts';
import { holdScripts, throttleCpu } from '../support/hold-scripts.ts';
import { type ConsentState, hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite({ OUTBOX_WORKER: 'false' });
});
afterAll(() => site.close());

const common = JSON.parse(readFileSync('locales/en/common.json', 'utf8'));
const pricing = JSON.parse(readFileSync('locales/en/pricing.json', 'utf8'));

/** Requests the page sends to the API, from the moment this is called. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/') && calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
  return calls;
}

// On two busy cores a chunk, a hydration or an answer can take seconds.
const eventually = { timeout: 10_000 };

const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);
const values = (form: Locator, names: readonly string[]) => Promise.all(names.map((name) => field(form, name).inputValue()));
const isHydrated = (page: Page, section: string) =>
  page.locator(`[data-lazy-section="${section}"]`).evaluate((element) => element.getAttribute('data-hydrated') === 'true');
const lead = (email: string) => site.app.store.db.selectFrom('leads').selectAll().where('email', '=', email).executeTakeFirst();

/** The page opened and hydrated, its section `section` (a lazy one) still waiting for its held code. */
async function openHolding(page: Page, url: string, chunk: RegExp, section: string) {
  const hold = await holdScripts(page, chunk);
  await open(page, url);
  await page.locator(`[data-lazy-section="${section}"]`).scrollIntoViewIfNeeded();
  await expect.poll(() => hold.held().length, eventually).toBeGreaterThan(0);
  expect(await isHydrated(page, section)).toBe(false);
  return hold;
}

/** Types at the end of a field, as a visitor adding a word would: the edit that re-renders the form. */
async function typeAtEnd(target: Locator, text: string) {
  await target.focus();
  await target.press('End');
  await target.pressSequentially(text);
}

describe('contact form', () => {
  it('keeps what was typed before its code came through hydration and the next edit, and sends it at once', async () => {
    const page = await site.newPage();
    const hold = await openHolding(page, `${site.baseUrl}/en`, /^island-contact-form\.island-/, 'contact-band');
    const calls = apiCalls(page);
    const form = page.locator('form#contact');
    await field(form, 'name').fill('Anna Schmidt');
    await field(form, 'email').fill('anna.before@planung.example');
    await field(form, 'message').fill('Please call me about our hospital project.');
    // The visitor has been filling in the form longer than the server's too-fast check asks for.
    await page.waitForTimeout(1600);
    hold.release();
    await hydrateSection(page, 'contact-band');
    expect(await values(form, ['name', 'email', 'message'])).toEqual([
      'Anna Schmidt',
      'anna.before@planung.example',
      'Please call me about our hospital project.',
    ]);

    await typeAtEnd(field(form, 'message'), ' Thanks.');
    expect(await values(form, ['name', 'email', 'message'])).toEqual([
      'Anna Schmidt',
      'anna.before@planung.example',
      'Please call me about our hospital project. Thanks.',
    ]);

    // Sent right away: the form was on the page (and being filled) since it loaded, not since it hydrated.
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.getByRole('status').textContent(), eventually).toBe(common.forms.sent.demo);
    expect(calls).toEqual(['POST /api/contact']);
    expect(await lead('anna.before@planung.example')).toMatchObject({
      kind: 'contact',
      name: 'Anna Schmidt',
      message: 'Please call me about our hospital project. Thanks.',
      page: 'HOMEPAGE',
      lang: 'en',
    });
    // Once sent, the fields clear.
    expect(await values(form, ['name', 'email', 'message'])).toEqual(['', '', '']);
  });

  it('checks what was typed before hydration: only the wrong field is marked, and nothing is sent until it is right', async () => {
    const page = await site.newPage();
    const hold = await openHolding(page, `${site.baseUrl}/en`, /^island-contact-form\.island-/, 'contact-band');
    const calls = apiCalls(page);
    const form = page.locator('form#contact');
    await field(form, 'name').fill('Jonas Weber');
    await field(form, 'email').fill('jonas@bau');
    hold.release();
    await hydrateSection(page, 'contact-band');

    await form.locator('button[type="submit"]').click();
    const email = field(form, 'email');
    await expect.poll(() => email.getAttribute('aria-invalid'), eventually).toBe('true');
    expect(await page.locator(`[id="${await email.getAttribute('aria-describedby')}"]`).textContent()).toBe(common.forms.errors.email);
    expect(await field(form, 'name').getAttribute('aria-invalid')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await values(form, ['name', 'email'])).toEqual(['Jonas Weber', 'jonas@bau']);
    expect(calls).toEqual([]);

    await typeAtEnd(email, '.example');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await page.waitForTimeout(1600);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.getByRole('status').textContent(), eventually).toBe(common.forms.sent.demo);
    expect(await lead('jonas@bau.example')).toMatchObject({ name: 'Jonas Weber', page: 'HOMEPAGE' });
  });

  it('keeps what is typed while its code arrives and hydrates', async () => {
    for (const attempt of [1, 2, 3]) {
      const page = await site.newPage();
      const hold = await openHolding(page, `${site.baseUrl}/en`, /^island-contact-form\.island-/, 'contact-band');
      const form = page.locator('form#contact');
      const email = `race${attempt}@planung.example`;
      // The code is let go and the fields filled in the same moment: hydration runs between the keystrokes.
      hold.release();
      await field(form, 'name').pressSequentially(`Race ${attempt}`, { delay: 20 });
      await field(form, 'email').pressSequentially(email, { delay: 20 });
      await hydrateSection(page, 'contact-band');
      await typeAtEnd(field(form, 'message'), 'Hello');
      expect(await values(form, ['name', 'email', 'message']), `attempt ${attempt}`).toEqual([`Race ${attempt}`, email, 'Hello']);
      await page.waitForTimeout(1600);
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => form.getByRole('status').textContent(), eventually).toBe(common.forms.sent.demo);
      expect(await lead(email)).toMatchObject({ name: `Race ${attempt}`, message: 'Hello' });
      await page.context().close();
    }
  }, 120_000);

  it('keeps fields filled the moment the form shows on a 4x slower CPU, with and without the consent dialog', async () => {
    const tries: ConsentState[] = ['ask', { analytics: false, marketing: false }, 'ask', { analytics: false, marketing: false }];
    for (const [index, consent] of tries.entries()) {
      const page = await site.newPage(1280, 900, { consent });
      await throttleCpu(page, 4);
      await page.goto(`${site.baseUrl}/en`, { waitUntil: 'commit' });
      const form = page.locator('form#contact');
      // As soon as the form is in the page: scrolled to and filled, as an autofill or a quick typist would.
      await form.scrollIntoViewIfNeeded();
      await field(form, 'name').fill('Clara Conrad');
      await field(form, 'email').fill(`slow${index}@gu.example`);
      await hydrateSection(page, 'contact-band');
      await typeAtEnd(field(form, 'message'), 'Hi');
      expect(await values(form, ['name', 'email', 'message']), `try ${index + 1}`).toEqual(['Clara Conrad', `slow${index}@gu.example`, 'Hi']);
      await page.context().close();
    }
  }, 180_000);

  it('keeps what the browser restores on back navigation, and sends it', async () => {
    const page = await site.newPage();
    await open(page, `${site.baseUrl}/en`);
    await hydrateSection(page, 'contact-band');
    const form = page.locator('form#contact');
    await field(form, 'name').fill('Bernd Bauer');
    await field(form, 'email').fill('bernd.back@bau.example');
    await field(form, 'message').fill('About the school in Potsdam.');
    // Away to another document and back: the browser fills the new copy of the page with what it held.
    await page.goto(`${site.baseUrl}/en/pricing`);
    await page.goBack();
    expect(await values(form, ['name', 'email', 'message'])).toEqual(['Bernd Bauer', 'bernd.back@bau.example', 'About the school in Potsdam.']);
    await page.waitForSelector('html[data-hydrated="true"]');
    await hydrateSection(page, 'contact-band');
    await typeAtEnd(field(form, 'message'), ' Thanks.');
    expect(await values(form, ['name', 'email', 'message'])).toEqual([
      'Bernd Bauer',
      'bernd.back@bau.example',
      'About the school in Potsdam. Thanks.',
    ]);
    // The page came back moments ago: without a pause the server's too-fast check would take the
    // visitor for a bot (and drop the request silently, as it must).
    await page.waitForTimeout(1600);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.getByRole('status').textContent(), eventually).toBe(common.forms.sent.demo);
    expect(await lead('bernd.back@bau.example')).toMatchObject({ name: 'Bernd Bauer', message: 'About the school in Potsdam. Thanks.' });
  });
});

describe('trial sign-up form (DMS page)', () => {
  it('keeps what was typed before its code came, and sends it', async () => {
    const page = await site.newPage();
    await page.route('https://app.lotrecht.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Register</title>' }));
    // The DMS page is built as islands: the form's own code is what comes late.
    const hold = await holdScripts(page, /^island-demo-form\.island-/);
    await page.goto(`${site.baseUrl}/en/product/dms`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('form#signup');
    await field(form, 'name').fill('Ben Weber');
    await field(form, 'email').fill('ben.before@weber-bau.example');
    await field(form, 'phone').fill('+49 30 1234567');
    await expect.poll(() => hold.held().length, eventually).toBeGreaterThan(0);
    await page.waitForTimeout(1600);
    hold.release();
    await page.waitForSelector('[data-island="demo-form"][data-island-state="hydrated"]');
    expect(await values(form, ['name', 'email', 'phone'])).toEqual(['Ben Weber', 'ben.before@weber-bau.example', '+49 30 1234567']);
    await typeAtEnd(field(form, 'name'), ' Jr.');
    expect(await values(form, ['name', 'email', 'phone'])).toEqual(['Ben Weber Jr.', 'ben.before@weber-bau.example', '+49 30 1234567']);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL('https://app.lotrecht.example/register');
    expect(await lead('ben.before@weber-bau.example')).toMatchObject({ kind: 'demo', name: 'Ben Weber Jr.', phone: '+49 30 1234567', page: 'DMS' });
  });
});

describe('appointment request (workflows index, no calendar configured)', () => {
  it('keeps the day and the time window chosen before its code came, and sends them with the request', async () => {
    const page = await site.newPage();
    const hold = await openHolding(page, `${site.baseUrl}/en/workflows`, /^island-appointment-form\.island-/, 'closing-cta');
    const form = page.locator('form#booking');
    const { first } = offeredDays(new Date());
    await field(form, 'name').fill('Tessa Termin');
    await field(form, 'email').fill('tessa.before@gu.example');
    await field(form, 'preferredDay').fill(first);
    await form.locator('input[name="timeWindow"][value="afternoon"]').check();
    await page.waitForTimeout(1600);
    hold.release();
    await hydrateSection(page, 'closing-cta');
    await typeAtEnd(field(form, 'name'), ' GmbH');
    expect(await values(form, ['name', 'email', 'preferredDay'])).toEqual(['Tessa Termin GmbH', 'tessa.before@gu.example', first]);
    expect(await form.locator('input[name="timeWindow"][value="afternoon"]').isChecked()).toBe(true);
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => lead('tessa.before@gu.example'), eventually)
      .toMatchObject({
        kind: 'demo',
        name: 'Tessa Termin GmbH',
        preferred_day: first,
        time_window: 'afternoon',
      });
  });
});

describe('newsletter form (footer)', () => {
  it('keeps the address typed before its code came, checks it, and signs it up', async () => {
    const page = await site.newPage();
    const hold = await openHolding(page, `${site.baseUrl}/en/pricing`, /^island-newsletter\.island-/, 'newsletter');
    const form = page.locator('form#newsletter');
    const email = field(form, 'email');
    await email.fill('clara.before@ingenieure');
    hold.release();
    await hydrateSection(page, 'newsletter');
    expect(await email.inputValue()).toBe('clara.before@ingenieure');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => email.getAttribute('aria-invalid'), eventually).toBe('true');
    expect(await email.inputValue()).toBe('clara.before@ingenieure');

    await typeAtEnd(email, '.example');
    await page.waitForTimeout(1600);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.getByRole('status').textContent(), eventually).toBe(common.forms.newsletterSent);
    const subscriber = await site.app.store.db
      .selectFrom('subscribers')
      .selectAll()
      .where('email', '=', 'clara.before@ingenieure.example')
      .executeTakeFirst();
    expect(subscriber).toMatchObject({ status: 'pending', lang: 'en', page: 'PRICING' });
  });
});

describe('pricing model cards', () => {
  it('name the model of a card whose offer link was used before their code came in the form, once it has', async () => {
    const page = await site.newPage(1440, 900);
    const hold = await holdScripts(page, /^island-pricing-models\.island-/);
    await open(page, `${site.baseUrl}/en/pricing`);
    // The link's own jump happens at once; what its script adds comes with the code.
    await page.locator('#models [data-model="enterprise"] a[href="#contact"]').click();
    await expect.poll(() => hold.held().length, eventually).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.getElementById('contact')!.getBoundingClientRect().top < innerHeight)).toBe(true);
    expect(await page.locator('textarea#contact-message').inputValue()).toBe('');
    hold.release();
    await expect.poll(() => page.locator('textarea#contact-message').inputValue(), eventually).toContain(pricing.models.items.enterprise.name);
  });
});

describe('pricing finder', () => {
  it('counts the answers chosen before its code came, asks for the open one, then recommends and fills the offer', async () => {
    const page = await site.newPage(1440, 900);
    const hold = await openHolding(page, `${site.baseUrl}/en/pricing`, /^island-pricing-finder\.island-/, 'finder');
    const finder = page.locator('#finder form');
    // 11 to 50 people, 4 to 15 projects, many external partners; the infrastructure still open.
    for (const [question, option] of [
      ['team', 'medium'],
      ['projects', 'several'],
      ['partners', 'external'],
    ] as const) {
      await finder.locator(`input[name="finder-${question}"][value="${option}"]`).check();
    }
    // Asked before its code came: the form has no action, so the loader holds the submit (no reload)
    // and the hydrated finder answers it.
    await finder.locator('button[type="submit"]').click();
    expect(new URL(page.url()).search).toBe('');
    hold.release();
    await hydrateSection(page, 'finder');
    await expect.poll(() => finder.getByRole('alert').textContent(), eventually).toBe(pricing.finder.missing);
    const checked = () => finder.locator('input:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(await checked()).toEqual(['medium', 'several', 'external']);

    await finder.locator('button[type="submit"]').click();
    await expect.poll(() => finder.getByRole('alert').textContent(), eventually).toBe(pricing.finder.missing);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('finder-infrastructure');
    expect(await checked()).toEqual(['medium', 'several', 'external']);

    await finder.locator('input[name="finder-infrastructure"][value="cloud"]').check();
    await finder.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-recommended]').getAttribute('data-recommended'), eventually).toBe('projects');
    await page.getByRole('button', { name: pricing.finder.offer }).click();
    const message = page.locator('textarea#contact-message');
    await expect.poll(() => message.inputValue(), eventually).toContain(pricing.models.items.projects.name);
    expect(await message.inputValue()).toContain(`${pricing.finder.questions.partners.short}: ${pricing.finder.questions.partners.options.external}`);
  });
});
