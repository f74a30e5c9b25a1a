import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { storeCounts } from '../support/api.ts';
import { hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite({ OUTBOX_WORKER: 'false' });
});
afterAll(() => site.close());

/** Requests the page sends to the API, from the moment this is called. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/') && calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
  return calls;
}

// A visitor who allowed analytics, so the form events reach the data layer (without that consent
// nothing is recorded: consent.test.ts).
const withAnalytics = () => site.newPage(1280, 900, { consent: { analytics: true, marketing: false } });

// The server drops forms sent faster than a person types (1.5 s); tests type like people.
const humanPause = (page: Page) => page.waitForTimeout(1600);

describe('contact form', () => {
  it('sends nothing without name and address, marks both invalid, says why and focuses the first', async () => {
    const page = await withAnalytics();
    await open(page, `${site.baseUrl}/en`);
    await hydrateSection(page, 'contact-band');
    const calls = apiCalls(page);
    const form = page.locator('form#contact');
    await form.getByRole('button', { name: 'Request a demo' }).click();

    const name = form.getByRole('textbox', { name: 'Full name' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    // The rules load with the form's first focus; the answer comes a moment after the click.
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await name.getAttribute('aria-describedby')}"]`).textContent()).toBe('Please enter your full name.');
    expect(await page.locator(`[id="${await email.getAttribute('aria-describedby')}"]`).textContent()).toBe('Please enter your email address.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await name.getAttribute('required')).not.toBeNull();
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    expect(await wcagViolations(page, 'form#contact')).toEqual([]);

    await name.fill('Anna Schmidt');
    await email.fill('anna@firma');
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('sends, clears the fields, announces the confirmation and reports the event', async () => {
    const page = await withAnalytics();
    await open(page, `${site.baseUrl}/en`);
    await hydrateSection(page, 'contact-band');
    const before = await storeCounts(site.app);
    const form = page.locator('form#contact');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Anna Schmidt');
    await form.getByRole('textbox', { name: 'Email address' }).fill('anna@planung.example');
    await form.getByRole('textbox', { name: 'Your message' }).fill('Please call me about our hospital project.');
    await humanPause(page);
    await form.getByRole('button', { name: 'Request a demo' }).click();

    const status = form.getByRole('status');
    await expect.poll(() => status.textContent()).toContain('Thank you! Your demo request is on its way');
    for (const label of ['Full name', 'Email address', 'Your message']) {
      expect(await form.getByRole('textbox', { name: label }).inputValue(), label).toBe('');
    }
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'contact_request', page: 'HOMEPAGE' }]);
    expect((await storeCounts(site.app)).leads).toBe(before.leads + 1);
    const lead = await site.app.store.db.selectFrom('leads').selectAll().where('email', '=', 'anna@planung.example').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      kind: 'contact',
      name: 'Anna Schmidt',
      page: 'HOMEPAGE',
      lang: 'en',
      message: 'Please call me about our hospital project.',
    });
  });

  it('tries again with the same Idempotency-Key when the answer is lost on the way, and the request is stored once', async () => {
    const page = await withAnalytics();
    await open(page, `${site.baseUrl}/en`);
    await hydrateSection(page, 'contact-band');
    const keys: string[] = [];
    // The first request reaches the server, but a proxy's 502 comes back instead of its answer.
    await page.route('**/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const response = await route.fetch();
      if (keys.length === 1) await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
      else await route.fulfill({ response });
    });
    const before = await storeCounts(site.app);
    const form = page.locator('form#contact');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Jonas Weber');
    await form.getByRole('textbox', { name: 'Email address' }).fill('jonas@bau.example');
    await humanPause(page);
    await form.getByRole('button', { name: 'Request a demo' }).click();

    // The retry follows within a second, and the visitor reads "Sending …" until the thank-you.
    await expect.poll(() => form.getByRole('status').textContent(), { timeout: 10_000 }).toContain('Thank you! Your demo request is on its way');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await storeCounts(site.app)).toEqual({ ...before, leads: before.leads + 1, outbox: before.outbox + 1 });
  });

  it('keeps what was typed and says so when the server refuses the request', async () => {
    const page = await withAnalytics();
    await open(page, `${site.baseUrl}/de/product/task-and-issue-management`);
    await hydrateSection(page, 'contact-band');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: '{"ok":false,"errors":[{"field":"","code":"idempotencyKeyReused"}]}' }),
    );
    const form = page.locator('form#contact');
    await form.getByRole('textbox', { name: 'Vor- und Nachname' }).fill('Bernd Bauer');
    await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('bernd@bau.example');
    await form.getByRole('textbox', { name: 'Telefonnummer' }).fill('+49 30 123456');
    await form.getByRole('button', { name: 'Demo anfragen' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('Das Senden hat nicht geklappt');
    expect(await form.getByRole('textbox', { name: 'Telefonnummer' }).inputValue()).toBe('+49 30 123456');
    expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
    // A refused request is not kept for later.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lotrecht.waiting-send.')))).toEqual([]);
  });

  it('keeps trying with the same key while the network is gone, says it is still sending, and sends once it is back', async () => {
    const page = await withAnalytics();
    await open(page, `${site.baseUrl}/de/product/task-and-issue-management`);
    await hydrateSection(page, 'contact-band');
    const keys: string[] = [];
    await page.route('**/api/contact', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.abort('internetdisconnected');
    });
    const before = await storeCounts(site.app);
    const form = page.locator('form#contact');
    await form.getByRole('textbox', { name: 'Vor- und Nachname' }).fill('Bernd Bauer');
    await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('bernd.bauer@bau.example');
    await humanPause(page);
    await form.getByRole('button', { name: 'Demo anfragen' }).click();
    await expect.poll(() => keys.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(await form.getByRole('status').textContent()).toContain('Wird noch gesendet');
    expect(await form.locator('[role="alert"]').textContent()).toBe('');
    expect(await form.getByRole('button', { name: 'Demo anfragen' }).isDisabled()).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Vor- und Nachname' }).inputValue()).toBe('Bernd Bauer');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lotrecht.waiting-send.')))).toHaveLength(1);
    expect(await wcagViolations(page, 'form#contact')).toEqual([]);

    await page.unroute('**/api/contact');
    await expect
      .poll(() => form.getByRole('status').textContent(), { timeout: 20_000 })
      .toContain('Vielen Dank! Wir rufen Sie innerhalb eines Werktags an');
    expect(new Set(keys).size).toBe(1);
    expect(await storeCounts(site.app)).toEqual({ ...before, leads: before.leads + 1, outbox: before.outbox + 1 });
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'contact_request', page: 'TASKISSUE' }]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lotrecht.waiting-send.')))).toEqual([]);
  });
});

