// `npm run bench`: Lighthouse on every page in both languages, the load benchmark and the IFC viewer's
// first frame, written to bench/results/. `-- --lighthouse`, `-- --load`, `-- --deploy` (the load through nginx of deploy/) or `-- --viewer` runs one of them; `--no-build` uses the current build;
// `--pages=/de,/en/pricing` measures only those pages and writes to bench/tmp/, leaving the record alone;
// `--returning` measures Lighthouse as a visitor who made a consent choice before (lighthouse-returning.md)
// instead of a first visit (which, in a build with a consent service, meets the dialog).
// `--phone` records issue 40's figures (phone-speed.md): Lighthouse at 4x and at the slowdown that
// stands for the same phone on this machine, and the first use of each interactive piece at 4x.
// Figures, not pass/fail: not part of npm test.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { choiceCookie } from '../app/consent/choice.ts';
import { languages } from '../app/shared/languages.ts';
import { allPages, pathTo } from '../app/shared/pages.ts';
import { option } from './args.ts';
import { lcpTbtChart } from './chart.ts';
import { deployLoadBench, deployLoadMarkdown } from './deploy-load.ts';
import { firstUseBench } from './first-use.ts';
import { viewerBench, viewerMarkdown } from './ifc-viewer.ts';
import { viewerModelBench, viewerModelMarkdown } from './ifc-viewer-models.ts';
import { lighthouseBench, lighthouseMarkdown, type PageScore, scaledSlowdown } from './lighthouse.ts';
import { loadBench, loadMarkdown } from './load.ts';
import { phonePages, phoneSpeedMarkdown } from './phone-speed.ts';
import { startReferencePage } from './reference-page.ts';
import { startServer } from './start-server.ts';

const args = process.argv.slice(2);
const only = (['lighthouse', 'load', 'deploy', 'viewer', 'phone'] as const).find((name) => args.includes(`--${name}`));
const chosen = option('pages')?.split(',');
const results = path.resolve(import.meta.dirname, chosen ? 'tmp' : 'results');
mkdirSync(results, { recursive: true });
const clientDir = path.resolve(import.meta.dirname, '../build/client');
const date = new Date().toISOString().slice(0, 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

if (!only || only === 'load') {
  const load = await loadBench(clientDir);
  console.table(load);
  writeFileSync(path.join(results, 'load.md'), loadMarkdown(load, date));
}

if (!only || only === 'deploy') {
  const load = await deployLoadBench(clientDir);
  console.table(load);
  writeFileSync(path.join(results, 'load-deploy.md'), deployLoadMarkdown(load, date));
}

if (!only || only === 'lighthouse') {
  // Five: on two cores one stray task moves a run's TBT by 50 to 100 ms; the median of five holds still.
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const pages = chosen ?? languages.flatMap((lang) => allPages().map((ref) => pathTo(ref, lang)));
  const returning = args.includes('--returning');
  // A visitor who refused everything: no dialog, nothing from another host (the default build has none anyway).
  const cookie = returning ? choiceCookie({ analytics: false, marketing: false }) : undefined;
  const server = await startServer();
  try {
    const scores = await lighthouseBench(
      server.url,
      pages,
      runs,
      (score) =>
        console.log(
          `${score.page}: performance ${score.performance}, LCP ${Math.round(score.lcp)} ms, TBT ${Math.round(score.tbt)} ms, ` +
            `CLS ${score.cls.toFixed(3)}, longest task ${Math.round(score.longestTask)} ms (page ${Math.round(score.pageTask)} ms, unthrottled ${Math.round(score.machineTask)} ms), JS ${(score.scriptBytes / 1024).toFixed(1)} KiB`,
        ),
      cookie,
    );
    if (returning) {
      writeFileSync(
        path.join(results, 'lighthouse-returning.md'),
        lighthouseMarkdown(scores, date, runs, 'a returning visitor who refused everything on an earlier visit'),
      );
    } else {
      writeFileSync(path.join(results, 'lighthouse.md'), lighthouseMarkdown(scores, date, runs));
      writeFileSync(path.join(results, 'lighthouse.svg'), lcpTbtChart(scores));
    }
  } finally {
    await server.stop();
  }
}
if (only === 'phone') {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const pages = chosen ?? phonePages;
  const server = await startServer();
  try {
    const report = (score: { page: string; performance: number; lcp: number; tbt: number; benchmarkIndex: number }) =>
      console.log(
        `${score.page}: performance ${score.performance}, LCP ${Math.round(score.lcp)} ms, TBT ${Math.round(score.tbt)} ms, index ${score.benchmarkIndex}`,
      );
    const defaults = await lighthouseBench(server.url, pages, runs, report);
    // The index of the runs themselves: a single run before them measures a browser still starting up.
    const benchmarkIndex = Math.round(median(defaults.map((score) => score.benchmarkIndex)));
    const slowdown = scaledSlowdown(benchmarkIndex);
    console.log(`benchmark index ${benchmarkIndex}: the phone is this machine slowed ${slowdown}x`);
    const scaled = await lighthouseBench(server.url, pages, runs, report, undefined, slowdown);
    // One after the other, as every run of the bench: two browsers at once would slow each other.
    const reference = await startReferencePage();
    const floor = { defaults: [] as PageScore[], scaled: [] as PageScore[] };
    try {
      floor.defaults = await lighthouseBench(reference.url, ['/'], runs, report);
      floor.scaled = await lighthouseBench(reference.url, ['/'], runs, report, undefined, slowdown);
    } finally {
      await reference.stop();
    }
    const uses = await firstUseBench(server.url, 4);
    console.table(uses);
    writeFileSync(
      path.join(results, 'phone-speed.md'),
      phoneSpeedMarkdown({ date, runs, benchmarkIndex, slowdown }, defaults, scaled, uses, {
        defaults: floor.defaults[0]!,
        scaled: floor.scaled[0]!,
      }),
    );
  } finally {
    await server.stop();
  }
}
if (!only || only === 'viewer') {
  const server = await startServer();
  try {
    const viewer = await viewerBench(server.url);
    console.log(
      `IFC viewer first frame: median ${Math.round(viewer.median)} ms (${viewer.runs.map((run) => Math.round(run.firstFrame)).join(', ')})`,
    );
    const models = await viewerModelBench(server.url);
    console.log(`benchmark index ${models.benchmarkIndex}`);
    console.table(models.models.map((model) => ({ ...model, megabytes: model.megabytes.toFixed(1) })));
    writeFileSync(path.join(results, 'ifc-viewer.md'), [viewerMarkdown(viewer, date), ...viewerModelMarkdown(models)].join('\n'));
  } finally {
    await server.stop();
  }
}
console.log(`results in ${results}`);
