import type { Browser, BrowserContext, Page } from 'playwright-core';
import { choiceCookie } from '../../app/consent/choice.ts';

/**
 * A visitor's tab on the release served at `origin`, hydrated, with a mark on its document (gone
 * once a click loads another document) and a consent choice made, so no dialog stands in the way.
 */
export async function markedTab(browser: Browser, origin: string, pathname: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  await context.addCookies([{ ...choiceCookie({ analytics: false, marketing: false }), url: origin }]);
  const page = await context.newPage();
  await page.goto(origin + pathname);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  return { context, page };
}
