import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type BcfExtensions, BcfFileError, type BcfProject, type BcfTopic, readBcf, type WritableVersion, writeBcf } from '@lotrecht/ifc-viewer';
import { bcfSchemaErrors } from '../../../tests/support/bcf-schemas.ts';
import { asWritten, comparable, ownBcf, ownNames, viewerIssues } from '../tests/bcf-support.ts';

/*
 * BCF conformance, measured where buildingSMART's BCF-XML 3.0 schemas are at hand (they are not in the
 * repository): npm run bcf:conformance -- <folder of BCF-XML's 3.0 Schemas>, or BCF_SCHEMAS_30, or
 * /work/bcf-suite/bcf-3.0 when it exists. Validates with xmllint, against the 2.1 schemas the repository
 * holds (tests/fixtures/bcf-2.1) and those 3.0 schemas: Lotrecht's own BCF files as written by hand
 * (tests/bcf-own) and written again as 2.1 and 3.0, and issues as the viewer makes them written as 2.1 and
 * 3.0. Reads every one of buildingSMART's BCF test cases in BCF_CASES (default /work/bcf-suite/bcf-cases)
 * when the folder exists, writes each as 2.1 and 3.0, validates that and reads it back. Writes
 * bench/results/bcf-conformance.md; exits 1 when a check failed, 2 when the 3.0 schemas are missing.
 */

const repo = path.resolve(import.meta.dirname, '../../..');
const target = path.join(repo, 'bench/results/bcf-conformance.md');
const suite = '/work/bcf-suite';
// npm runs scripts in the repository's root; a folder given on the command line is relative to where it was typed.
const given = process.argv[2] ?? process.env.BCF_SCHEMAS_30;
const schemas30 = given
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
  : existsSync(path.join(suite, 'bcf-3.0'))
    ? path.join(suite, 'bcf-3.0')
    : undefined;
if (!schemas30 || !existsSync(path.join(schemas30, 'markup.xsd'))) {
  console.error(
    [
      schemas30 ? `No BCF-XML 3.0 schemas in ${schemas30} (markup.xsd is missing).` : `No BCF-XML 3.0 schemas: ${suite}/bcf-3.0 does not exist.`,
      "The repository does not hold buildingSMART's 3.0 schemas. Give the folder of BCF-XML's 3.0 Schemas (markup.xsd,",
      'visinfo.xsd, version.xsd, extensions.xsd, documents.xsd, project.xsd, shared-types.xsd):',
      '  npm run bcf:conformance -- <folder>    or    BCF_SCHEMAS_30=<folder> npm run bcf:conformance',
    ].join('\n'),
  );
  process.exit(2);
}
const schemas21 = path.join(repo, 'tests/fixtures/bcf-2.1');
const casesDir = path.resolve(process.env.BCF_CASES ?? path.join(suite, 'bcf-cases'));
const versions: WritableVersion[] = ['2.1', '3.0'];

interface Check {
  group: 'own' | 'viewer' | 'cases';
  subject: string;
  check: string;
  ok: boolean;
  /** Why it failed: xmllint's messages, the first difference of a round trip, the reader's issues. */
  detail: string[];
}

const checks: Check[] = [];
const record = (group: Check['group'], subject: string, check: string, detail: string[]) =>
  checks.push({ group, subject, check, ok: detail.length === 0, detail });

const validate = (zip: Uint8Array, version: string) =>
  bcfSchemaErrors(zip, version === '3.0' ? schemas30 : version === '2.1' ? schemas21 : undefined);

