import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IdsDocument, IdsReport } from '@lotrecht/ifc-viewer';
// The light half of the package first: a file that cannot be read is told without loading web-ifc.
import { IdsFileError } from '../src/ids/ids-file-error.ts';
import { reasonText } from '../src/ids/ids-reason.ts';
import { readIds } from '../src/ids/read-ids.ts';
import { checkIfcHead } from '../src/model/check-file.ts';

/*
 * Checks an IFC model against an IDS file: npm run ids -- MODEL.ifc RULES.ids [--json]
 * Exit 0 when every specification passes, 1 when one fails, 2 when a file cannot be read (the message
 * on standard error, nothing on standard output). --json prints one JSON object and nothing else.
 */

const usage = 'usage: npm run ids -- MODEL.ifc RULES.ids [--json]';
/** Failures listed per specification in the readable output; --json has them all. */
const shownFailures = 20;

class Unreadable extends Error {}

function read(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Unreadable(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
  }
}

function readRules(file: string): IdsDocument {
  try {
    return readIds(read(file).toString('utf8'));
  } catch (error) {
    if (!(error instanceof IdsFileError)) throw error;
    const what: Record<string, string> = {
      'not-xml': 'not an XML file',
      'not-ids': 'not an IDS file',
      version: 'not an IDS 1.0 file',
      'unknown-facet': 'has an element that is no IDS facet',
    };
    throw new Unreadable(`${file}: ${what[error.problem] ?? 'not a valid IDS 1.0 file'} (${error.message})`);
  }
}

async function check(modelFile: string, rulesFile: string): Promise<IdsReport> {
  const rules = readRules(rulesFile);
  const bytes = read(modelFile);
  const problem = checkIfcHead(bytes, bytes.length);
  if (problem) throw new Unreadable(`${modelFile}: not a readable IFC file (${problem})`);
  const [{ checkIds, IfcEngine }, { nodeWasm }] = await Promise.all([import('@lotrecht/ifc-viewer'), import('@lotrecht/ifc-viewer/node')]);
  const engine = new IfcEngine(nodeWasm());
  const api = await engine.ready();
  const modelID = api.OpenModel(bytes, { COORDINATE_TO_ORIGIN: false });
  if (modelID < 0) throw new Unreadable(`${modelFile}: web-ifc cannot open it`);
  try {
    return checkIds(api, modelID, rules);
  } finally {
    api.CloseModel(modelID);
    engine.dispose();
  }
}

function printReadable(report: IdsReport, modelFile: string, rulesFile: string) {
  const lines = [`${path.basename(modelFile)} against ${path.basename(rulesFile)}`, ''];
  for (const spec of report.specifications) {
    const counts = spec.cardinality === 'prohibited' ? `${spec.applicable} found, none allowed` : `${spec.passed} of ${spec.applicable} pass`;
    lines.push(`${spec.status === 'pass' ? 'PASS' : 'FAIL'}  ${spec.name}  (${counts})`);
    if (spec.reason) lines.push(`      ${reasonText(spec.reason)}`);
    for (const failure of spec.failures.slice(0, shownFailures))
      lines.push(`      ${failure.globalId}  ${failure.ifcClass}  ${failure.name ? `"${failure.name}"  ` : ''}${reasonText(failure.reason)}`);
    if (spec.failures.length > shownFailures) lines.push(`      … and ${spec.failures.length - shownFailures} more (--json lists all)`);
  }
  const passing = report.specifications.filter((spec) => spec.status === 'pass').length;
  lines.push('', `${passing} of ${report.specifications.length} specifications pass`);
  console.log(lines.join('\n'));
}

const json = (report: IdsReport) =>
  JSON.stringify({
    specifications: report.specifications.map((spec) => ({
      name: spec.name,
      status: spec.status,
      applicable: spec.applicable,
      passed: spec.passed,
      failed: spec.failed,
      ...(spec.reason && { reason: reasonText(spec.reason) }),
      failures: spec.failures.map((failure) => ({ globalId: failure.globalId, reason: reasonText(failure.reason) })),
    })),
  });

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const files = args.filter((arg) => arg !== '--json');
if (files.length !== 2 || files.some((file) => file.startsWith('--'))) {
  console.error(usage);
  process.exit(2);
}
// npm runs scripts in the project's folder; paths are meant from where the command was typed.
const [modelFile, rulesFile] = files.map((file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file)) as [string, string];
try {
  const report = await check(modelFile, rulesFile);
  if (asJson) console.log(json(report));
  else printReadable(report, modelFile, rulesFile);
  process.exitCode = report.specifications.every((spec) => spec.status === 'pass') ? 0 : 1;
} catch (error) {
  // Whatever else went wrong, the check did not run: not 1, which would claim a specification failed.
  console.error(error instanceof Unreadable ? error.message : error);
  process.exitCode = 2;
}