describe('demo form', () => {
  it('sends the request and takes the visitor to the registration page', async () => {
    const page = await withAnalytics();
    await page.route('https://app.lotrecht.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Register</title>' }));
    // The page is gone by the time the test could read window.dataLayer; the event is reported on the way.
    const pushed: unknown[] = [];
    await page.exposeFunction('reportPush', (entry: unknown) => pushed.push(entry));
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      layer.push = (...entries: unknown[]) => {
        for (const entry of entries) (window as unknown as { reportPush(e: unknown): void }).reportPush(entry);
        return Array.prototype.push.apply(layer, entries);
      };
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    });
    await open(page, `${site.baseUrl}/en/product/dms`);
    const form = page.locator('form#signup');
    expect(await form.getAttribute('aria-labelledby')).toBe('signup-title');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Ben Weber');
    await form.getByRole('textbox', { name: 'Email address' }).fill('ben@weber-bau.example');
    await humanPause(page);
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await page.waitForURL('https://app.lotrecht.example/register');
    expect(pushed).toEqual([{ event: 'demo_request', page: 'DMS' }]);
    const lead = await site.app.store.db.selectFrom('leads').selectAll().where('email', '=', 'ben@weber-bau.example').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'demo', page: 'DMS' });
  });
});

describe('newsletter form', () => {
  it('signs up and asks the visitor to confirm by mail', async () => {
    const page = await withAnalytics();
    await open(page, `${site.baseUrl}/en/pricing`);
    await hydrateSection(page, 'newsletter');
    const form = page.locator('form#newsletter');
    await form.getByRole('textbox', { name: 'Your email address' }).fill('clara@ingenieure.example');
    await humanPause(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('please click the link in the email');
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'newsletter_signup', page: 'PRICING' }]);
    const subscriber = await site.app.store.db
      .selectFrom('subscribers')
      .selectAll()
      .where('email', '=', 'clara@ingenieure.example')
      .executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({ status: 'pending', lang: 'en', page: 'PRICING' });
  });
});

describe('without JavaScript', () => {
  it('posts the form and comes back to the page with the result', async () => {
    const page = await site.newPage(1280, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/de/product/task-and-issue-management`);
    const form = page.locator('form#contact');
    await form.getByRole('textbox', { name: 'Vor- und Nachname' }).fill('Carla Conrad');
    await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('carla@gu.example');
    await form.getByRole('button', { name: 'Demo anfragen' }).click();
    await page.waitForURL('**/de/product/task-and-issue-management#contact-sent');
    expect(await page.locator('#contact-sent').isVisible()).toBe(true);
    expect(await page.locator('#contact-sent').textContent()).toContain('Vielen Dank');
    expect(await page.locator('#contact-invalid').isVisible()).toBe(false);
    const lead = await site.app.store.db.selectFrom('leads').selectAll().where('email', '=', 'carla@gu.example').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: 'Carla Conrad', page: 'TASKISSUE', lang: 'de' });
  });

  it('comes back with a notice when the input was not valid', async () => {
    const page = await site.newPage(1280, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/en`);
    const before = await storeCounts(site.app);
    await page.locator('form#contact').getByRole('button', { name: 'Request a demo' }).click();
    await page.waitForURL('**/en#contact-invalid');
    expect(await page.locator('#contact-invalid').isVisible()).toBe(true);
    expect(await storeCounts(site.app)).toEqual(before);
  });
});
