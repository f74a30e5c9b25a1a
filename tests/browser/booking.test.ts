import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredDays } from '../../app/shared/appointment.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { type SmtpSink, smtpSink } from '../../scripts/smtp-sink.ts';
import { storeCounts } from '../support/api.ts';
import { collectErrors, hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

// The usual build: no booking calendar configured, so the workflows index's close holds a request form
// where the calendar would be; home and pricing then ask once, in their contact band.
// (With a calendar, consent.test.ts.)
let site: LiveSite;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await smtpSink();
  site = await liveSite({ OUTBOX_WORKER: 'false', SMTP_URL: smtp.url, LEADS_TO: 'sales@lotrecht.example' });
});
afterAll(async () => {
  await site.close();
  await smtp.stop();
});

const humanPause = (page: Page) => page.waitForTimeout(1600);
const focused = (page: Page) => page.evaluate(() => [document.activeElement?.closest('form')?.id, document.activeElement?.getAttribute('name')]);

/** The next Saturday within the days the form would otherwise offer. */
function nextSaturday(): string {
  const { first } = offeredDays(new Date());
  let day = new Date(`${first}T00:00:00Z`);
  while (day.getUTCDay() !== 6) day = new Date(day.getTime() + 86_400_000);
  return day.toISOString().slice(0, 10);
}

