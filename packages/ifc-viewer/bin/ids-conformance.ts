import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { conformancePage, findSuite, runSuite } from './ids-suite.ts';

/*
 * Runs an IDS test suite (buildingSMART's IDS 1.0 test cases, kept outside this repository) and writes the
 * conformance page: npm run ids:conformance -- [FOLDER] [--out FILE]
 * FOLDER holds one folder of cases per facet; without it IDS_SUITE, else /work/ids-suite when it exists.
 * Exit 0 when the page is written (failing cases are figures, not errors), 2 when there is no suite.
 * A measurement, not a test: npm test does not run it.
 */

const usage = 'usage: npm run ids:conformance -- [FOLDER] [--out FILE]';
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const rest = args.filter((_arg, at) => outAt < 0 || (at !== outAt && at !== outAt + 1));
if ((outAt >= 0 && !out) || rest.length > 1 || rest.some((arg) => arg.startsWith('--'))) {
  console.error(usage);
  process.exit(2);
}

const found = findSuite(rest[0]);
if ('error' in found) {
  console.error(`ids:conformance: ${found.error}`);
  process.exit(2);
}
const base = process.env.INIT_CWD ?? process.cwd();
const target = out ? path.resolve(base, out) : path.resolve(import.meta.dirname, '../../../bench/results/ids-conformance.md');

let result: Awaited<ReturnType<typeof runSuite>>;
try {
  result = await runSuite(found.dir);
} catch (error) {
  console.error(`ids:conformance: ${found.dir}: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
if (!result.cases.length) {
  console.error(`ids:conformance: ${found.dir} holds no test cases (<facet>/<pass|fail|invalid>-<what>.ids)`);
  process.exit(2);
}
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, conformancePage(result));
const rate = ((result.passed / result.cases.length) * 100).toFixed(1);
console.log(`${found.dir}${result.commit ? ` @ ${result.commit.slice(0, 12)}` : ''}`);
console.log(
  `${result.passed} of ${result.cases.length} cases (${rate} %) in ${(result.runMilliseconds / 1000).toFixed(1)} s → ${path.relative(base, target)}`,
);
for (const folder of result.folders) console.log(`  ${folder.folder.padEnd(15)} ${folder.passed}/${folder.cases}`);
