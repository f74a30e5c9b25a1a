import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

    const email = page.getByRole('textbox', { name: 'Your e-mail address' });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    for (const bad of ['', 'name@company', 'name company@x.de', '@company.com']) {
      await email.fill(bad);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => email.getAttribute('aria-invalid'), { message: bad }).toBe('true');
    }
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('valid e-mail address');
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
