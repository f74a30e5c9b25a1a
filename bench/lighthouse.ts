import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumPath, offlineFlags } from '../scripts/chromium.ts';
import { blockingAfterFirstPaint, longestMachineTask, longestPageTask } from './page-tasks.ts';
import { returningVisitor } from './returning-visitor.ts';

export interface PageScore {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** The longest main-thread task Lighthouse saw (ms, 0 when none reached its 50 ms threshold). */
  longestTask: number;
  /** The longest task of the page's own work, without the browser's navigation commit (ms, 4x slowed as Lighthouse's). */
  pageTask: number;
  /** The longest main-thread task as the bench machine ran it, unthrottled (ms). */
  machineTask: number;
  /**
   * The page's blocking time from its observed first paint on, at the run's slowdown, from the tasks'
   * wall time and from their thread time (ms; page-tasks.ts says why the two differ).
   */
  blockingByWall: number;
  blockingByThread: number;
  /** JavaScript transferred before any interaction (bytes). */
  scriptBytes: number;
  /**
   * Lighthouse's measure of the machine's speed at the time of the run (higher is faster). Simulated
   * blocking time is the unthrottled trace slowed 4x, so it moves with this: a busy or slow machine
   * records twice the blocking time of a quiet one for the same page.
   */
  benchmarkIndex: number;
  /** Main-thread time of the load in style recalculation and layout, and in script evaluation (ms, as Lighthouse slows it). */
  styleLayout: number;
  scriptEvaluation: number;
  /** Elements in the document Lighthouse saw. */
  domElements: number;
}

// The recorded Lighthouse figures were measured in the new headless mode.
const flags = ['--headless=new', ...offlineFlags];

type Details = { items?: Record<string, unknown>[] } | undefined;

function longest(details: unknown): number {
  const items = (details as Details)?.items ?? [];
  return Math.max(0, ...items.map((item) => Number(item.duration) || 0));
}

/** One group of Lighthouse's main-thread work breakdown (styleLayout, scriptEvaluation, …), in ms. */
function workIn(details: unknown, group: string): number {
  const items = (details as Details)?.items ?? [];
  return Number(items.find((item) => item.group === group)?.duration) || 0;
}

function scriptBytes(details: unknown): number {
  const script = ((details as Details)?.items ?? []).find((item) => item.resourceType === 'script');
  return Number(script?.transferSize) || 0;
}

/**
 * One Lighthouse run; again (up to three times) when Lighthouse itself failed to record the load
 * (NO_NAVSTART and its kin come from the trace recording, not the page), so no run's figures are NaN.
 */
