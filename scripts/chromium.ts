import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

/** Debian's Chromium for Playwright: the tests, the audit and the brand images; `extraFlags` for one script's needs. */
export function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: ['--headless', ...offlineFlags, ...extraFlags] });
}