describe('booking without a calendar', () => {
  it('leads from the home page\'s "Demo anfragen" to its contact band, where the demo is the first step', async () => {
    const page = await site.newPage(1280, 900);
    await open(page, `${site.baseUrl}/de`);
    const link = page.getByRole('link', { name: 'Demo anfragen' });
    expect(await link.getAttribute('href')).toBe('#contact');
    expect(await page.getByRole('link', { name: 'Termin buchen' }).count()).toBe(0);
  });

  it('takes the appointment request by keyboard from its first field, sends it, and it reaches sales', async () => {
    const page = await site.newPage(1280, 900);
    const errors = collectErrors(page);
    await open(page, `${site.baseUrl}/de/workflows#booking`);
    await hydrateSection(page, 'closing-cta');
    await page.locator('form#booking').evaluate((form) => form.scrollIntoView({ block: 'start' }));

    const form = page.locator('form#booking');
    expect(await form.getByRole('heading', { level: 2 }).textContent()).toBe('Termin für eine Demo anfragen');
    const top = await form.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(900 / 2);
    const group = form.getByRole('group', { name: 'Wunschtermin' });
    const day = group.getByLabel('Tag', { exact: true });
    const { first, last } = offeredDays(new Date());
    expect([await day.getAttribute('type'), await day.getAttribute('min'), await day.getAttribute('max')]).toEqual(['date', first, last]);
    expect(await group.getByRole('group', { name: 'Uhrzeit' }).getByRole('radio').count()).toBe(3);
    expect(await wcagViolations(page, 'form#booking')).toEqual([]);

    // The keyboard alone from the first field on.
    const before = await storeCounts(site.app);
    await form.getByRole('textbox', { name: 'Vor- und Nachname' }).focus();
    expect(await focused(page)).toEqual(['booking', 'name']);
    await page.keyboard.type('Tom Termin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('tom@gu.example');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual(['booking', 'preferredDay']);
    // The date field's own segments follow the browser's language, not the page's: the picker is
    // Chromium's, so the test sets the value and goes on by keyboard from the field.
    await day.fill(first);
    expect(await focused(page)).toEqual(['booking', 'preferredDay']);
    // Tab walks through the date's day, month and year before it leaves the field.
    for (let presses = 0; presses < 4 && (await focused(page))[1] === 'preferredDay'; presses++) await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual(['booking', 'timeWindow']);
    await page.keyboard.press('ArrowDown');
    expect(await group.getByRole('radio', { name: 'Mittag, 12–14 Uhr' }).isChecked()).toBe(true);
    await humanPause(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Termin anfragen');
    await page.keyboard.press('Enter');

    // It stays on the page: sales confirms the appointment, the visitor is not sent to register.
    await expect.poll(() => form.getByRole('status').textContent()).toContain('Vielen Dank! Ihre Anfrage ist bei uns.');
    expect(new URL(page.url()).pathname).toBe('/de/workflows');
    expect(await day.inputValue()).toBe('');
    expect(await group.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await storeCounts(site.app)).toEqual({ ...before, leads: before.leads + 1, outbox: before.outbox + 1 });
    const lead = await site.app.store.db.selectFrom('leads').selectAll().where('email', '=', 'tom@gu.example').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'demo', page: 'WORKFLOWS', lang: 'de', name: 'Tom Termin', preferred_day: first, time_window: 'midday' });

    smtp.received.length = 0;
    expect(await site.app.outbox.drain()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['sales@lotrecht.example']);
    expect(mail!.subject).toBe('REQUEST DEMO/WORKFLOWS');
    const [year, month, date] = first.split('-');
    expect(mail!.text).toMatch(
      new RegExp(`Wunschtermin: (Montag|Dienstag|Mittwoch|Donnerstag|Freitag), ${date}\\.${month}\\.${year}, mittags \\(12–14\u00a0Uhr\\)`),
    );
    // The upgraded date field (its limits) hydrated without a mismatch.
    expect(errors).toEqual([]);
  });

  it('says what is wrong with the day or the window, in the field, and sends nothing', async () => {
    const page = await site.newPage(1280, 900);
    await open(page, `${site.baseUrl}/de/workflows#booking`);
    await hydrateSection(page, 'closing-cta');
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()));
    const form = page.locator('form#booking');
    const day = form.getByLabel('Tag', { exact: true });
    await form.getByRole('textbox', { name: 'Vor- und Nachname' }).fill('Wanda Wochenende');
    await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('wanda@gu.example');
    await day.fill(nextSaturday());
    await form.getByRole('radio', { name: 'Vormittag, 9–12 Uhr' }).check();
    await form.getByRole('button', { name: 'Termin anfragen' }).click();

    await expect.poll(() => day.getAttribute('aria-invalid')).toBe('true');
    const described = (await day.getAttribute('aria-describedby'))!.split(' ');
    const texts = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(texts).toContain('An Wochenenden und Feiertagen bieten wir keine Termine an. Bitte wählen Sie einen Werktag.');
    expect(await focused(page)).toEqual(['booking', 'preferredDay']);
    expect(await wcagViolations(page, 'form#booking')).toEqual([]);

    // A window without a day: the day is asked for.
    await day.fill('');
    await form.getByRole('button', { name: 'Termin anfragen' }).click();
    await expect.poll(() => form.locator('[id="booking-preferredDay-error"]').textContent()).toBe('Bitte wählen Sie zur Uhrzeit auch einen Tag.');
    expect(calls).toEqual([]);
  });

  it('offers the request where the calendar would be, the close of the workflows, and no second form on home and pricing', async () => {
    for (const path of ['/de', '/en', '/de/pricing', '/en/pricing']) {
      const html = (await site.app.inject({ url: path })).body;
      expect(html, path).not.toContain('<form id="booking"');
      expect(html, path).toMatch(/<form id="contact"/);
    }
    for (const path of ['/de/workflows', '/en/workflows']) {
      const html = (await site.app.inject({ url: path })).body;
      expect(html, path).toMatch(/<form id="booking"[^>]* action="\/api\/demo"/);
      expect(html.match(/<input[^>]* name="preferredDay"[^>]*>/)?.[0], path).toContain('type="date"');
      expect(html.match(/<input[^>]* name="timeWindow"[^>]*>/g), path).toHaveLength(3);
      expect(html, path).not.toContain('data-embed="booking"');
    }
  });
});

describe('booking without JavaScript', () => {
  it('posts the request and comes back to the page with the confirmation', async () => {
    const page = await site.newPage(1280, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/en/workflows#booking`);
    const form = page.locator('form#booking');
    expect(await form.getByRole('heading', { level: 2 }).textContent()).toBe('Request a demo appointment');
    const { first } = offeredDays(new Date());
    await form.getByRole('textbox', { name: 'Full name' }).fill('Nora Noscript');
    await form.getByRole('textbox', { name: 'Email address' }).fill('nora@gu.example');
    await form.getByLabel('Day', { exact: true }).fill(first);
    await form.getByRole('radio', { name: 'Afternoon, 2–5 pm' }).check();
    await form.getByRole('button', { name: 'Request appointment' }).click();
    await page.waitForURL('**/en/workflows#booking-sent');
    expect(await page.locator('#booking-sent').isVisible()).toBe(true);
    expect(await page.locator('#booking-sent').textContent()).toContain('Thank you! Your request has reached us.');
    const lead = await site.app.store.db.selectFrom('leads').selectAll().where('email', '=', 'nora@gu.example').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'demo', page: 'WORKFLOWS', lang: 'en', preferred_day: first, time_window: 'afternoon' });
  });
});
