import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readIds } from '@lotrecht/ifc-viewer';
import { beforeAll, describe, expect, it } from 'vitest';
import { conformancePage, findSuite, listCases, ownCasesDir, runSuite, type SuiteResult } from '../bin/ids-suite.ts';

/*
 * Our own IDS 1.0 conformance cases (tests/ids-own-cases), written from the IDS documentation: one folder
 * per facet, plus restrictions and tolerance, each with a small hand-written IFC4 model.ifc. The checker
 * must get every one right. buildingSMART's own suite is measured outside the tests (npm run ids:conformance).
 */

const facets = ['attribute', 'classification', 'entity', 'material', 'partOf', 'property', 'restriction', 'tolerance'];

describe('our own IDS conformance cases', () => {
  it('cover every facet, restrictions and tolerance with at least 3 pass and 3 fail cases, each saying what it checks', () => {
    const folders = readdirSync(ownCasesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual(facets);
    const cases = listCases(ownCasesDir);
    for (const facet of facets) {
      const inFolder = cases.filter((entry) => entry.folder === facet);
      expect(inFolder.filter((entry) => entry.expected === 'pass').length, facet).toBeGreaterThanOrEqual(3);
      expect(inFolder.filter((entry) => entry.expected === 'fail').length, facet).toBeGreaterThanOrEqual(3);
      expect(readdirSync(path.join(ownCasesDir, facet)), facet).toContain('model.ifc');
    }
    for (const entry of cases) {
      const where = `${entry.folder}/${entry.file}`;
      expect(entry.expected, where).not.toBe('invalid');
      expect(entry.file, where).toMatch(/^(pass|fail)-[a-z0-9_]+\.ids$/);
      const ids = readIds(readFileSync(entry.ids, 'utf8'));
      expect(ids.info.description, where).toMatch(/^[^\n]{10,}$/);
      expect(ids.specifications, where).toHaveLength(1);
    }
  });

  it('use every kind of restriction, each in a passing and a failing case', () => {
    const kinds = {
      enumeration: /<xs:enumeration /,
      pattern: /<xs:pattern /,
      bounds: /<xs:(min|max)(In|Ex)clusive /,
      length: /<xs:(length|minLength|maxLength) /,
    };
    const restrictions = listCases(ownCasesDir).filter((entry) => entry.folder === 'restriction');
    for (const [kind, written] of Object.entries(kinds))
      for (const expected of ['pass', 'fail'])
        expect(
          restrictions.some((entry) => entry.expected === expected && written.test(readFileSync(entry.ids, 'utf8'))),
          `${expected} ${kind}`,
        ).toBe(true);
  });

  describe('checked', () => {
    let result: SuiteResult;
    beforeAll(async () => {
      result = await runSuite(ownCasesDir);
    }, 60_000);

    it('all come out as their names say (100 %)', () => {
      const wrong = result.cases.filter((entry) => !entry.ok).map((entry) => `${entry.folder}/${entry.file}: ${entry.outcome}`);
      expect(wrong).toEqual([]);
      expect(result.passed).toBe(result.cases.length);
      expect(result.cases.length).toBeGreaterThanOrEqual(facets.length * 6);
    });

    it('apply to an element each, and fail on a requirement, not for want of elements', () => {
      for (const entry of result.cases) {
        const where = `${entry.folder}/${entry.file}`;
        const [spec] = entry.specifications ?? [];
        expect(spec, where).toBeDefined();
        expect(spec!.applicable, where).toBeGreaterThanOrEqual(1);
        if (entry.expected === 'fail') expect(spec!.failed, where).toBe(spec!.applicable);
      }
    });

    it('make a conformance page with the figures and no failing case', () => {
      const page = conformancePage(result);
      expect(page).toContain(`| **all** | **${result.cases.length}** | **${result.cases.length}** | **100.0 %** |`);
      for (const facet of facets) expect(page).toMatch(new RegExp(`\\| ${facet} \\| \\d+ \\| \\d+ \\| 100\\.0 % \\|`));
      expect(page).toMatch(/## Cases that fail\n\nNone\./);
      expect(page).toMatch(/\| all \d+ cases \| [\d.]+ ms \|/);
    });
  });
});

describe('finding the suite for npm run ids:conformance', () => {
  it('takes the argument, else IDS_SUITE, else the default folder, and says so when there is none', () => {
    const missing = path.join(ownCasesDir, 'no-such-folder');
    expect(findSuite(ownCasesDir, { IDS_SUITE: missing }, missing)).toEqual({ dir: ownCasesDir });
    expect(findSuite(undefined, { IDS_SUITE: ownCasesDir }, missing)).toEqual({ dir: ownCasesDir });
    expect(findSuite(undefined, {}, ownCasesDir)).toEqual({ dir: ownCasesDir });
    expect(findSuite(undefined, {}, missing)).toEqual({ error: expect.stringContaining('no IDS test suite found') });
    expect(findSuite(undefined, { IDS_SUITE: missing }, ownCasesDir)).toEqual({ error: expect.stringContaining('IDS_SUITE') });
  });
});
