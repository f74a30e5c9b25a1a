// Every listed page in both languages holds at the seven widths of the issue: no sideways scrolling,
// no element or line of text past the viewport's edge or out of its box, every image in its proportions. Each page is
// loaded once and the viewport resized through the widths (a reload per width would cost minutes).

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../app/shared/languages.ts';
import { allPages, pathTo } from '../../app/shared/pages.ts';
import type { ViewsRecord } from '../../scripts/views/views-record.ts';
import { type LayoutFinding, probeLayout } from '../support/layout-probe.ts';
import { drawnInFull, hydrateSection, type LiveSite, liveSite, open } from '../support/live-site.ts';
import { viewsOnPage } from '../support/view-text-probe.ts';

const widths = [320, 360, 375, 768, 1024, 1440, 1920];
const height = 900;
/** A stretched image may miss its ratio by this share; a `cover` image must keep this share visible. */
const limits = { tolerance: 0.02, minCoverShare: 0.9 };

/**
 * Words in a picture of the product, as the visitor sees them: at least 11 px on a phone's 375 px
 * screen, and on a desktop no larger than the body text (18 px).
 */
const pictureText = { min: 11, minAt: 375, max: 18 };
const viewsRecord = JSON.parse(readFileSync(new URL('../../app/media/images/views/views.json', import.meta.url), 'utf8')) as ViewsRecord;

/** Pictures whose words are smaller or larger than `pictureText` allows at this width. */
async function pictureTextFindings(target: Page, width: number): Promise<string[]> {
  const findings: string[] = [];
  for (const { key, rendered } of await target.evaluate(viewsOnPage)) {
    const drawn = viewsRecord.renders[key];
    if (!drawn) {
      findings.push(`${width} px: ${key} is not in the views' record`);
      continue;
    }
    const scale = rendered / drawn.width;
    const smallest = drawn.minText * scale;
    const largest = drawn.maxText * scale;
    if (width <= pictureText.minAt && smallest < pictureText.min - 0.05)
      findings.push(
        `${width} px: ${key} is drawn ${Math.round(rendered)} px wide of ${drawn.width}: its smallest words at ${smallest.toFixed(1)} px`,
      );
    if (width >= 1024 && largest > pictureText.max + 0.05)
      findings.push(`${width} px: ${key} is drawn ${Math.round(rendered)} px wide of ${drawn.width}: its largest words at ${largest.toFixed(1)} px`);
  }
  return findings;
}

const paths = languages.flatMap((lang) => allPages().map((ref) => pathTo(ref, lang)));

// A screen of one device pixel per CSS pixel, and a sharp one of two: a raster must have the pixels for both.
const densities = [1, 2] as const;

let site: LiveSite;
const pages = new Map<number, Page>();
let started: number;
beforeAll(async () => {
  started = performance.now();
  site = await liveSite();
  for (const density of densities) {
    const page = await site.newPage(1440, height, { deviceScaleFactor: density });
    // The final layout, not a moment of an entrance animation (a step list sliding in from the left).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    pages.set(density, page);
  }
});
afterAll(async () => {
  await site.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`layout-widths: ${paths.length} pages × ${widths.length} widths × ${densities.length} densities in ${seconds} s`);
});

/**
 * Scrolls to each lazily hydrated section in turn, as a visitor would, so the page measured is the
 * hydrated one. Waits for the mark only, not for visibility: a section may be hidden at this width
 * (pricing's call-back band is for phones).
 */
async function hydrateAll(target: Page) {
  const ids = await target.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-lazy-section]')].map((section) => section.dataset.lazySection ?? ''),
  );
  for (const id of ids) await hydrateSection(target, id);
  await target.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Lays out the whole page and fetches every image now. `content-visibility: auto` (the parts below the
 * first screen, the bands) skips the layout of what is far from the viewport and clips what
 * overflows a band, which would hide from the scroll width the very overflow this test looks for.
 * A constructed style sheet, because the page's CSP refuses a `<style>` added by a test.
 */
async function layOutEverything(target: Page) {
  await target.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await showEverything(target);
}

/**
 * Puts the sheet that shows everything in place, anew: after a resize, Chromium left a box sized in
 * viewport units at the old width inside a band that `content-visibility` had skipped before this
 * sheet overrode it (the slider's stage at 1440 px in a 320 px window, now and then). A fresh sheet
 * makes it work out every style again. A visitor never meets that state: scrolling to such a band
 * brings its styles up to date (checked in Chromium at 320 px after 1440 px, stage 0…320).
 */
async function showEverything(target: Page) {
  await target.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((old) => !old.cssRules[0]?.cssText.includes('content-visibility')), sheet];
  });
}

/** Resizes and waits until the layout has settled and the images shown at this width have loaded. */
async function resize(target: Page, width: number) {
  await target.setViewportSize({ width, height });
  await showEverything(target);
  await target.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const pending = [...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => undefined));
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

function format(width: number, finding: LayoutFinding): string {
  switch (finding.kind) {
    case 'scroll':
      return `${width} px: the page scrolls sideways (scrollWidth ${finding.scrollWidth} > ${finding.clientWidth})`;
    case 'element':
      return `${width} px: ${finding.element} spans ${finding.left}…${finding.right}`;
    case 'text':
      return `${width} px: text "${finding.text}" in ${finding.element} spans ${finding.left}…${finding.right}`;
    case 'spill':
      return `${width} px: text "${finding.text}" spills ${finding.by} px out of ${finding.element}`;
    case 'image':
      return `${width} px: ${finding.src} (${finding.natural}, drawn ${finding.rendered}, object-fit ${finding.fit}) in ${finding.element}: ${finding.detail}`;
  }
}

describe.each(paths)('%s', (path) => {
  it.each(densities)(
    'holds at every width without sideways scrolling, draws its images in proportion and never wider than their pixels, and sets the words in its product pictures between 11 px on a phone and the body text on a desktop, at %dx',
    async (density) => {
      const page = pages.get(density)!;
      await page.setViewportSize({ width: 1440, height });
      await open(page, site.baseUrl + path);
      await drawnInFull(page);
      await hydrateAll(page);
      await layOutEverything(page);
      const failures: string[] = [];
      for (const width of widths) {
        await resize(page, width);
        const findings = await page.evaluate(probeLayout, limits);
        failures.push(...findings.map((finding) => format(width, finding)));
        if (density === 1 && (width === pictureText.minAt || width >= 1024)) failures.push(...(await pictureTextFindings(page, width)));
      }
      expect(failures, `${path} at ${density}x:\n${failures.join('\n')}`).toEqual([]);
    },
  );
});
