// Runs the MDN HTTP Observatory's scanner against a server on this machine and prints its result as
// JSON. The published CLI scans only ports 80 and 443; this calls the same retriever with the audit's
// ports and grades exactly as the CLI's scan() does. Run by observatory.ts in a child process, because
// the scanner trusts only certificates named in NODE_EXTRA_CA_CERTS, read at process start.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '../../node_modules/@mdn/mdn-http-observatory');
const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);

// The package fills this list in its install script, which downloads it and so is not run here;
// a loopback host is on no preload list, so an empty list is the true answer for it.
const preload = path.join(root, 'conf/hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}');

const { retrieve } = await load('src/retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load('src/constants.js');
const { getGradeForScore, getScoreModifier } = await load('src/grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('src/grader/charts.js');

const requests = await retrieve(hostname, { httpPort, httpsPort });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: 'site down' }));
  process.exit(1);
}

type Result = { result: string; pass: boolean; constructor: { name: string } };
const results: Result[] = ALL_TESTS.map((test: (r: unknown) => Result) => test(requests));
let withExtraCredit = 100;
let uncurved = 100;
let passed = 0;
for (const result of results) {
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result) as number;
  passed += result.pass ? 1 : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(
  JSON.stringify({
    grade: final.grade,
    score: final.score,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    failed: results.filter((result) => !result.pass).map((result) => `${result.constructor.name}: ${result.result}`),
  }),
);
