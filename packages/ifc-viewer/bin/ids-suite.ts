import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkIds, IdsFileError, type IdsReport, IfcEngine, readIds, reasonText } from '@lotrecht/ifc-viewer';
import { nodeWasm } from '@lotrecht/ifc-viewer/node';

/*
 * A folder of IDS test cases run through readIds and checkIds: buildingSMART's IDS 1.0 test cases, which
 * live outside this repository (npm run ids:conformance), or our own cases in tests/ids-own-cases (a
 * test). A case is `<facet>/<pass|fail|invalid>-<what>.ids`, checked against `<same name>.ifc` beside it
 * or else the folder's `model.ifc`.
 */

/** Where the suite is looked for when neither an argument nor IDS_SUITE names it. */
export const defaultSuiteDir = '/work/ids-suite';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Our own conformance cases, written from the IDS 1.0 documentation. */
export const ownCasesDir = path.resolve(import.meta.dirname, '../tests/ids-own-cases');

export type Expectation = 'pass' | 'fail' | 'invalid';

export interface CaseResult {
  folder: string;
  file: string;
  expected: Expectation;
  ok: boolean;
  /** What happened, in words: every specification passed, which failed and why, or why the IDS was refused. */
  outcome: string;
  /** Reading the IDS, opening the model, checking and closing it. */
  milliseconds: number;
  /** Per specification, when the IDS could be read: how many elements it applied to and how many failed. */
  specifications?: { status: 'pass' | 'fail'; applicable: number; failed: number }[];
}

export interface SuiteResult {
  dir: string;
  /** The suite's first heading, commit and license as its README.md names them. */
  title?: string;
  commit?: string;
  license?: string;
  cases: CaseResult[];
  folders: { folder: string; cases: number; passed: number }[];
  passed: number;
  /** Starting web-ifc once, before the first case. */
  startMilliseconds: number;
  /** Every case, one after the other, without the start. */
  runMilliseconds: number;
  /** From starting web-ifc to the last case closed. */
  totalMilliseconds: number;
}

/** Where to run from: the argument, else IDS_SUITE, else the default folder when it exists; an error in words otherwise. */
export function findSuite(
  argument: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  fallback = defaultSuiteDir,
): { dir: string } | { error: string } {
  const base = env.INIT_CWD ?? process.cwd();
  const named = argument ?? env.IDS_SUITE;
  const how = argument !== undefined ? 'the folder given' : 'IDS_SUITE';
  if (named !== undefined && named !== '') {
    const dir = path.resolve(base, named);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return { error: `${how} (${dir}) is not a folder` };
    return { dir };
  }
  if (existsSync(fallback) && statSync(fallback).isDirectory()) return { dir: fallback };
  return {
    error: `no IDS test suite found: pass the folder of the suite's test cases (npm run ids:conformance -- FOLDER) or set IDS_SUITE; ${fallback} does not exist either`,
  };
}

/** What the suite's README.md says of itself: first heading, source commit, license. */
export function suiteReadme(dir: string): Pick<SuiteResult, 'title' | 'commit' | 'license'> {
  const file = path.join(dir, 'README.md');
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  const title = /^#\s+(.+)$/m.exec(text)?.[1]?.trim();
  const commit = /commit\W{0,4}([0-9a-f]{40})\b/i.exec(text)?.[1] ?? /\b([0-9a-f]{40})\b/.exec(text)?.[1];
  const license = /\bCC BY(?:-[A-Z]{2})*(?: \d\.\d)?/.exec(text)?.[0];
  return { ...(title && { title }), ...(commit && { commit }), ...(license && { license }) };
}

