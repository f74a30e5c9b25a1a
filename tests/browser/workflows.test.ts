// The workflow pages (spec section 2, issue 9): the index's cards and roles, the feature tabs and the
// screenshot carousel by count, keyboard and clock, their no-JavaScript form, the reset on a change of
// audience, the builders' art-directed banner, and axe with the widgets in use, in both languages.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardViews } from '../../app/pages/workflows/cards.ts';
import { languages } from '../../app/shared/languages.ts';
import { pathTo, type WorkflowName, workflowNames } from '../../app/shared/pages.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';

const counts: Record<WorkflowName, { options: number; slides: number }> = {
  architects: { options: 9, slides: 0 },
  'bim-managers': { options: 9, slides: 7 },
  'general-contractors': { options: 6, slides: 6 },
  builders: { options: 6, slides: 4 },
};
const cases = languages.flatMap((lang) => workflowNames.map((name) => ({ lang, name, path: pathTo({ id: 'workflow', workflowName: name }, lang) })));

let site: LiveSite;
let page: Page;
let noScript: Page;
beforeAll(async () => {
  site = await liveSite();
  page = await site.newPage(1440, 900);
  noScript = await site.newPage(1440, 900, { javaScriptEnabled: false });
});
afterAll(() => site.close());

const tabsIn = (target: Page) => target.locator('[data-lazy-section="workflow-features"] [role="tab"]');
const carouselIn = (target: Page) => target.locator('[aria-roledescription="carousel"]');
const slidesIn = (target: Page) => target.locator('[aria-roledescription="slide"]');
const activeSlide = (target: Page) => slidesIn(target).evaluateAll((slides) => slides.findIndex((slide) => !slide.hasAttribute('inert')));
const progress = async (carousel: Locator) => Number(await carousel.getAttribute('data-progress'));
const round = (value: number) => Math.round(value * 100) / 100;

describe.each(languages)('workflow index (%s)', (lang) => {
  it('shows four audience cards leading to the four pages, each with its picture', async () => {
    await open(page, site.baseUrl + pathTo('workflows', lang));
    const cards = page.locator('main section[aria-labelledby="page-title"] li h2 a');
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      workflowNames.map((name) => `/${lang}/workflows/${name}`),
    );
    const images = page.locator('section[aria-labelledby="page-title"] li:has(h2) img');
    await images.evaluateAll((all) => Promise.all(all.map((image) => (image as HTMLImageElement).decode().catch(() => undefined))));
    const pictures = await images.evaluateAll((all) =>
      all.map((image) => ({
        src: (image as HTMLImageElement).currentSrc,
        natural: (image as HTMLImageElement).naturalWidth,
        shown: image.getBoundingClientRect().width,
        priority: image.getAttribute('fetchpriority'),
      })),
    );
    // Each card shows the product's own list for that role, in the page's language, never wider than drawn.
    expect(pictures.map((picture) => picture.src)).toEqual(
      workflowNames.map((name) => expect.stringContaining(`/media/view-site-card-${name}-desktop-${lang}-`)),
    );
    for (const [index, picture] of pictures.entries()) {
      expect(picture.natural).toBeGreaterThan(0);
      expect(picture.shown).toBeLessThanOrEqual(cardViews[workflowNames[index]!].desktop.width);
    }
    // The first is the first screen's largest picture on a phone: fetched first.
    expect(pictures.map((picture) => picture.priority)).toEqual(['high', null, null, null]);
  });

  it('names the other three audiences and leads them to the architects, builders and bim-managers pages', async () => {
    await open(page, site.baseUrl + pathTo('workflows', lang));
    await hydrateSection(page, 'roles');
    const target = (id: string) => page.locator(`[data-audience="${id}"]`).getAttribute('href');
    expect(await target('civilEngineers')).toBe(`/${lang}/workflows/architects`);
    expect(await target('projectDevelopers')).toBe(`/${lang}/workflows/builders`);
    expect(await target('projectControllers')).toBe(`/${lang}/workflows/bim-managers`);
    expect(await page.locator('[data-audience]').count()).toBe(7);
    // The cards name them too, on the card of the page they read.
    const civil = lang === 'de' ? 'Auch für Bauingenieure' : 'Also for civil engineers';
    expect(await page.locator('section[aria-labelledby="page-title"] li:has(h2)').first().textContent()).toContain(civil);
  });
});

