import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entity, idsText, property, simple, spec } from './ids-support.ts';

/* The command as a user runs it, in a child process: exit codes, standard output and standard error. */

const repo = path.resolve(import.meta.dirname, '../../..');
const command = path.join(repo, 'packages/ifc-viewer/bin/ids.ts');
const conformance = path.join(repo, 'packages/ifc-viewer/bin/ids-conformance.ts');
const ownCases = path.join(repo, 'packages/ifc-viewer/tests/ids-own-cases');
const model = path.join(repo, 'public/models/office-architecture-v1.ifc');
const rules = path.join(repo, 'public/models/office-rules.en.ids');
const scratch = mkdtempSync(path.join(tmpdir(), 'ids-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
};

const runScript = (script: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [script, ...args],
      { encoding: 'utf8', cwd: repo, env: { ...process.env, INIT_CWD: repo, ...env } },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
const run = (...args: string[]) => runScript(command, args);

describe('npm run ids', () => {
  it('prints one JSON object with every specification and exits 1 when one fails', async () => {
    const { code, stdout } = await run(model, rules, '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual(['specifications']);
    expect(report.specifications).toHaveLength(6);
    const doors = report.specifications.find((entry: { name: string }) => entry.name.startsWith('Doors'));
    expect(doors).toMatchObject({ status: 'fail', applicable: 62, passed: 57, failed: 5 });
    expect(doors.failures[0]).toEqual({ globalId: expect.stringMatching(/^[0-9A-Za-z_$]{22}$/), reason: expect.stringContaining('OverallWidth') });
    expect(Object.keys(doors)).toEqual(['name', 'status', 'applicable', 'passed', 'failed', 'failures']);
  }, 30_000);

  it('exits 0 when every specification passes, with a readable summary', async () => {
    const passing = write(
      'walls.ids',
      idsText(spec('Walls state IsExternal', entity('IFCWALL'), property('Pset_WallCommon', 'IsExternal', { dataType: 'IFCBOOLEAN' }))),
    );
    const { code, stdout, stderr } = await run(model, passing);
    expect(code).toBe(0);
    expect(stdout).toContain('PASS  Walls state IsExternal  (103 of 103 pass)');
    expect(stdout).toContain('1 of 1 specifications pass');
    expect(stderr).toBe('');
  }, 30_000);

  it('lists failing elements in the readable output', async () => {
    const failing = write(
      'name.ids',
      idsText(
        spec('Doors named', entity('IFCDOOR'), `<attribute><name>${simple('Name')}</name><value>${simple('Haupteingang')}</value></attribute>`),
      ),
    );
    const { code, stdout } = await run(model, failing);
    expect(code).toBe(1);
    expect(stdout).toMatch(/FAIL {2}Doors named {2}\(1 of 62 pass\)/);
    expect(stdout).toMatch(/IfcDoor {2}"Tür 0\.01" {2}must have Name 'Haupteingang', found 'Tür 0\.01'/);
    expect(stdout).toContain('… and 41 more (--json lists all)');
  }, 30_000);

  it('exits 2 with a message on standard error and nothing on standard output for files it cannot read', async () => {
    const old = write('old.ids', idsText(spec('x', entity('IFCWALL'))).replace('IDS/1.0/ids.xsd', 'IDS/0.9.7/ids.xsd'));
    const notIfc = write('model.ifc', 'this is no IFC');
    const cases = [
      [[model, old, '--json'], /old\.ids: not an IDS 1\.0 file/],
      [[model, write('broken.ids', '<ids'), '--json'], /broken\.ids: not an XML file/],
      [[path.join(scratch, 'missing.ifc'), rules, '--json'], /missing\.ifc: no such file/],
      [[notIfc, rules], /model\.ifc: not a readable IFC file \(not-ifc\)/],
      [[model], /usage: npm run ids -- MODEL\.ifc RULES\.ids \[--json\]/],
    ] as const;
    // One after the other: five Node processes at once would starve the other test files on a small machine.
    for (const [args, message] of cases) {
      const { code, stdout, stderr } = await run(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
    }
  }, 90_000);
});

describe('npm run ids:conformance', () => {
  it('exits 2 with a message and writes nothing when the suite it is pointed at is not there', async () => {
    const out = path.join(scratch, 'missing.md');
    const { code, stdout, stderr } = await runScript(conformance, ['--out', out], { IDS_SUITE: path.join(scratch, 'no-suite') });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/ids:conformance: IDS_SUITE \(.*no-suite\) is not a folder/);
    expect(() => readFileSync(out)).toThrow();
  }, 30_000);

  it('runs a folder of cases and writes the page where --out says', async () => {
    const out = path.join(scratch, 'conformance.md');
    const { code, stdout, stderr } = await runScript(conformance, [ownCases, '--out', out]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^(\d+) of \1 cases \(100\.0 %\)/m);
    const page = readFileSync(out, 'utf8');
    expect(page).toMatch(/^# IDS 1\.0 conformance/);
    expect(page).toContain('## How long it took');
    expect(page).toMatch(/## Cases that fail\n\nNone\./);
  }, 60_000);
});
