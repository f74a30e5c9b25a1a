import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterConsentVersion } from '../../app/shared/newsletter.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { newToken } from '../../server/leads/tokens.ts';
import { hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

describe('newsletter form in the footer', () => {
  it('sends nothing for an address without the spec’s shape and says why, next to the field', async () => {
    const page = await site.newPage();
    await open(page, `${site.baseUrl}/en/pricing`);
    // The footer's form hydrates when the visitor comes near it.
    await hydrateSection(page, 'newsletter');
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && sent.push(request.url()));

    const email = page.getByRole('textbox', { name: 'Your email address' });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    for (const bad of ['', 'name@company', 'name company@x.de', '@company.com']) {
      await email.fill(bad);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => email.getAttribute('aria-invalid'), { message: bad }).toBe('true');
    }
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('valid email address');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(new URL(page.url()).pathname).toBe('/en/pricing');
    expect(sent).toEqual([]);

    await email.fill('name@company.com');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the message in German on German pages', async () => {
    const page = await site.newPage();
    await open(page, `${site.baseUrl}/de`);
    await hydrateSection(page, 'newsletter');
    await page.getByRole('button', { name: 'Abonnieren' }).click();
    const email = page.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
  });
});

describe('newsletter links in the mail', () => {
  /** A sign-up waiting for its confirmation, and the two links its mail carries. */
  async function pendingSubscriber(email: string, lang: 'de' | 'en') {
    const confirm = newToken();
    const unsubscribe = newToken();
    await site.app.store.db
      .insertInto('subscribers')
      .values({
        id: randomUUID(),
        email,
        lang,
        page: 'HOMEPAGE',
        status: 'pending',
        confirm_token_hash: confirm.hash,
        confirm_expires_at: new Date(Date.now() + 3600_000).toISOString(),
        unsubscribe_token_hash: unsubscribe.hash,
        consent_version: newsletterConsentVersion,
        signup_at: new Date().toISOString(),
        signup_ip: '203.0.113.1',
        confirmed_at: null,
        unsubscribed_at: null,
      })
      .execute();
    return {
      confirm: `${site.baseUrl}/api/newsletter/confirm?token=${confirm.token}`,
      unsubscribe: `${site.baseUrl}/api/newsletter/unsubscribe?token=${unsubscribe.token}`,
    };
  }
  const statusOf = async (email: string) =>
    (await site.app.store.db.selectFrom('subscribers').select('status').where('email', '=', email).executeTakeFirstOrThrow()).status;

  it('asks before it confirms, so a mail scanner opening the link confirms nothing; the button confirms, without JavaScript too', async () => {
    const links = await pendingSubscriber('scanner@firma.example', 'de');
    const page = await site.newPage(1280, 900, { javaScriptEnabled: false });
    await page.goto(links.confirm);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bitte bestätigen Sie Ihre Anmeldung');
    expect(await statusOf('scanner@firma.example')).toBe('pending');
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await page.waitForURL('**/de/newsletter/confirmed');
    expect(await statusOf('scanner@firma.example')).toBe('confirmed');
    await page.context().close();
  });

  it('asks before it unsubscribes, and the page passes axe with the script running', async () => {
    const links = await pendingSubscriber('leaving@firma.example', 'en');
    const page = await site.newPage();
    await page.goto(links.unsubscribe);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await wcagViolations(page)).toEqual([]);
    expect(await statusOf('leaving@firma.example')).toBe('pending');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.waitForURL('**/en/newsletter/unsubscribed');
    expect(await statusOf('leaving@firma.example')).toBe('unsubscribed');
    await page.context().close();
  });
});