describe.each(cases)('$path', ({ name, path }) => {
  it(`has ${counts[name].options} feature tabs and ${counts[name].slides} slides`, async () => {
    await open(page, site.baseUrl + path);
    await hydrateSection(page, 'workflow-features');
    expect(await tabsIn(page).count()).toBe(counts[name].options);
    expect(await page.locator('[role="tabpanel"]:not([hidden])').count()).toBe(1);
    expect(await tabsIn(page).first().getAttribute('aria-selected')).toBe('true');
    if (counts[name].slides === 0) {
      expect(await carouselIn(page).count()).toBe(0);
    } else {
      await hydrateSection(page, 'workflow-slider');
      expect(await slidesIn(page).count()).toBe(counts[name].slides);
      const total = counts[name].slides;
      const labels = await slidesIn(page).evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
      expect(labels[0]).toMatch(new RegExp(`^1 (von|of) ${total}$`));
      expect(labels[total - 1]).toMatch(new RegExp(`^${total} (von|of) ${total}$`));
      expect(await carouselIn(page).getAttribute('aria-label')).toBeTruthy();
      // The rotation control is the carousel's first control.
      const first = carouselIn(page).locator('button').first();
      expect(await first.getAttribute('aria-label')).toMatch(/anhalten|stop/i);
    }
  });

  it('shows every option and every slide with its title without JavaScript', async () => {
    await noScript.goto(site.baseUrl + path);
    const panels = noScript.locator('[data-lazy-section="workflow-features"] article');
    expect(await panels.count()).toBe(counts[name].options);
    for (const panel of await panels.all()) {
      expect(await panel.isVisible()).toBe(true);
      expect((await panel.locator('h3').textContent())?.length).toBeGreaterThan(5);
    }
    // The list above them leads to each one.
    const anchors = await noScript
      .locator('[data-lazy-section="workflow-features"] nav a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(anchors).toHaveLength(counts[name].options);
    for (const anchor of anchors) expect(await noScript.locator(`[id="${anchor!.slice(1)}"]`).count()).toBe(1);

    expect(await slidesIn(noScript).count()).toBe(counts[name].slides);
    if (counts[name].slides > 0) {
      for (const slide of await slidesIn(noScript).all()) expect((await slide.locator('h3').textContent())?.length).toBeGreaterThan(3);
      // A strip that scrolls sideways, so every slide can be reached.
      const strip = noScript.locator('[aria-roledescription="carousel"] > div').first();
      expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX === 'auto')).toBe(
        true,
      );
    }
  });

  it('has no layout shift over 0.01 on load and no axe violations with the tabs and the carousel in use', async () => {
    // A page of its own: opening an address again restores its scroll position, which is another test.
    const page = await site.newPage(1440, 900);
    await open(page, site.baseUrl + path);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 1000);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.01);
    await hydrateSection(page, 'workflow-features');
    await tabsIn(page).nth(2).click();
    if (counts[name].slides > 0) {
      await hydrateSection(page, 'workflow-slider');
      const carousel = carouselIn(page);
      await carousel.locator('button').last().click();
      await carousel.locator('button').first().click();
    }
    expect(await wcagViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('feature tabs by keyboard', () => {
  it('move with the arrow keys and jump with Home and End, the panel following', async () => {
    await open(page, `${site.baseUrl}/en/workflows/architects`);
    await hydrateSection(page, 'workflow-features');
    const tabs = tabsIn(page);
    const selected = () => tabs.evaluateAll((all) => all.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));
    const visiblePanel = () => page.locator('[role="tabpanel"]:not([hidden])').getAttribute('aria-labelledby');
    await tabs.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(1);
    expect(await visiblePanel()).toBe(await tabs.nth(1).getAttribute('id'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    await page.keyboard.press('End');
    expect(await selected()).toBe(8);
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(0);
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(8);
    await page.keyboard.press('Home');
    expect(await selected()).toBe(0);
    expect(await visiblePanel()).toBe(await tabs.first().getAttribute('id'));
    // Only the selected tab is in the tab sequence.
    expect(await tabs.evaluateAll((all) => all.filter((tab) => tab.getAttribute('tabindex') === '0').length)).toBe(1);
  });
});

describe('screenshot carousel with a controlled clock', () => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  /** Opens a page with the clock installed, waits for the carousel to rotate, then stops time. */
  async function rotatingCarousel(path: string, options: { reducedMotion?: 'reduce' } = {}) {
    const context = await site.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'de-DE',
      reducedMotion: options.reducedMotion ?? 'no-preference',
    });
    contexts.push(context);
    const target = await context.newPage();
    await target.clock.install({ time: new Date('2026-03-02T08:00:00Z') });
    await open(target, site.baseUrl + path);
    await hydrateSection(target, 'workflow-slider');
    const carousel = carouselIn(target);
    if (!options.reducedMotion) await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('true');
    await target.clock.pauseAt((await target.evaluate(() => Date.now())) + 500);
    // Let React settle what the last timers set before reading anything.
    await target.waitForTimeout(100);
    return { target, carousel };
  }

  /**
   * Runs the clock to the end of the current slide, and waits for the next one's render: React makes
   * it in a task of its own, which the installed clock does not run.
   */
  async function finishSlide(target: Page, carousel: Locator) {
    const ticksLeft = Math.round((10 - (await progress(carousel))) / 0.05);
    await target.clock.runFor(ticksLeft * 50);
    await expect.poll(() => progress(carousel)).toBe(0);
  }

  it('grows the progress by 0.05 every 50 ms and moves to the next slide after 10 seconds', async () => {
    const { target, carousel } = await rotatingCarousel('/en/workflows/bim-managers');
    const start = await progress(carousel);
    expect(start).toBeLessThan(9);
    await target.clock.runFor(50);
    await expect.poll(() => progress(carousel)).toBe(round(start + 0.05));
    await target.clock.runFor(500);
    await expect.poll(() => progress(carousel)).toBe(round(start + 0.55));
    expect(await activeSlide(target)).toBe(0);
    await finishSlide(target, carousel);
    await expect.poll(() => activeSlide(target)).toBe(1);
    expect(await progress(carousel)).toBe(0);
    expect(await carousel.locator('[aria-current="true"]').getAttribute('aria-label')).toMatch(/^Show view 2: /);
    // The bar shows the progress: a tenth of it per second.
    await target.clock.runFor(5000);
    await expect
      .poll(() => carousel.locator('[aria-current="true"] span > span').evaluate((fill) => getComputedStyle(fill).transform))
      .toBe('matrix(0.5, 0, 0, 1, 0, 0)');
    // While it rotates, the slides are not announced; once stopped, politely.
    expect(await carousel.locator('[aria-live]').getAttribute('aria-live')).toBe('off');
  });

  it('turns round at the last slide and again at the first', async () => {
    const { target, carousel } = await rotatingCarousel('/de/workflows/builders');
    const visited = [await activeSlide(target)];
    await finishSlide(target, carousel);
    visited.push(await activeSlide(target));
    for (let step = 0; step < 6; step++) {
      await target.clock.runFor(10_000);
      await expect.poll(() => progress(carousel)).toBe(0);
      visited.push(await activeSlide(target));
    }
    expect(visited).toEqual([0, 1, 2, 3, 2, 1, 0, 1]);
  });

  it('stops with the pause button, and starts again with it', async () => {
    const { target, carousel } = await rotatingCarousel('/en/workflows/general-contractors');
    const rotation = carousel.locator('button').first();
    await rotation.focus();
    await target.keyboard.press('Enter');
    await expect.poll(() => rotation.getAttribute('aria-label')).toMatch(/start/i);
    await target.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const before = await progress(carousel);
    await target.clock.runFor(20_000);
    await target.waitForTimeout(100);
    expect(await progress(carousel)).toBe(before);
    expect(await activeSlide(target)).toBe(0);
    expect(await carousel.locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    await rotation.focus();
    await target.keyboard.press('Enter');
    await expect.poll(() => rotation.getAttribute('aria-label')).toMatch(/stop/i);
    // Focus on the rotation control itself does not hold it.
    await target.clock.runFor(50);
    await expect.poll(() => progress(carousel)).toBe(round(before + 0.05));
  });

  it('holds still while hovered and while focus is inside it', async () => {
    const { target, carousel } = await rotatingCarousel('/de/workflows/bim-managers');
    const box = (await carousel.locator('[aria-live]').boundingBox())!;
    await target.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('false');
    const hovered = await progress(carousel);
    await target.clock.runFor(15_000);
    await target.waitForTimeout(100);
    expect(await progress(carousel)).toBe(hovered);
    expect(await activeSlide(target)).toBe(0);
    await target.mouse.move(5, 5);
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('true');
    await target.clock.runFor(50);
    await expect.poll(() => progress(carousel)).toBe(round(hovered + 0.05));

    await carousel.locator('button').last().focus();
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('false');
    const focused = await progress(carousel);
    await target.clock.runFor(15_000);
    await target.waitForTimeout(100);
    expect(await progress(carousel)).toBe(focused);
    await target.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('true');
  });

  it('does not rotate under reduced motion', async () => {
    const { target, carousel } = await rotatingCarousel('/en/workflows/builders', { reducedMotion: 'reduce' });
    expect(await carousel.getAttribute('data-rotating')).toBe('false');
    await target.clock.runFor(25_000);
    await target.waitForTimeout(100);
    expect(await progress(carousel)).toBe(0);
    expect(await activeSlide(target)).toBe(0);
    expect(await carousel.locator('button').first().getAttribute('aria-label')).toMatch(/start/i);
    // The buttons still move it.
    await carousel.locator('button').last().click();
    expect(await activeSlide(target)).toBe(1);
  });
});

describe('a change of audience', () => {
  it('starts the feature tabs at the first option and the carousel at the first slide', async () => {
    await open(page, `${site.baseUrl}/de/workflows/bim-managers`);
    await hydrateSection(page, 'workflow-features');
    await tabsIn(page).nth(4).click();
    await hydrateSection(page, 'workflow-slider');
    const next = carouselIn(page).locator('button').last();
    await next.click();
    await next.click();
    expect(await activeSlide(page)).toBe(2);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await hydrateSection(page, 'other-roles');
    await page.locator('[data-lazy-section="other-roles"] a[href="/de/workflows/general-contractors"]').click();
    await page.waitForURL('**/de/workflows/general-contractors');
    // A new document: nothing of the last audience's choices comes along.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    await hydrateSection(page, 'workflow-features');
    await hydrateSection(page, 'workflow-slider');
    await expect.poll(() => tabsIn(page).count()).toBe(6);
    expect(await tabsIn(page).first().getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[role="tabpanel"]:not([hidden]) h3').textContent()).toBe('Mängel erfassen mit zwei Pflichtfeldern');
    await expect.poll(() => slidesIn(page).count()).toBe(6);
    expect(await activeSlide(page)).toBe(0);

    // And on to an audience with as many options as the first: still back to the first.
    await tabsIn(page).nth(3).click();
    await hydrateSection(page, 'other-roles');
    await page.locator('[data-lazy-section="other-roles"] a[href="/de/workflows/builders"]').click();
    await page.waitForURL('**/de/workflows/builders');
    await hydrateSection(page, 'workflow-features');
    await expect.poll(() => page.locator('[role="tabpanel"]:not([hidden]) h3').textContent()).toBe('Fortschritt, den Sie selbst sehen');
    expect(await tabsIn(page).first().getAttribute('aria-selected')).toBe('true');
  });
});

describe.each(languages)('builders’ banner (%s)', (lang) => {
  it('offers the cost overview’s desktop and phone compositions in the page’s language by media query', async () => {
    await noScript.goto(`${site.baseUrl}/${lang}/workflows/builders`);
    const picture = noScript.locator('[data-lazy-section="builders-banner"] picture');
    const phone = picture.locator('source[media]').first();
    expect(await phone.getAttribute('media')).toBe('(max-width: 687px)');
    expect(await phone.getAttribute('srcset')).toContain(`/media/view-site-costs-phone-${lang}-`);
    expect(await phone.getAttribute('width')).toBe('320');
    expect(await picture.locator('img').getAttribute('src')).toContain(`/media/view-site-costs-desktop-${lang}-`);
    expect(await picture.locator('img').getAttribute('loading')).toBe('lazy');
  });

  it.each([
    { width: 375, file: 'view-site-costs-phone' },
    { width: 1440, file: 'view-site-costs-desktop' },
  ])('shows $file at $width px, chosen by the browser', async ({ width, file }) => {
    const context = await site.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const target = await context.newPage();
    await target.goto(`${site.baseUrl}/${lang}/workflows/builders`);
    const img = target.locator('[data-lazy-section="builders-banner"] picture img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc)).toContain(`/${file}-${lang}-`);
    await context.close();
  });
});
