// `npm run bench:compare -- --against=<commit>`: the build of an earlier commit against the current one
// on the same machine in the same run, page by page in turn (old, then new), so that a busy minute
// weighs on both alike. Lighthouse at its mobile defaults and the first screen's pictures on a phone,
// written to bench/results/compare.md with the machine's benchmark index beside every figure.
// `--pages=/de,/en/pricing` chooses the pages, `--runs=5` the runs per page (median), `--no-build`
// measures the current build as it is, `--slowdown=7.2` a CPU slowdown other than Lighthouse's 4x (the
// phone on a faster machine, 4 × index ÷ 1,500). The earlier commit is built once in bench/tmp/against-<commit>.
import { execSync } from 'node:child_process';
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { option } from './args.ts';
import { firstScreenImages } from './first-screen-images.ts';
import { lighthouseBench, type PageScore } from './lighthouse.ts';
import { startServer } from './start-server.ts';

const args = process.argv.slice(2);
const against = option('against');
if (!against) throw new Error('Name the earlier commit: npm run bench:compare -- --against=<commit>');
// Pages of every kind: home, a product with its live piece, a workflow, the lists, a legal text, both languages.
const pages = option('pages')?.split(',') ?? [
  '/de',
  '/en/product/ifc-viewer',
  '/de/workflows/bim-managers',
  '/en/workflows',
  '/de/product/dms',
  '/de/pricing',
  '/de/referenzen',
  '/en/about-us',
  '/en/careers',
  '/en/privacy-notice',
];
const runs = Number(option('runs') ?? 3);
const slowdown = Number(option('slowdown') ?? 4);

const root = path.resolve(import.meta.dirname, '..');
const commit = execSync(`git rev-parse --short ${against}`, { cwd: root, encoding: 'utf8' }).trim();
const tree = path.join(root, 'bench/tmp', `against-${commit}`);
if (!existsSync(path.join(tree, 'build/client'))) {
  if (!existsSync(tree)) execSync(`git worktree add --detach ${tree} ${commit}`, { cwd: root, stdio: 'inherit' });
  // The same installed packages: the comparison is of the site's code, not of a dependency upgrade.
  if (!existsSync(path.join(tree, 'node_modules'))) symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
  execSync('npm run build', { cwd: tree, stdio: 'inherit' });
}
if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const builds = { old: path.join(tree, 'build'), new: path.join(root, 'build') };
const servers = {
  old: await startServer({ SITE_DIR: `${builds.old}/client`, CSP_FILE: `${builds.old}/csp-hashes.json` }),
  new: await startServer({ SITE_DIR: `${builds.new}/client`, CSP_FILE: `${builds.new}/csp-hashes.json` }),
};
const scores: { build: 'old' | 'new'; score: PageScore }[] = [];
const pictures: Record<'old' | 'new', Awaited<ReturnType<typeof firstScreenImages>>> = { old: [], new: [] };
try {
  for (const page of pages)
    for (const build of ['old', 'new'] as const) {
      const [score] = await lighthouseBench(servers[build].url, [page], runs, undefined, undefined, slowdown);
      scores.push({ build, score: score! });
      console.log(
        `${page} ${build}: performance ${score!.performance}, LCP ${Math.round(score!.lcp)} ms, TBT ${Math.round(score!.tbt)} ms, CLS ${score!.cls.toFixed(3)}, index ${score!.benchmarkIndex}`,
      );
    }
  for (const build of ['old', 'new'] as const) pictures[build] = await firstScreenImages(servers[build].url, pages);
} finally {
  await servers.old.stop();
  await servers.new.stop();
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const pictureCell = (build: 'old' | 'new', page: string, dpr: number) =>
  kib(pictures[build].find((row) => row.page === page && row.dpr === dpr)?.bytes ?? 0);
const indices = scores.map(({ score }) => score.benchmarkIndex);
const date = new Date().toISOString().slice(0, 10);
const markdown = [
  '# Old build against new',
  '',
  `${date}; ${commit} (old) against the working tree (new), measured page by page in turn in one run. Lighthouse 13 (mobile, simulated slow 4G, ${slowdown}x CPU slowdown${slowdown === 4 ? ', its default' : ''}), Debian Chromium, median of ${runs} runs per page and build. The machine's benchmark index during the runs was ${Math.min(...indices)} to ${Math.max(...indices)} (index column: the median of a row's runs).`,
  'First-screen pictures: the bytes of every image and poster whose box meets the first 812 px of a 375 px phone at device pixel ratio 2 and 3, after load (bench/first-screen-images.ts).',
  `Reproduce with \`npm run bench:compare -- --against=${commit}${slowdown === 4 ? '' : ` --slowdown=${slowdown}`}\`.`,
  '',
  '| page | build | perf | LCP s | TBT ms | CLS | JS KiB | first-screen pictures KiB (2x / 3x) | index |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...scores.map(
    ({ build, score }) =>
      `| ${score.page} | ${build} | ${score.performance} | ${(score.lcp / 1000).toFixed(2)} | ${Math.round(score.tbt)} | ${score.cls.toFixed(3)} | ${kib(score.scriptBytes)} | ${pictureCell(build, score.page, 2)} / ${pictureCell(build, score.page, 3)} | ${score.benchmarkIndex} |`,
  ),
  '',
].join('\n');
writeFileSync(path.join(root, 'bench/results/compare.md'), markdown);
console.log(markdown);
