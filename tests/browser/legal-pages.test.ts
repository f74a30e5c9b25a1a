// The legal pages as a visitor meets them, in both languages: the privacy notice's structure (9 blocks
// with anchors, the table of contents, the controller and DPO first, the sub-sections of the usual build, which
// configures no analytics: consent.test.ts has the configured build's 13/6/5) in the prerendered HTML,
// its promised retention periods and cookie lifetimes, the imprint's company details from site.ts,
// the accessibility statement reached from every footer and listed in the sitemap, and zero axe violations.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyBlocks } from '../../app/pages/privacy/content.ts';
import { languages } from '../../app/shared/languages.ts';
import { allPages, pathTo } from '../../app/shared/pages.ts';
import { companyLegal, site as siteConfig } from '../../app/shared/site.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { type LiveSite, liveSite, open } from '../support/live-site.ts';

const config = { company: { ...siteConfig.company, ...companyLegal } };
/** The usual build has no analytics or advertising configured. */
const privacyBlocksBuilt = privacyBlocks('none');

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

/** The page as prerendered, without its script: what the structure must already be. */
async function staticPage(path: string): Promise<Page> {
  const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
  const response = await page.goto(site.baseUrl + path);
  expect(response?.status()).toBe(200);
  return page;
}

// Without analytics the notice has no analytics data to keep (14 months): consent.test.ts checks that on the configured build.
const facts = {
  de: ['spätestens 6 Monate', 'nach 30 Tagen', '„lang“ (Inhalt: „de“ oder „en“) für 1 Jahr', 'Notwendige Cookies: 1 Jahr'],
  en: ['no later than 6 months', 'after 30 days', '“lang” (value “de” or “en”) for 1 year', 'Necessary cookies: 1 year'],
};

describe.each(languages)('privacy notice (%s)', (lang) => {
  it('has 9 blocks as h2 with anchors, each linked from the table of contents', async () => {
    const page = await staticPage(pathTo('privacy', lang));
    const ids = await page.locator('article h2').evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(ids).toEqual(privacyBlocksBuilt.map((block) => block.id));
    const targets = await page.locator('nav[aria-labelledby="toc-title"] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(targets).toEqual(ids.map((id) => `#${id}`));
    await page.close();
  });

  it('opens with the controller and the DPO, then 13 sub-sections in block 2 and in blocks 3 and 4 those of what is configured', async () => {
    const page = await staticPage(pathTo('privacy', lang));
    const perBlock = await page
      .locator('article h2')
      .evaluateAll((headings) => headings.map((heading) => heading.parentElement?.querySelectorAll('h3').length ?? 0));
    expect(perBlock).toEqual(privacyBlocksBuilt.map((block) => block.sections?.length ?? 0));
    expect(perBlock.slice(1, 4)).toEqual([13, 4, 0]);
    // The first block names who is responsible, and no glossary of the GDPR's definitions precedes it.
    expect(perBlock[0]).toBe(2);
    expect(await page.locator('article h3').evaluateAll((headings) => headings.slice(0, 2).map((heading) => heading.id))).toEqual([
      'controller-company',
      'controller-dpo',
    ]);
    expect(await page.locator('#overview-definitions').count()).toBe(0);
    await page.close();
  });

  it('states the retention periods, the cookie lifetimes, the authority and the controller', async () => {
    const page = await staticPage(pathTo('privacy', lang));
    // textContent, not innerText: the blocks below the first screen are not rendered until they come
    // near the viewport (content-visibility), and innerText leaves out what is not rendered.
    const text = (await page.locator('article').textContent())!.replace(/\s+/g, ' ');
    for (const fact of facts[lang]) expect(text, fact).toContain(fact);
    expect(text).toContain('Alt-Moabit 59–61, 10555 Berlin');
    expect(text).toContain(config.company.dataProtectionOfficer.email);
    expect(text).toContain(`${config.company.postalCode} ${config.company.city}`);
    expect(await page.locator('#cookies-browsers ~ ul a[href^="https://"]').count()).toBeGreaterThanOrEqual(5);
    await page.close();
  });

  it('brings a block into view below the sticky header from the table of contents, without axe violations', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, site.baseUrl + pathTo('privacy', lang));
    await page.locator('nav[aria-labelledby="toc-title"] a[href="#objection"]').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#objection');
    const { top, headerBottom } = await page.evaluate(() => ({
      top: document.getElementById('objection')!.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }));
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(headerBottom + 100);
    expect(await wcagViolations(page)).toEqual([]);
    await page.close();
  });
});

describe.each(languages)('imprint (%s)', (lang) => {
  it('shows every company field of the configuration, without axe violations', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, site.baseUrl + pathTo('imprint', lang));
    const text = await page.locator('article').innerText();
    const { company } = config;
    for (const value of [
      company.name,
      company.street,
      `${company.postalCode} ${company.city}`,
      company.phone,
      company.email,
      ...company.managingDirectors,
      company.register.court,
      company.register.number,
      company.vatId,
      company.economicId,
      company.insurance.insurer,
      company.insurance.street,
      `${company.insurance.postalCode} ${company.insurance.city}`,
    ]) {
      expect(text, value).toContain(value);
    }
    // The configuration still holds the shipped example: the site-wide notice says so, the document does not again.
    expect(await page.locator('[data-example-marker]').count()).toBe(1);
    expect(await page.locator('article [role="note"]').count()).toBe(0);
    expect(await wcagViolations(page)).toEqual([]);
    await page.close();
  });
});

describe.each(languages)('accessibility statement (%s)', (lang) => {
  it('is reached from the footer and names its target, without axe violations', async () => {
    const page = await site.newPage(1440, 900);
    await open(page, `${site.baseUrl}/${lang}/pricing`);
    await page.locator(`footer a[href="${pathTo('accessibility', lang)}"]`).click();
    await page.waitForURL(`**${pathTo('accessibility', lang)}`);
    await expect.poll(() => page.locator('h1').innerText()).toMatch(lang === 'de' ? /Barrierefreiheit/ : /Accessibility/);
    expect(await page.locator('article').innerText()).toContain('WCAG 2.2');
    expect(await page.locator(`article a[href="mailto:${config.company.accessibilityEmail}"]`).count()).toBe(1);
    expect(await wcagViolations(page)).toEqual([]);
    await page.close();
  });

  it('is linked from the footer of every page', async () => {
    const page = await site.newPage(1440, 900, { javaScriptEnabled: false });
    for (const ref of allPages()) {
      await page.goto(site.baseUrl + pathTo(ref, lang));
      // The footer's link sections, not its language switch (which links the statement to itself there).
      expect(await page.locator(`footer nav a[href="${pathTo('accessibility', lang)}"]`).count(), pathTo(ref, lang)).toBe(1);
    }
    await page.close();
  });
});

it('lists the accessibility statement in the sitemap in both languages', async () => {
  const response = await fetch(`${site.baseUrl}/sitemap.xml`);
  const sitemap = await response.text();
  for (const lang of languages) expect(sitemap).toContain(`${pathTo('accessibility', lang)}</loc>`);
});
