import { launchVisitorBrowser } from '../scripts/chromium.ts';

export interface ViewerLoad {
  /** From the click on "try it in your browser" to the first frame with the model drawn (ms). */
  firstFrame: number;
  /** Bytes transferred after the click: scripts, WebAssembly, the model, the viewer's copy. */
  bytes: { script: number; wasm: number; model: number; other: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The live viewer's load on the bench machine, unthrottled on loopback, each run with a cold cache:
 * the page is open and hydrated, the visitor clicks, and the clock stops at the viewer's own
 * `ifc-viewer:first-frame` mark (set after the first frame that drew the model).
 */
export async function viewerBench(origin: string, runs = 5): Promise<{ runs: ViewerLoad[]; median: number }> {
  const browser = await launchVisitorBrowser();
  const loads: ViewerLoad[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${origin}/de/product/ifc-viewer`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForSelector('#try-it button:not([disabled])');
      const bytes = { script: 0, wasm: 0, model: 0, other: 0 };
      // The context's events, not the page's: the viewer's worker fetches its own script and web-ifc's WebAssembly.
      context.on('requestfinished', async (request) => {
        const sizes = await request.sizes();
        const url = request.url();
        const kind = url.endsWith('.js') ? 'script' : url.endsWith('.wasm') ? 'wasm' : url.endsWith('.ifc') ? 'model' : 'other';
        bytes[kind] += sizes.responseBodySize + sizes.responseHeadersSize;
      });
      const button = page.locator('#try-it button').first();
      const clicked = await button.evaluate((element) => {
        (element as HTMLButtonElement).click();
        return performance.now();
      });
      await page.waitForFunction(() => performance.getEntriesByName('ifc-viewer:first-frame').length > 0, undefined, { timeout: 30_000 });
      const drawn = await page.evaluate(() => performance.getEntriesByName('ifc-viewer:first-frame')[0]!.startTime);
      await page.waitForLoadState('networkidle');
      loads.push({ firstFrame: drawn - clicked, bytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs: loads, median: median(loads.map((load) => load.firstFrame)) };
}

export function viewerMarkdown(result: Awaited<ReturnType<typeof viewerBench>>, date: string): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(0);
  return [
    '# IFC viewer',
    '',
    `${date}; Debian Chromium headless (software WebGL), loopback, cold cache per run, ${result.runs.length} runs.`,
    'From the click on "try it in your browser" on /de/product/ifc-viewer to the first frame that draws the model.',
    'Reproduce with `npm run bench -- --viewer`.',
    '',
    `Median first frame: ${Math.round(result.median)} ms (target: 2,000 ms).`,
    '',
    '| run | first frame ms | JS KiB | WebAssembly KiB | model KiB | other KiB |',
    '|---:|---:|---:|---:|---:|---:|',
    ...result.runs.map(
      (run, index) =>
        `| ${index + 1} | ${Math.round(run.firstFrame)} | ${kib(run.bytes.script)} | ${kib(run.bytes.wasm)} | ${kib(run.bytes.model)} | ${kib(run.bytes.other)} |`,
    ),
    '',
    'Sizes are as transferred (brotli where the browser asked for it), with headers.',
    '',
  ].join('\n');
}