/** Where two values first differ, as a path and both values; undefined when they are equal. */
function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}/${key}`);
      if (found) return found;
    }
  }
  return `${at || '/'}: read back ${JSON.stringify(a)}, written ${JSON.stringify(b)}`;
}

/** Writes the topics as `version`, validates what was written and reads it back: the same topics, less what that version cannot hold. */
function writeAndRead(
  group: Check['group'],
  subject: string,
  file: { topics: BcfTopic[]; project?: BcfProject; extensions?: BcfExtensions },
  version: WritableVersion,
) {
  const written = writeBcf(file.topics, { version, project: file.project, extensions: file.extensions });
  record(group, subject, `written as ${version}: valid`, validate(written, version));
  const back = readBcf(written);
  if (group === 'viewer') {
    // A viewpoint without a camera has no file in 3.0: the tests compare these topics; here they read back whole.
    record(
      group,
      subject,
      `written as ${version}: read back whole`,
      back.issues.map((issue) => JSON.stringify(issue)),
    );
    return;
  }
  const difference = firstDifference(comparable(back.topics), comparable(asWritten(file.topics, version)));
  const projectDifference = firstDifference(back.project, file.project, '/project');
  record(group, subject, `round trip through ${version}`, [
    ...back.issues.map((issue) => `read back with ${JSON.stringify(issue)}`),
    ...(difference ? [difference] : []),
    ...(projectDifference ? [projectDifference] : []),
  ]);
}

// Lotrecht's own files: as written by hand, and written again.
for (const name of ownNames) {
  const zip = ownBcf(name);
  const file = readBcf(zip);
  record('own', name, `as written by hand: valid (${file.version})`, validate(zip, file.version));
  for (const version of versions) writeAndRead('own', name, file, version);
}

// Issues as the viewer makes them.
const issues = viewerIssues();
for (const version of versions) writeAndRead('viewer', `${issues.length} issues made in the viewer`, { topics: issues }, version);

// buildingSMART's test cases, where a copy is at hand.
const caseNames = existsSync(casesDir)
  ? readdirSync(casesDir)
      .filter((name) => /\.bcf(zip)?$/i.test(name))
      .sort()
  : [];
for (const name of caseNames) {
  let file: ReturnType<typeof readBcf>;
  try {
    file = readBcf(new Uint8Array(readFileSync(path.join(casesDir, name))));
  } catch (error) {
    if (!(error instanceof BcfFileError)) throw error;
    record('cases', name, 'read', [`refused: ${error.message}`]);
    continue;
  }
  record(
    'cases',
    name,
    `read whole (${file.version}, ${file.topics.length} topic${file.topics.length === 1 ? '' : 's'})`,
    file.issues.map((issue) => `left out: ${JSON.stringify(issue)}`),
  );
  for (const version of versions) writeAndRead('cases', name, file, version);
}

/** The commit a README of the copies names, if any. */
const commitIn = (folder: string) => {
  const readme = path.join(folder, 'README.md');
  return existsSync(readme) ? /commit ([0-9a-f]{7,40})/.exec(readFileSync(readme, 'utf8'))?.[1] : undefined;
};

const groups: { group: Check['group']; title: string }[] = [
  { group: 'own', title: "Lotrecht's own BCF files (`packages/ifc-viewer/tests/bcf-own`)" },
  { group: 'viewer', title: 'Issues as the viewer makes them (`viewerIssues`, `packages/ifc-viewer/tests/bcf-support.ts`)' },
  { group: 'cases', title: "buildingSMART's BCF test cases" },
];

const count = (list: Check[]) => `${list.filter((check) => check.ok).length} / ${list.length}`;
const failing = checks.filter((check) => !check.ok);
const commit30 = commitIn(schemas30);
const commitCases = commitIn(casesDir);

const page = [
  '# BCF conformance',
  '',
  "What `@lotrecht/ifc-viewer` writes (`writeBcf`) and reads (`readBcf`), checked against buildingSMART's BCF-XML schemas",
  'with xmllint: 2.1 as the repository holds them (`tests/fixtures/bcf-2.1`), 3.0 from a copy outside the repository',
  `(BCF-XML \`release_3_0\`${commit30 ? `, commit \`${commit30}\`` : ''}, folder \`Schemas/\`), which CI does not have: CI checks the 3.0`,
  "exports' element order and types instead (`tests/unit/bcf-files.test.ts`). Written by",
  "`npm run bcf:conformance -- <folder of BCF-XML's 3.0 Schemas>` (or `BCF_SCHEMAS_30`; default `/work/bcf-suite/bcf-3.0`).",
  '',
  'A round trip reads a file, writes it as 2.1 or 3.0 and reads that back: it passes when the topics and the project come',
  'back the same, less only what the written version cannot hold (`asWritten` in `packages/ifc-viewer/tests/bcf-support.ts`),',
  'and nothing was left out in reading.',
  '',
  '| checked | passed |',
  '|---|---:|',
  ...groups.flatMap(({ group, title }) => {
    const inGroup = checks.filter((check) => check.group === group);
    return inGroup.length ? [`| ${title} | ${count(inGroup)} |`] : [];
  }),
  `| **all** | **${count(checks)}** |`,
  '',
  ...groups.flatMap(({ group, title }) => {
    const inGroup = checks.filter((check) => check.group === group);
    if (group === 'cases' && !inGroup.length) {
      return [`## ${title}`, '', `Not run: no copy of the test cases in \`${casesDir}\` (set \`BCF_CASES\` to their folder).`, ''];
    }
    const subjects = [...new Set(inGroup.map((check) => check.subject))];
    const kinds = [...new Set(inGroup.map((check) => check.check.replace(/ \(.*\)$/, '')))];
    return [
      `## ${title}`,
      '',
      ...(group === 'cases'
        ? [
            `From BCF-XML \`release_3_0\`${commitCases ? `, commit \`${commitCases}\`` : ''}, folder \`Test Cases/\` (© buildingSMART International Ltd., CC BY-ND 4.0),`,
            'copied outside the repository under the names of its README.',
            '',
          ]
        : []),
      `| file | ${kinds.join(' | ')} |`,
      `|---|${kinds.map(() => ':---:').join('|')}|`,
      ...subjects.map((subject) => {
        const cells = kinds.map((kind) => {
          const check = inGroup.find((candidate) => candidate.subject === subject && candidate.check.replace(/ \(.*\)$/, '') === kind);
          return check ? (check.ok ? 'yes' : '**no**') : '–';
        });
        return `| \`${subject}\` | ${cells.join(' | ')} |`;
      }),
      '',
    ];
  }),
  '## Failures',
  '',
  ...(failing.length
    ? failing.flatMap((check) => [
        `- \`${check.subject}\`, ${check.check}:`,
        '',
        '  ```',
        ...check.detail.flatMap((line) => line.split('\n')).map((line) => `  ${line}`),
        '  ```',
        '',
      ])
    : ['None.', '']),
].join('\n');

writeFileSync(target, page);
console.log(`${count(checks)} checks passed → ${path.relative(process.cwd(), target)}`);
for (const { group, title } of groups) {
  const inGroup = checks.filter((check) => check.group === group);
  console.log(`  ${title.replace(/ \(.*$/, '').padEnd(40)} ${inGroup.length ? count(inGroup) : 'not run'}`);
}
for (const check of failing) console.log(`  FAILED ${check.subject}, ${check.check}: ${check.detail[0]?.split('\n')[0] ?? ''}`);
process.exitCode = failing.length ? 1 : 0;