async function measured(url: string, port: number, cookie?: ConsentCookie, cpuSlowdown = 4) {
  for (let attempt = 1; ; attempt++) {
    if (cookie) await returningVisitor(port, new URL(url).origin, cookie);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: cookie !== undefined,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (result && !result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.code ?? 'no result'}`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A consent choice from an earlier visit; without one, every run is a first visit (a build with a consent service shows its dialog). */
export interface ConsentCookie {
  name: string;
  value: string;
}

/** Lighthouse's default (mobile, simulated slow 4G) on each page, `runs` times; the median of each figure. */
export async function lighthouseBench(
  origin: string,
  pages: string[],
  runs = 3,
  onPage?: (score: PageScore) => void,
  cookie?: ConsentCookie,
  /** Lighthouse's default is 4; `scaledSlowdown` gives the one that stands for the same phone on this machine. */
  cpuSlowdown = 4,
): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
  const scores: PageScore[] = [];
  try {
    // One discarded run first: a fresh Chromium and Lighthouse pay their start-up inside
    // the first page's blocking time, which would otherwise always rank it worst.
    await lighthouse(origin + pages[0], { port: chrome.port, output: 'json', logLevel: 'error' });
    for (const page of pages) {
      const samples: Omit<PageScore, 'page'>[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await measured(origin + page, chrome.port, cookie, cpuSlowdown);
        const { categories, audits, configSettings } = result.lhr;
        const slowdown = configSettings.throttling.cpuSlowdownMultiplier;
        const blocking = blockingAfterFirstPaint(result.artifacts.Trace.traceEvents, origin, slowdown);
        samples.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
          fcp: audits['first-contentful-paint']!.numericValue!,
          lcp: audits['largest-contentful-paint']!.numericValue!,
          tbt: audits['total-blocking-time']!.numericValue!,
          cls: audits['cumulative-layout-shift']!.numericValue!,
          bytes: audits['total-byte-weight']!.numericValue!,
          longestTask: longest(audits['long-tasks']?.details),
          pageTask: longestPageTask(result.artifacts.Trace.traceEvents, origin, slowdown),
          machineTask: longestMachineTask(result.artifacts.Trace.traceEvents, origin),
          blockingByWall: blocking.wall,
          blockingByThread: blocking.thread,
          scriptBytes: scriptBytes(audits['resource-summary']?.details),
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
          styleLayout: workIn(audits['mainthread-work-breakdown']?.details, 'styleLayout'),
          scriptEvaluation: workIn(audits['mainthread-work-breakdown']?.details, 'scriptEvaluation'),
          domElements: audits['dom-size-insight']?.numericValue ?? 0,
        });
      }
      const score = {
        page,
        ...(Object.fromEntries(Object.keys(samples[0]!).map((key) => [key, median(samples.map((s) => s[key as keyof typeof s]))])) as Omit<
          PageScore,
          'page'
        >),
      };
      scores.push(score);
      onPage?.(score);
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

/**
 * The CPU slowdown that Lighthouse's throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator)
 * suggests for a machine of this benchmark index, so that it stands for Lighthouse's reference phone;
 * the calculator gives a formula from 1300 on only.
 */
/**
 * The CPU slowdown under which this machine stands for the phone Lighthouse's 4x means on a machine of
 * benchmark index about 1,500 (issue 40's rule): 4 × index ÷ 1,500, never less than 4.
 */
export function scaledSlowdown(benchmarkIndex: number): number {
  return Math.max(4, Math.round(((4 * benchmarkIndex) / 1500) * 10) / 10);
}

export function calibratedSlowdown(benchmarkIndex: number): string {
  return benchmarkIndex >= 1300 ? `about ${Math.round(3 + (benchmarkIndex - 1300) / 233)}x` : 'at most 3x';
}

export function lighthouseMarkdown(scores: PageScore[], date: string, runs: number, visitor = 'a first visit'): string {
  const rows = scores.map(
    (s) =>
      `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.fcp / 1000).toFixed(2)} | ${(s.lcp / 1000).toFixed(2)} | ${Math.round(s.tbt)} | ${s.cls.toFixed(3)} | ${Math.round(s.longestTask)} | ${Math.round(s.pageTask)} | ${Math.round(s.machineTask)} | ${(s.scriptBytes / 1024).toFixed(1)} | ${Math.round(s.bytes / 1024)} | ${Math.round(s.benchmarkIndex)} |`,
  );
  const worst = (key: keyof PageScore, best: 'min' | 'max') => {
    const values = scores.map((s) => s[key] as number);
    return best === 'min' ? Math.min(...values) : Math.max(...values);
  };
  return [
    '# Lighthouse',
    '',
    `${date}; Lighthouse ${'13'} defaults (mobile, simulated slow 4G and 4x CPU slowdown), Debian Chromium, median of ${runs} runs per page; ${visitor}.`,
    `The machine's benchmark index (Lighthouse's measure of its speed during each run) was ${Math.round(worst('benchmarkIndex', 'min'))} to ${Math.round(worst('benchmarkIndex', 'max'))}: ` +
      'the blocking time is the unthrottled trace slowed 4x, so a busier or slower machine records more of it for the same page. ' +
      `For a phone of Lighthouse's reference speed its calculator would slow this machine ${calibratedSlowdown(median(scores.map((s) => s.benchmarkIndex)))}.`,
    'Reproduce with `npm run bench -- --lighthouse` (add `--returning` for a visitor who chose earlier).',
    '',
    `Worst page: performance ${worst('performance', 'min')}, accessibility ${worst('accessibility', 'min')}, best practices ${worst('bestPractices', 'min')}, SEO ${worst('seo', 'min')}, ` +
      `LCP ${(worst('lcp', 'max') / 1000).toFixed(2)} s, TBT ${Math.round(worst('tbt', 'max'))} ms, CLS ${worst('cls', 'max').toFixed(3)}, ` +
      `longest task ${Math.round(worst('longestTask', 'max'))} ms (of the page's own work ${Math.round(worst('pageTask', 'max'))} ms; unthrottled on the bench machine ${Math.round(worst('machineTask', 'max'))} ms), JavaScript ${(worst('scriptBytes', 'max') / 1024).toFixed(1)} KiB.`,
    '',
    '![LCP and TBT per page](lighthouse.svg)',
    '',
    'Longest task: the longest main-thread task in the (simulated, 4x slowed) load, 0 when none reached 50 ms. ' +
      "Page task: the same without the task in which the browser commits the navigation and creates the page's JavaScript context " +
      '(as long on a page of three lines; see bench/page-tasks.ts): the longest task of parsing, style, layout, paint, script and hydration. ' +
      'Machine task: the longest main-thread task as this machine ran it: Lighthouse records the load unthrottled and applies the 4x slowdown only in its model. ' +
      'JS: JavaScript transferred before any interaction, compressed, with its HTTP headers. Index: the benchmark index of the runs (median).',
    '',
    '| page | perf | a11y | best pr. | SEO | FCP s | LCP s | TBT ms | CLS | longest task ms | page task ms | machine task ms | JS KiB | KiB | index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}
