import type { Page } from 'playwright-core';

/**
 * Records every task the page's main thread runs for 50 ms or more (the Long Tasks API), from the first
 * script on, into `window.longTasks`.
 */
export async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * The longest task that began between `from` and half a second after `to` (the commit that shows a
 * result can run just after the state a test waited for), in ms; 0 for none.
 */
export async function longestTask(page: Page, from: number, to: number): Promise<number> {
  await page.waitForTimeout(500);
  return page.evaluate(
    ([start, end]) =>
      Math.max(
        0,
        ...(window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
          .filter((task) => task.start >= start! && task.start <= end!)
          .map((task) => task.duration),
      ),
    [from, to + 500],
  );
}

/**
 * The browser without WebGL, as some visitors' browsers are: the viewer lists, searches and checks the
 * model without drawing it. The freeze tests measure the viewer's own work this way, since Chromium's
 * software WebGL on CI takes 100 to 350 ms to draw one frame of a 4 MB model's 3,500 parts, which a
 * graphics card draws in a few.
 */
export async function withoutWebgl(page: Page) {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return type.startsWith('webgl') ? null : original.call(this, type as '2d', ...(rest as []));
    } as typeof original;
  });
}
