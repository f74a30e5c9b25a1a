import { launchVisitorBrowser } from '../scripts/chromium.ts';

export interface FirstScreenImages {
  page: string;
  /** Device pixel ratio of the phone: 2 and 3 are today's phones; 3 asks the srcset for its largest candidate. */
  dpr: number;
  /** Images whose box meets the first screen (posters included), with the bytes each took over the wire. */
  images: { src: string; bytes: number }[];
  bytes: number;
}

/** A phone's first screen: 375 × 812 CSS px. */
const phone = { width: 375, height: 812 };

/**
 * What the first screen of each page costs in pictures on a phone: every image and poster whose box meets
 * the first 812 px once the page has loaded, counted by the bytes it took over the wire (its encoded
 * body: the server sends pictures as they are). Images further down are lazy and not counted.
 */
export async function firstScreenImages(origin: string, pages: string[], dprs = [2, 3]): Promise<FirstScreenImages[]> {
  const browser = await launchVisitorBrowser();
  const results: FirstScreenImages[] = [];
  try {
    for (const dpr of dprs) {
      const context = await browser.newContext({ viewport: phone, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
      try {
        for (const page of pages) {
          const tab = await context.newPage();
          await tab.goto(origin + page, { waitUntil: 'load' });
          const images = await tab.evaluate((fold) => {
            const sizes = new Map(
              performance.getEntriesByType('resource').map((entry) => [entry.name, (entry as PerformanceResourceTiming).encodedBodySize]),
            );
            const inFirstScreen = (element: Element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && box.top < fold && box.bottom > 0;
            };
            const sources = [
              ...[...document.images].filter(inFirstScreen).map((image) => image.currentSrc),
              ...[...document.querySelectorAll('video[poster]')].filter(inFirstScreen).map((video) => (video as HTMLVideoElement).poster),
            ].filter(Boolean);
            return [...new Set(sources)].map((src) => ({ src: new URL(src).pathname, bytes: sizes.get(src) ?? 0 }));
          }, phone.height);
          await tab.close();
          results.push({ page, dpr, images, bytes: images.reduce((sum, image) => sum + image.bytes, 0) });
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
