import type { Page } from 'playwright-core';
import { launchVisitorBrowser } from '../scripts/chromium.ts';

/**
 * A visitor's first use of one interactive piece: the page has loaded and nothing was touched, the
 * visitor scrolls to the piece (with the wheel, a real input) and uses it. `target` is what they
 * press; `responded` is true in the page once the piece shows the answer.
 */
interface FirstUse {
  name: string;
  path: string;
  width: number;
  target: (page: Page) => ReturnType<Page['locator']>;
  /** Runs in the page: whether the piece shows its answer. */
  responded: string;
  /** What the visitor scrolls to, when the target shows only once its piece is in view (the carousel's buttons). */
  region?: (page: Page) => ReturnType<Page['locator']>;
  /** Before the press (typing an invalid address, say); its own input, not measured. */
  before?: (page: Page) => Promise<void>;
}

export interface FirstUseResult {
  name: string;
  path: string;
  /** The longest Event Timing duration of the press (what Chrome reports as the interaction's INP), ms. */
  inp: number;
  /** From the press to the first frame that shows the answer, ms; null when none came within 5 s. */
  response: number | null;
  /** JavaScript transferred before the press, gzip or brotli as sent (bytes). */
  scriptBytesBeforeInput: number;
  /** The press left the page: the piece was still its no-script form (a link) when pressed. */
  left: boolean;
  /** Why a run could not press the piece at all, if one could not. */
  failed?: string;
}

export const firstUses: FirstUse[] = [
  {
    name: 'mega menu',
    path: '/en',
    width: 1440,
    target: (page) => page.getByRole('banner').getByText('Features', { exact: true }).first(),
    responded: `!!document.querySelector('header [aria-expanded="true"], header details[open]')`,
  },
  {
    name: 'mobile menu',
    path: '/en/pricing',
    width: 375,
    // The control (a summary before the script, a button after), not its label, which is visually hidden.
    target: (page) =>
      page
        .getByRole('banner')
        .locator('summary', { hasText: 'Menu' })
        .or(page.getByRole('button', { name: 'Menu', exact: true }))
        .first(),
    responded: `!!document.querySelector('dialog[open], header details[open], header [aria-expanded="true"]')`,
  },
  {
    name: 'tabs (home feature picker)',
    path: '/en',
    width: 1440,
    target: (page) => tabsOf(page).locator('[role="tab"], nav a').nth(1),
    responded: `document.querySelectorAll('main [role="tab"]')[1]?.getAttribute('aria-selected') === 'true' || location.pathname !== '/en'`,
  },
  {
    name: 'feature selector (workflow)',
    path: '/en/workflows/bim-managers',
    width: 1440,
    target: (page) => tabsOf(page).locator('[role="tab"], nav a').nth(1),
    responded: `[...document.querySelectorAll('main [role="tablist"] [role="tab"]')][1]?.getAttribute('aria-selected') === 'true' || location.hash !== ''`,
  },
  {
    name: 'carousel',
    path: '/en/workflows/builders',
    width: 1440,
    region: (page) => page.locator('[aria-roledescription="carousel"]'),
    // Its buttons work (and show) once the script has upgraded the slides: the visitor presses one then.
    target: (page) => page.locator('[aria-roledescription="carousel"] ol button:not([disabled])').nth(2),
    responded: `document.querySelectorAll('[aria-roledescription="carousel"] ol button')[2]?.getAttribute('aria-current') === 'true'`,
  },
  {
    name: 'form inline validation',
    path: '/en/pricing',
    width: 1440,
    before: async (page) => {
      await page.locator('form#contact input[name="email"]').fill('not-an-address');
    },
    target: (page) => page.locator('form#contact button[type="submit"]'),
    responded: `!!document.querySelector('form#contact [aria-invalid="true"]')`,
  },
  {
    name: 'IFC viewer start',
    path: '/en/product/ifc-viewer',
    width: 1440,
    target: (page) => page.locator('#try-it button').first(),
    responded: `!!document.querySelector('#try-it [role="status"], #try-it[data-shown]')`,
  },
];

/** The first Tabs widget of the page, before its script (links or panels) or after (a tab list). */
function tabsOf(page: Page) {
  return page.locator('main [data-enhanced]:has(> [role="tablist"], > nav)').first();
}