/** Every case of a suite folder, by facet folder and file name. */
export function listCases(dir: string): { folder: string; file: string; expected: Expectation; ids: string; ifc: string }[] {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return folders.flatMap((folder) =>
    readdirSync(path.join(dir, folder))
      .filter((name) => name.endsWith('.ids'))
      .sort()
      .map((file) => {
        const expected = /^(pass|fail|invalid)-/.exec(file)?.[1] as Expectation | undefined;
        if (!expected) throw new Error(`${folder}/${file}: a case's name starts with pass-, fail- or invalid-`);
        const own = path.join(dir, folder, file.replace(/\.ids$/, '.ifc'));
        const shared = path.join(dir, folder, 'model.ifc');
        const ifc = existsSync(own) ? own : shared;
        if (!existsSync(ifc)) throw new Error(`${folder}/${file}: no ${path.basename(own)} beside it and no model.ifc in its folder`);
        return { folder, file, expected, ids: path.join(dir, folder, file), ifc };
      }),
  );
}

function describe(report: IdsReport): string {
  const failed = report.specifications.filter((spec) => spec.status === 'fail');
  if (!failed.length) return 'every specification passed';
  return failed
    .map((spec) => {
      const reason = spec.reason ?? spec.failures[0]?.reason;
      return `"${spec.name}" failed${reason ? `: ${reasonText(reason)}` : ''}`;
    })
    .join('; ');
}

/**
 * Runs every case of a suite folder. A case passes when the result matches its file name: `pass-` every
 * specification passes, `fail-` at least one fails, `invalid-` (an IDS invalid on purpose) readIds refuses
 * it or at least one specification fails, as buildingSMART's suite defines.
 */
export async function runSuite(dir: string): Promise<SuiteResult> {
  const listed = listCases(dir);
  const started = performance.now();
  const engine = new IfcEngine(nodeWasm());
  const api = await engine.ready();
  const startMilliseconds = performance.now() - started;
  const cases: CaseResult[] = [];
  try {
    for (const { folder, file, expected, ids: idsFile, ifc } of listed) {
      const before = performance.now();
      let outcome: string;
      let anyFailed: boolean | undefined;
      let specifications: CaseResult['specifications'];
      try {
        const ids = readIds(readFileSync(idsFile, 'utf8'));
        const modelID = api.OpenModel(readFileSync(ifc), { COORDINATE_TO_ORIGIN: false });
        try {
          const report = checkIds(api, modelID, ids);
          anyFailed = report.specifications.some((spec) => spec.status === 'fail');
          outcome = describe(report);
          specifications = report.specifications.map(({ status, applicable, failed }) => ({ status, applicable, failed }));
        } finally {
          api.CloseModel(modelID);
        }
      } catch (error) {
        if (!(error instanceof IdsFileError)) throw error;
        outcome = `readIds refused it (${error.problem}${error.detail.found !== undefined ? `: ${error.detail.found}` : ''})`;
      }
      const ok = expected === 'pass' ? anyFailed === false : expected === 'fail' ? anyFailed === true : anyFailed !== false;
      cases.push({ folder, file, expected, ok, outcome, milliseconds: performance.now() - before, ...(specifications && { specifications }) });
    }
  } finally {
    engine.dispose();
  }
  const folders = [...new Set(cases.map((result) => result.folder))].map((folder) => {
    const inFolder = cases.filter((result) => result.folder === folder);
    return { folder, cases: inFolder.length, passed: inFolder.filter((result) => result.ok).length };
  });
  return {
    dir,
    ...suiteReadme(dir),
    cases,
    folders,
    passed: cases.filter((result) => result.ok).length,
    startMilliseconds,
    runMilliseconds: cases.reduce((sum, result) => sum + result.milliseconds, 0),
    totalMilliseconds: performance.now() - started,
  };
}

