import { type Browser, chromium } from 'playwright-core';

/** The browser a visitor has: Lighthouse and the viewer's benchmark measure in it. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell: the same Blink, V8 and Skia without the browser's
 * windows and profile machinery. A new page opens in about 80 ms instead of 250 to 400, and a page
 * of the site loads and hydrates about a third faster, which is most of what the browser tests spend.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

/** What keeps Debian's Chromium headless and off the (closed) network; without them it hangs. */
export const offlineFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** WebGL drawn on the CPU by SwiftShader, the same on every machine: for the viewer's captures. */
export const softwareWebglFlags = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

const launch = (executablePath: string, extraFlags: readonly string[]) =>
  chromium.launch({ executablePath, args: ['--headless', ...offlineFlags, ...extraFlags] });

/** Debian's headless shell for Playwright: the tests, the audit and the images the build renders; `extraFlags` for one script's needs. */
export function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  return launch(headlessShellPath, extraFlags);
}

/** Debian's full Chromium for Playwright, the browser a visitor has: for benchmarks whose figures are the visitor's. */
export function launchVisitorBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  return launch(chromiumPath, extraFlags);
}

/**
 * Debian's full Chromium with the back/forward cache on, which Playwright turns off by default and
 * the headless shell declines: for the tests of what Back and Forward bring.
 */
export function launchWithBackForwardCache(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', ...offlineFlags],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
}
