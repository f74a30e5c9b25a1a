import puppeteer, { type Browser } from 'puppeteer-core';

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi (puppeteer's protocol for Firefox), headless and
 * off the closed network: no updates, telemetry, captive-portal or connectivity probes.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'extensions.update.enabled': false,
      'browser.search.update': false,
    },
  });
}