const percent = (passed: number, total: number) => (total ? `${((passed / total) * 100).toFixed(1)} %` : '–');
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** The conformance page (bench/results/ids-conformance.md). */
export function conformancePage(result: SuiteResult, when = new Date()): string {
  const failing = result.cases.filter((entry) => !entry.ok);
  const times = result.cases.map((entry) => entry.milliseconds).sort((a, b) => a - b);
  const slowest = [...result.cases].sort((a, b) => b.milliseconds - a.milliseconds).slice(0, 5);
  const cpus = os.cpus();
  const invalid = result.cases.filter((entry) => entry.expected === 'invalid');
  return [
    '# IDS 1.0 conformance',
    '',
    `The IDS checker of \`@lotrecht/ifc-viewer\` (\`readIds\`, \`checkIds\`) against ${result.title ? `“${result.title}”` : 'an IDS test suite'}`,
    `at commit \`${result.commit ?? 'unknown (its README.md names none)'}\`, as the suite's README.md names it${result.license ? ` (${result.license})` : ''}.`,
    ...(path.relative(repoRoot, result.dir).startsWith('..')
      ? [
          'The suite is not part of this repository: it is read from a folder outside it, so neither `npm test` nor CI has it.',
          'Written by `npm run ids:conformance -- FOLDER` (or `IDS_SUITE=FOLDER`); the package tests run our own cases',
          '(`packages/ifc-viewer/tests/ids-own-cases`) instead, and require all of them to pass.',
        ]
      : [`The cases are this repository's own (\`${path.relative(repoRoot, result.dir)}\`). Written by \`npm run ids:conformance -- FOLDER\`.`]),
    '',
    'A case passes when the result matches its file name: `pass-` every specification passes, `fail-` at least one fails,',
    '`invalid-` (an IDS that is invalid on purpose) `readIds` refuses it or at least one specification fails.',
    '',
    '## Pass rate per facet',
    '',
    '| folder | cases | passed | rate |',
    '|---|---:|---:|---:|',
    ...result.folders.map((folder) => `| ${folder.folder} | ${folder.cases} | ${folder.passed} | ${percent(folder.passed, folder.cases)} |`),
    `| **all** | **${result.cases.length}** | **${result.passed}** | **${percent(result.passed, result.cases.length)}** |`,
    '',
    '| expected | cases | passed |',
    '|---|---:|---:|',
    ...(['pass', 'fail', 'invalid'] as const).map((expected) => {
      const cases = result.cases.filter((entry) => entry.expected === expected);
      return `| ${expected} | ${cases.length} | ${cases.filter((entry) => entry.ok).length} |`;
    }),
    '',
    '## How long it took',
    '',
    `Run on ${when.toISOString().slice(0, 10)} with Node ${process.version} on ${os.platform()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}:`,
    'one web-ifc engine for the whole run, each case reading its IDS, opening its model, checking and closing it.',
    '',
    '| what | time |',
    '|---|---:|',
    `| the whole run | ${ms(result.totalMilliseconds)} |`,
    `| starting web-ifc | ${ms(result.startMilliseconds)} |`,
    `| all ${result.cases.length} cases | ${ms(result.runMilliseconds)} |`,
    `| per case, mean | ${ms(result.cases.length ? result.runMilliseconds / result.cases.length : 0)} |`,
    `| per case, median | ${ms(quantile(times, 0.5))} |`,
    `| per case, 95th percentile | ${ms(quantile(times, 0.95))} |`,
    `| per case, slowest | ${ms(times.at(-1) ?? 0)} |`,
    '',
    'Slowest cases:',
    '',
    ...slowest.map(
      (entry) =>
        `- \`${entry.folder}/${entry.file}\`: ${ms(entry.milliseconds)}${entry === result.cases[0] ? ' (the first case run, warming up web-ifc)' : ''}`,
    ),
    '',
    '## Cases that fail',
    '',
    ...(failing.length ? failing.map((entry) => `- \`${entry.folder}/${entry.file}\`: expected ${entry.expected}; ${entry.outcome}.`) : ['None.']),
    '',
    ...(invalid.length
      ? ['## How the invalid cases were caught', '', ...invalid.map((entry) => `- \`${entry.folder}/${entry.file}\`: ${entry.outcome}.`), '']
      : []),
  ].join('\n');
}
