// The pricing page: three models without amounts, the model finder by keyboard with its
// recommendation, the offer it writes into the contact form, the page without JavaScript, and the
// section shown only on small screens.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite({ OUTBOX_WORKER: 'false' });
});
afterAll(() => site.close());

type PricingCopy = {
  models: { price: string; items: Record<'users' | 'projects' | 'enterprise', { name: string }> };
  finder: {
    typicalEyebrow: string;
    submit: string;
    missing: string;
    offer: string;
    questions: Record<'team' | 'projects' | 'partners' | 'infrastructure', { short: string; options: Record<string, string> }>;
  };
};
const copyOf = (lang: 'de' | 'en'): PricingCopy => JSON.parse(readFileSync(`locales/${lang}/pricing.json`, 'utf8'));

const activeElement = (page: Page) =>
  page.evaluate(() => ({ id: document.activeElement?.id, tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));

/**
 * Answers the four questions by keyboard alone, starting on the first radio: Space checks the focused
 * option, the arrow keys move the choice within a group, Tab goes on to the next group and finally to
 * the button, which Enter presses. `picks` is the index of the answer per question.
 */
async function answerByKeyboard(page: Page, picks: readonly number[]) {
  await page.locator('input[name="finder-team"]').first().focus();
  for (const pick of picks) {
    await page.keyboard.press('Space');
    for (let step = 0; step < pick; step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
  }
}

describe.each(['de', 'en'] as const)('pricing page in %s', (lang) => {
  const copy = copyOf(lang);

  it('shows the three models, each at a price on request, and no amount of money', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/pricing`);
    const cards = page.locator('#models [data-model]');
    expect(await cards.count()).toBe(3);
    for (const [index, model] of (['users', 'projects', 'enterprise'] as const).entries()) {
      expect(await cards.nth(index).getAttribute('data-model')).toBe(model);
      expect(await cards.nth(index).locator('h3').textContent()).toBe(copy.models.items[model].name);
      expect(await cards.nth(index).textContent()).toContain(copy.models.price);
    }
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/[€$£]|\b(EUR|USD|Euro)\b|\d+\s*,-/);
    await page.close();
  });

  it('recommends a model for answers given by keyboard, moves focus to it and writes the offer into the form', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/pricing`);
    await hydrateSection(page, 'finder');
    // Before any answer the panel names a starting model, marked as such, not an empty box.
    const typical = page.locator('#finder [data-typical]');
    expect(await typical.getAttribute('data-typical')).toBe('projects');
    expect(await typical.textContent()).toContain(copy.finder.typicalEyebrow);
    // Up to 10 people, 4 to 15 projects, mostly the own team, the Lotrecht cloud: a steady team.
    await answerByKeyboard(page, [0, 1, 0, 0]);
    expect((await activeElement(page)).text).toBe(copy.finder.submit);
    await page.keyboard.press('Enter');

    // Focus moves to the result's heading, which screen readers read out; it names the model.
    await expect.poll(async () => (await activeElement(page)).id).toBe('finder-result');
    expect((await activeElement(page)).text).toContain(copy.models.items.users.name);
    expect(await page.locator('[data-recommended]').getAttribute('data-recommended')).toBe('users');
    expect(await wcagViolations(page, '#finder')).toEqual([]);

    // The next Tab stop is the offer button; it fills the form's message and sends focus to the form.
    await page.keyboard.press('Tab');
    expect((await activeElement(page)).text).toBe(copy.finder.offer);
    await page.keyboard.press('Enter');
    const message = page.locator('textarea#contact-message');
    await expect.poll(() => message.inputValue()).toContain(copy.models.items.users.name);
    const filled = await message.inputValue();
    expect(filled).toContain(`${copy.finder.questions.team.short}: ${copy.finder.questions.team.options.small}`);
    expect(filled).toContain(`${copy.finder.questions.projects.short}: ${copy.finder.questions.projects.options.several}`);
    expect(filled).toContain(`${copy.finder.questions.infrastructure.short}: ${copy.finder.questions.infrastructure.options.cloud}`);
    await expect.poll(async () => (await activeElement(page)).id).toBe('contact-name');
    expect(await wcagViolations(page)).toEqual([]);
    await page.close();
  });

  it('recommends the project-based and the enterprise model where they fit, and a changed answer asks again', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/pricing`);
    await hydrateSection(page, 'finder');
    // 11 to 50 people, 4 to 15 projects, many external partners, the Lotrecht cloud.
    await answerByKeyboard(page, [1, 1, 1, 0]);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await activeElement(page)).id).toBe('finder-result');
    expect((await activeElement(page)).text).toContain(copy.models.items.projects.name);

    // Own hosting or VR instead: the recommendation is gone until the visitor asks again.
    const ownHosting = page.locator('input[name="finder-infrastructure"]').nth(2);
    await ownHosting.focus();
    await page.keyboard.press('Space');
    expect(await page.locator('[data-recommended]').count()).toBe(0);
    await page.locator('#finder button[type="submit"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await activeElement(page)).id).toBe('finder-result');
    expect((await activeElement(page)).text).toContain(copy.models.items.enterprise.name);
    await page.close();
  });

  it('asks for the open questions instead of guessing, with focus on the first of them', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/pricing`);
    await hydrateSection(page, 'finder');
    await page.locator('input[name="finder-team"]').first().focus();
    await page.keyboard.press('Space');
    await page.locator('#finder button[type="submit"]').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#finder [role="alert"]').textContent()).toBe(copy.finder.missing);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('finder-projects');
    expect(await page.locator('[data-recommended]').count()).toBe(0);
    await page.close();
  });

  it("names the model in the form's message when a card's offer link is used", async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/pricing`);
    await hydrateSection(page, 'models');
    await page.locator('#models [data-model="enterprise"] a[href="#contact"]').click();
    await expect.poll(() => page.locator('textarea#contact-message').inputValue()).toContain(copy.models.items.enterprise.name);
    await expect.poll(async () => (await activeElement(page)).id).toBe('contact-name');
    await page.close();
  });

  it("keeps every section when the hero's in-page link is followed before they loaded", async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/pricing`);
    await page.locator('#page-title ~ div a[href="#contact"]').click();
    await page.waitForSelector('[data-lazy-section="contact-band"][data-hydrated="true"]');
    expect(await page.locator('form#contact').isVisible()).toBe(true);
    expect(page.url()).toMatch(/#contact$/);
    // The sections between the hero and the form, which had not loaded, are still there.
    expect(await page.locator('#models [data-model]').count()).toBe(3);
    expect(await page.locator('#finder fieldset').count()).toBe(4);
    expect(await page.locator('#faq summary, #faq h3').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the models and the contact form without JavaScript, and the finder as a hint', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/${lang}/pricing`);
    expect(await page.locator('#models [data-model]').count()).toBe(3);
    for (const model of ['users', 'projects', 'enterprise']) expect(await page.locator(`#models [data-model="${model}"]`).isVisible()).toBe(true);
    const form = page.locator('form#contact');
    expect(await form.getAttribute('action')).toBe('/api/contact');
    expect(await form.locator('textarea[name="message"]').isVisible()).toBe(true);
    expect(await page.locator('#finder fieldset').first().isVisible()).toBe(false);
    expect(await page.locator('#finder button').count()).toBeGreaterThan(0);
    expect(await page.locator('#finder button').first().isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows the call-us section on a 375 px phone and removes it (display: none) at 1440 px', async () => {
    const phone = await site.newPage(375, 800);
    await open(phone, `${site.baseUrl}/${lang}/pricing`);
    const onPhone = phone.locator('#call');
    expect(await onPhone.isVisible()).toBe(true);
    expect(await onPhone.locator('a[href^="tel:"]').isVisible()).toBe(true);
    await phone.close();

    const desktop = await site.newPage(1440, 900);
    await open(desktop, `${site.baseUrl}/${lang}/pricing`);
    const onDesktop = desktop.locator('#call');
    expect(await onDesktop.count()).toBe(1);
    expect(await onDesktop.evaluate((element) => getComputedStyle(element).display)).toBe('none');
    expect(await onDesktop.isVisible()).toBe(false);
    await desktop.close();
  });
});
