import type { Page } from 'playwright-core';

/**
 * Holds back the site's scripts whose file name matches `file` (e.g. /^ContactForm-/ for a form's
 * chunk, /^entry\.client-/ for the whole page's hydration) until `release()`: the window in which a
 * visitor fills a form before its code runs is then as wide as a test needs, on every run.
 */
export async function holdScripts(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && file.test(url.pathname.slice('/assets/'.length)),
    async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    },
  );
  return {
    release,
    /** The paths of the requests held so far: proof that the code was asked for and not yet given. */
    held: () => [...held],
  };
}

/** Runs the page's main thread `rate` times slower (Chrome DevTools' CPU throttling), as a slow phone would. */
export async function throttleCpu(page: Page, rate: number) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
