import type { FirstUseResult } from './first-use.ts';
import type { PageScore } from './lighthouse.ts';

/** Pages whose figures issue 40 recorded first, in its order: the comparison starts from them. */
export const phonePages = [
  '/de',
  '/en/product/ifc-viewer',
  '/de/workflows/bim-managers',
  '/en/careers',
  '/de/pricing',
  '/en/privacy-notice',
  '/de/product/dms',
  '/en/workflows',
];

/**
 * The record of issue 40's goal: per page, Lighthouse at its defaults (4x) and at the slowdown that
 * stands for the same phone on this machine, JavaScript before the first input, and the first use
 * of each interactive piece at 4x.
 */
export function phoneSpeedMarkdown(
  run: { date: string; runs: number; benchmarkIndex: number; slowdown: number },
  defaults: PageScore[],
  scaled: PageScore[],
  uses: FirstUseResult[],
  /** The reference page (reference-page.ts) at both slowdowns: the floor of the method on this machine. */
  floor: { defaults: PageScore; scaled: PageScore },
): string {
  const at = (scores: PageScore[], page: string) => scores.find((score) => score.page === page)!;
  const row = (d: PageScore, s: PageScore, label = d.page) =>
    `| ${label} | ${Math.round(d.benchmarkIndex)} | ${d.performance} | ${(d.lcp / 1000).toFixed(2)} | ${Math.round(d.tbt)} | ${d.cls.toFixed(3)} | ${s.performance} | ${(s.lcp / 1000).toFixed(2)} | ${Math.round(s.tbt)} | ${Math.round(s.blockingByWall)} | ${Math.round(s.blockingByThread)} | ${(d.scriptBytes / 1024).toFixed(1)} | ${Math.round(d.scriptEvaluation)} | ${Math.round(d.styleLayout)} | ${d.domElements} |`;
  const rows = defaults.map((d) => row(d, at(scaled, d.page)));
  const useRows = uses.map(
    (u) =>
      `| ${u.name} | ${u.path} | ${Math.round(u.inp)} | ${u.failed ? `not pressed: ${u.failed}` : u.left ? 'left the page (a link before its script)' : u.response === null ? 'none within 5 s' : Math.round(u.response)} | ${(u.scriptBytesBeforeInput / 1024).toFixed(1)} |`,
  );
  return [
    '# Speed on a mid-range phone',
    '',
    `${run.date}; Lighthouse 13 mobile (simulated slow 4G), Debian Chromium, median of ${run.runs} runs per page. ` +
      `The benchmark index of the runs at 4x was ${run.benchmarkIndex} (median; each page's is in the table), so the phone that Lighthouse's 4x stands for on a machine of index 1,500 ` +
      `is this machine slowed ${run.slowdown}x (4 × index ÷ 1,500). The goal (issue 40): performance 100, TBT ≤ 100 ms, LCP ≤ 1.0 s, CLS ≤ 0.01 at that slowdown; ` +
      'JavaScript before the first input ≤ 30 KB where the first screen holds no live widget; the first use of every piece answered within 200 ms at 4x.',
    'Reproduce with `npm run bench -- --phone` (`--pages=` for others). Script and style-and-layout: the main-thread time of the load in ' +
      "script evaluation and in style recalculation and layout (Lighthouse's work breakdown at 4x); elements: the document's element count. " +
      "Blocking by wall time and by thread time: the blocking time of the page's own main-thread tasks from its observed first contentful paint on, " +
      "at the scaled slowdown, once from the tasks' wall time (what Lighthouse's model scales) and once from the time the renderer's main thread actually ran " +
      "(bench/page-tasks.ts). Where they part, the thread waited for a core that the browser's own navigation work, the compositor and the raster workers held: " +
      'this machine has two, a phone of the class six to eight.',
    '',
    `| page | index | perf 4x | LCP s 4x | TBT ms 4x | CLS | perf ${run.slowdown}x | LCP s ${run.slowdown}x | TBT ms ${run.slowdown}x | blocking by wall time ms ${run.slowdown}x | blocking by thread time ms ${run.slowdown}x | JS KiB before input | script ms 4x | style and layout ms 4x | elements |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    row(floor.defaults, floor.scaled, '*reference page*'),
    '',
    '*Reference page*: one heading and one paragraph, no stylesheet, no font, no script, from a server of its own on this machine, measured in the same run. ' +
      "Its figures are the floor of the method here: the browser's own work for any navigation, which the slowdown scales as it scales the site's.",
    '',
    '## First use at 4x',
    '',
    'A fresh visit; a second after the load the visitor scrolls to the piece with the wheel and presses it. INP: the longest Event Timing duration of the press. ' +
      'Answer: from the press to the first frame showing the result. JS: JavaScript transferred before the press.',
    '',
    '| piece | page | INP ms | answer ms | JS KiB before the press |',
    '|---|---|---:|---:|---:|',
    ...useRows,
    '',
  ].join('\n');
}
