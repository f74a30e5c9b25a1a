// The workflow slider's stage (spec sections 4 and 9, issue 26): the active slide in front and centred,
// its neighbours at their offsets on each side, as many as the width holds (seven at 2560 px, five at
// 1440, three at 1024, one with peeking neighbours on a phone); a click on a neighbour brings it to
// the front; no layout shift when the script takes the strip over; titles wrap, never cut; axe.
// The clock, the pause by button, hover and focus and reduced motion are in workflows.test.ts; here the ring
// follows the auto-advance and its turn at the last slide.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Lang, languages } from '../../app/shared/languages.ts';
import { wcagViolations } from '../../scripts/audit/wcag-axe.ts';
import { hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';
import { locales } from '../support/locales.ts';

const slideIds = ['viewer', 'section', 'measure', 'versions', 'tags', 'permissions', 'api'];
const titles = (lang: Lang) => slideIds.map((id) => locales[lang].get(`workflows:audiences.bim-managers.slider.items.${id}.title`));
const path = (lang: Lang) => `/${lang}/workflows/bim-managers`;

let site: LiveSite;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  site = await liveSite();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await site.close();
});

/** A visitor at this width; reduced motion by default, so what is read is where the slides end up. */
async function visitor(width: number, options: { javaScriptEnabled?: boolean; reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  const context = await site.browser.newContext({
    viewport: { width, height: 1000 },
    locale: 'de-DE',
    reducedMotion: options.reducedMotion ?? 'reduce',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  contexts.push(context);
  return context.newPage();
}

async function sliderAt(width: number, lang: Lang = 'de') {
  const page = await visitor(width);
  await open(page, site.baseUrl + path(lang));
  await hydrateSection(page, 'workflow-slider');
  await page.locator('[aria-roledescription="carousel"][data-enhanced="true"]').waitFor();
  // Past the 0.01 ms transitions of reduced motion.
  await page.waitForTimeout(50);
  return page;
}

interface Place {
  index: number;
  offset: number;
  left: number;
  right: number;
  width: number;
  shown: boolean;
}

/** Every slide's place on the stage as drawn: its box after the transforms, and whether it shows. */
function places(page: Page): Promise<Place[]> {
  return page.locator('[aria-roledescription="carousel"] [data-offset]').evaluateAll((elements) =>
    elements.map((element, index) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        index,
        offset: Number(element.getAttribute('data-offset')),
        left: rect.left,
        right: rect.right,
        width: rect.width,
        shown: style.visibility === 'visible' && Number(style.opacity) > 0.5 && rect.right > 0 && rect.left < innerWidth,
      };
    }),
  );
}

const activeSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"]').evaluateAll((slides) => slides.findIndex((slide) => !slide.hasAttribute('inert')));

describe.each([
  { width: 2560, reach: 3 },
  { width: 1440, reach: 2 },
  { width: 1024, reach: 1 },
])('at $width px', ({ width, reach }) => {
  it.each(languages)(`shows ${2 * reach + 1} slides within the window, the active one centred and largest (%s)`, async (lang) => {
    const page = await sliderAt(width, lang);
    const all = await places(page);
    const shown = all.filter((place) => place.shown).sort((a, b) => a.left - b.left);
    expect(shown.map((place) => place.offset)).toEqual(Array.from({ length: 2 * reach + 1 }, (_, n) => n - reach));
    for (const place of shown) {
      expect(place.left, `slide ${place.index + 1}`).toBeGreaterThanOrEqual(0);
      expect(place.right, `slide ${place.index + 1}`).toBeLessThanOrEqual(width);
    }
    const active = shown.find((place) => place.offset === 0)!;
    expect(Math.abs((active.left + active.right) / 2 - width / 2)).toBeLessThan(1);
    // Each offset smaller than the one before it, and reaching out further.
    for (let distance = 1; distance <= reach; distance++) {
      for (const side of [-1, 1]) {
        const place = shown.find((candidate) => candidate.offset === side * distance)!;
        const inner = shown.find((candidate) => candidate.offset === side * (distance - 1))!;
        expect(place.width).toBeLessThan(inner.width);
        if (side > 0) expect(place.right).toBeGreaterThan(inner.right + 40);
        else expect(place.left).toBeLessThan(inner.left - 40);
      }
    }
    await page.context().close();
  });
});

it('shadows each neighbour under its screenshot with a box shadow, not a filter', async () => {
  // A filter renders the place apart before it shadows it: at a phone's speed (4x) that added some
  // 80 ms to the first frame of every step, past the 200 ms a press may take to answer.
  const page = await sliderAt(1440);
  const shadows = await page.locator('[aria-roledescription="carousel"] [data-offset]').evaluateAll((elements) =>
    elements.map((element) => {
      const shadow = getComputedStyle(element, '::before');
      const screenshot = element.querySelector('[aria-roledescription="slide"] > *')!.getBoundingClientRect();
      return {
        offset: Number(element.getAttribute('data-offset')),
        filter: getComputedStyle(element).filter,
        shadow: shadow.content === 'none' ? 'none' : shadow.boxShadow,
        height: Number.parseFloat(shadow.height),
        // Unscaled: the place's transform scales the screenshot as drawn (and the shadow along with it).
        screenshotHeight: screenshot.height / (element.getBoundingClientRect().width / (element as HTMLElement).offsetWidth),
      };
    }),
  );
  for (const place of shadows) {
    expect(place.filter, `offset ${place.offset}`).toBe('none');
    if (place.offset === 0) expect(place.shadow).toBe('none');
    else {
      expect(place.shadow, `offset ${place.offset}`).toMatch(/px/);
      expect(Math.abs(place.height - place.screenshotHeight), `offset ${place.offset}`).toBeLessThan(3);
    }
  }
  await page.context().close();
});

describe('at 375 px', () => {
  it('shows the active slide whole and a glimpse of a neighbour on each side', async () => {
    const page = await sliderAt(375);
    const shown = (await places(page)).filter((place) => place.shown).sort((a, b) => a.left - b.left);
    expect(shown.map((place) => place.offset)).toEqual([-1, 0, 1]);
    const [before, active, after] = shown as [Place, Place, Place];
    expect(active.left).toBeGreaterThanOrEqual(0);
    expect(active.right).toBeLessThanOrEqual(375);
    expect(Math.abs((active.left + active.right) / 2 - 187.5)).toBeLessThan(1);
    // The glimpse: what shows of each neighbour beside the active slide, inside the window.
    for (const peek of [active.left - Math.max(before.left, 0), Math.min(after.right, 375) - active.right]) {
      expect(peek).toBeGreaterThan(8);
      expect(peek).toBeLessThan(40);
    }
  });

  it('brings the neighbour tapped at the edge to the front', async () => {
    const page = await sliderAt(375);
    const after = (await places(page)).find((place) => place.offset === 1)!;
    await page.mouse.click(Math.min(after.right, 375) - 6, (await page.locator('[data-offset="1"]').boundingBox())!.y + 100);
    await expect.poll(() => activeSlide(page)).toBe(1);
  });
});

describe('a neighbour', () => {
  it('comes to the front when clicked, and the others move round it', async () => {
    const page = await sliderAt(1440, 'en');
    const target = page.locator('[data-offset="-2"]');
    const box = (await target.boundingBox())!;
    // Its outer part, which the slide in front of it does not cover.
    await page.mouse.click(box.x + 30, box.y + 60);
    await expect.poll(() => activeSlide(page)).toBe(5);
    expect(await page.locator('[data-offset="0"] [aria-roledescription="slide"]').getAttribute('aria-label')).toBe('6 of 7');
    const offsets = (await places(page)).map((place) => place.offset);
    expect(offsets).toEqual([2, 3, -3, -2, -1, 0, 1]);
    // The indicator follows.
    expect(await page.locator('[aria-roledescription="carousel"] [aria-current="true"]').getAttribute('aria-label')).toBe(
      `Show view 6: ${titles('en')[5]}`,
    );
    // The active slide is the only one in the reading and the tab order; the neighbours are inert.
    expect(await page.locator('[aria-roledescription="slide"]:not([inert])').count()).toBe(1);
  });

  it('is placed by the indicators as well', async () => {
    const page = await sliderAt(2560);
    await page.locator('[aria-roledescription="carousel"] ol button').nth(3).click();
    await expect.poll(() => activeSlide(page)).toBe(3);
    const shown = (await places(page)).filter((place) => place.shown).sort((a, b) => a.left - b.left);
    expect(shown.map((place) => place.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('holds the rotation while the pointer rests on it, far out on the stage', async () => {
    const page = await visitor(2560, { reducedMotion: 'no-preference' });
    await page.clock.install({ time: new Date('2026-03-02T08:00:00Z') });
    await open(page, site.baseUrl + path('de'));
    await hydrateSection(page, 'workflow-slider');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('true');
    // The ring stands still while the pointer is placed: on a busy machine an advance in between
    // carried the outermost slide round to the other side, away from the pointer.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    // An advance just before the pause may still be moving the slides (CSS transitions run on real time).
    // (The page's clock is held, so no timer can bound this wait: endless animations are left out.)
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished),
      ),
    );
    const outer = (await page.locator('[data-offset="-3"]').boundingBox())!;
    // Outside the page's column, where only the stage reaches.
    expect(outer.x + 40).toBeLessThan((await carousel.boundingBox())!.x);
    await page.mouse.move(outer.x + 40, outer.y + 80);
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('false');
  });
});

describe('auto-advance', () => {
  it('carries the ring along, turning round at the last slide', async () => {
    const page = await visitor(1440, { reducedMotion: 'no-preference' });
    await page.clock.install({ time: new Date('2026-03-02T08:00:00Z') });
    await open(page, `${site.baseUrl}/en/workflows/builders`);
    await hydrateSection(page, 'workflow-slider');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect.poll(() => carousel.getAttribute('data-rotating')).toBe('true');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const front = () => page.locator('[data-offset="0"] [aria-roledescription="slide"]').getAttribute('aria-label');
    const seen: (string | null)[] = [await front()];
    for (let step = 0; step < 4; step++) {
      const ticksLeft = Math.round((10 - Number(await carousel.getAttribute('data-progress'))) / 0.05);
      await page.clock.runFor(ticksLeft * 50);
      await expect.poll(() => carousel.getAttribute('data-progress')).toBe('0');
      seen.push(await front());
    }
    expect(seen).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4', '3 of 4']);
    // The slide in front stands in the middle once the move has played.
    const middleOfFront = async () => {
      const active = (await places(page)).find((place) => place.offset === 0)!;
      return { index: active.index, centred: Math.abs((active.left + active.right) / 2 - 720) < 1 };
    };
    await expect.poll(middleOfFront, { timeout: 5000 }).toEqual({ index: 2, centred: true });
  });
});

describe('titles', () => {
  it.each([375, 1024, 1440, 2560])('wrap and are never cut at %i px', async (width) => {
    for (const lang of languages) {
      const page = await sliderAt(width, lang);
      const cut = await page.locator('[aria-roledescription="carousel"] :is(h3, ol button > span:last-child)').evaluateAll((elements) =>
        elements
          .filter((element) => getComputedStyle(element).display !== 'none')
          .filter((element) => element.scrollWidth > element.clientWidth || getComputedStyle(element).textOverflow === 'ellipsis')
          .map((element) => element.textContent),
      );
      expect(cut, lang).toEqual([]);
      // The active slide's title and words are all there to read.
      const caption = page.locator('[data-offset="0"] h3');
      expect(await caption.textContent()).toBe(titles(lang)[0]);
      expect(await caption.evaluate((element) => getComputedStyle(element.parentElement!).visibility)).toBe('visible');
      await page.context().close();
    }
  });
});

describe('without JavaScript', () => {
  it.each(languages)('shows every slide with its title in order in a strip that scrolls (%s)', async (lang) => {
    const page = await visitor(1440, { javaScriptEnabled: false });
    await page.goto(site.baseUrl + path(lang));
    const slides = page.locator('[aria-roledescription="slide"]');
    expect(await slides.locator('h3').allTextContents()).toEqual(titles(lang));
    const strip = page.locator('[aria-roledescription="carousel"] > div').first();
    // The band below the first screen is laid out only near the viewport (content-visibility: auto),
    // and its styles inside may still be those from before the sections' stylesheet applied until it
    // is: so as a visitor reaches it.
    await strip.scrollIntoViewIfNeeded();
    for (const slide of await slides.all()) await expect.poll(() => slide.locator('p').last().isVisible()).toBe(true);
    // Scrolled to its end, the last slide stands whole in the window.
    await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const last = (await slides.last().boundingBox())!;
    expect(last.x).toBeGreaterThanOrEqual(0);
    expect(last.x + last.width).toBeLessThanOrEqual(1440);
  });
});

describe('the upgrade by the script', () => {
  // Only what lies inside the carousel counts: at 375 px the page itself jumps as the bands below the
  // first screen are laid out on the way down (content-visibility), slider or not (as on main before issue 26).
  it.each([375, 1440, 2560])('moves nothing inside the carousel at %i px', async (width) => {
    const page = await visitor(width, { reducedMotion: 'no-preference' });
    await open(page, site.baseUrl + path('de'));
    // Watch from before the slider's code arrives: scroll to it, which starts its loading, and record.
    const early = await page.evaluate(() => {
      const shifts: string[] = [];
      const section = document.querySelector('[data-lazy-section="workflow-slider"]')!;
      const carousel = section.querySelector('[aria-roledescription="carousel"]')!;
      // The stage and everything in it, and the controls' bar (whose progress fill only the script adds).
      const boxes = () => [carousel.lastElementChild as HTMLElement, ...carousel.firstElementChild!.querySelectorAll<HTMLElement>('*')];
      const layout = () => boxes().map((element) => `${element.offsetLeft},${element.offsetTop},${element.offsetWidth},${element.offsetHeight}`);
      Object.assign(window, { shifts, layout, before: layout() });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
          for (const source of entry.sources) if (source.node && carousel.contains(source.node)) shifts.push((source.node as Element).className);
        }
      }).observe({ type: 'layout-shift' });
      const hydrated = section.getAttribute('data-hydrated') === 'true';
      section.scrollIntoView({ block: 'start' });
      return !hydrated;
    });
    // The slider still in its HTML form when the watch began.
    expect(early).toBe(true);
    await page.waitForSelector('[data-lazy-section="workflow-slider"][data-hydrated="true"]');
    await page.locator('[aria-roledescription="carousel"][data-enhanced="true"]').waitFor();
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    // Every box inside it where the HTML put it: the script moves the slides by transforms alone.
    const { before, after } = await page.evaluate(() => {
      const own = window as unknown as { before: string[]; layout: () => string[] };
      return { before: own.before, after: own.layout() };
    });
    expect(after.length).toBeGreaterThan(50);
    expect(after).toEqual(before);
  });
});

describe('axe', () => {
  it.each([375, 2560])('finds no violation at %i px with a neighbour brought to the front', async (width) => {
    const page = await sliderAt(width, 'en');
    const box = (await page.locator('[data-offset="1"]').boundingBox())!;
    await page.mouse.click(Math.min(box.x + box.width, width) - 6, box.y + 80);
    await expect.poll(() => activeSlide(page)).toBe(1);
    expect(await wcagViolations(page)).toEqual([]);
  });
});