declare global {
  interface Window {
    __firstUse?: { pressedAt?: number; respondedAt?: number; durations: number[] };
  }
}

/**
 * Each first use in a fresh context with the CPU slowed `cpuSlowdown` times (4 stands for Lighthouse's
 * mobile phone on a machine of benchmark index about 1,500), `runs` times; the median of each figure.
 */
export async function firstUseBench(origin: string, cpuSlowdown: number, runs = 3): Promise<FirstUseResult[]> {
  const browser = await launchVisitorBrowser();
  const results: FirstUseResult[] = [];
  try {
    for (const use of firstUses) {
      const samples: Omit<FirstUseResult, 'name' | 'path'>[] = [];
      for (let run = 0; run < runs; run++) {
        // CSP off: the page's policy forbids the string the answer is checked with, and costs nothing measured.
        const context = await browser.newContext({ bypassCSP: true, viewport: { width: use.width, height: use.width < 768 ? 800 : 900 } });
        try {
          const page = await context.newPage();
          let scriptBytes = 0;
          let pressed = false;
          page.on('requestfinished', async (request) => {
            if (pressed || request.resourceType() !== 'script') return;
            const sizes = await request.sizes().catch(() => undefined);
            scriptBytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
          });
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
          await page.goto(origin + use.path, { waitUntil: 'load' });
          await page.waitForTimeout(1000);
          await observeInteraction(page, use.responded);
          const target = use.target(page);
          const box = await (use.region ?? use.target)(page).boundingBox();
          if (box && box.y > (page.viewportSize()?.height ?? 900) - 50) {
            await page.mouse.move(use.width / 2, 300);
            await page.mouse.wheel(0, box.y - 200);
            await page.waitForTimeout(800);
            // The parts above it are laid out after the first input, which moves it: the visitor scrolls on to it.
            await (use.region ?? use.target)(page)
              .scrollIntoViewIfNeeded({ timeout: 10_000 })
              .catch(() => undefined);
            await page.waitForTimeout(800);
          }
          await target.waitFor({ state: 'visible', timeout: 15_000 });
          await use.before?.(page);
          pressed = true;
          await target.click({ timeout: 10_000, noWaitAfter: true });
          const response = await page
            .waitForFunction(() => window.__firstUse?.respondedAt !== undefined, undefined, { timeout: 5000, polling: 100 })
            .then(() => page.evaluate(() => window.__firstUse!.respondedAt! - window.__firstUse!.pressedAt!))
            .catch(() => null);
          // Event Timing reports an interaction once its frame is presented: a moment after the answer shows.
          await page.waitForTimeout(300);
          const left = new URL(page.url()).pathname !== use.path;
          const inp = left ? 0 : await page.evaluate(() => Math.max(0, ...(window.__firstUse?.durations ?? [])));
          samples.push({ inp, response: left ? null : response, left, scriptBytesBeforeInput: scriptBytes });
        } catch (error) {
          // One piece that does not come (a target never shown) is a figure of the record, not the end of the run.
          samples.push({ inp: 0, response: null, left: false, scriptBytesBeforeInput: 0, failed: String((error as Error).message).split('\n')[0] });
        } finally {
          await context.close();
        }
      }
      results.push({
        name: use.name,
        path: use.path,
        inp: median(samples.map((s) => s.inp)),
        response: samples.some((s) => s.response === null) ? null : median(samples.map((s) => s.response!)),
        left: samples.some((s) => s.left),
        scriptBytesBeforeInput: median(samples.map((s) => s.scriptBytesBeforeInput)),
        failed: samples.find((s) => s.failed)?.failed,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Listens, in the page, for the next press and the Event Timing entries of its interaction, and looks
 * for the answer (`responded`, a string that runs in the page) at every frame from the press on: a
 * check sent from here after the press would start only once the page's thread was free again.
 */
async function observeInteraction(page: Page, responded: string) {
  await page.evaluate(`(() => {
    const state = { durations: [] };
    window.__firstUse = state;
    const frame = (now) => {
      if (${responded}) state.respondedAt = now;
      else requestAnimationFrame(frame);
    };
    addEventListener('pointerdown', (event) => {
      state.pressedAt = event.timeStamp;
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) state.durations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  })()`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
