import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const importSpecifier = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The repository paths a file imports by relative specifier. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(importSpecifier)].map((match) => path.normalize(path.join(path.dirname(file), match[1]!.split('?')[0]!)));
}

/** Every file reachable from the start files by relative imports, with who imported it. */
function reachable(start: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = start.map((file) => [file, file] as const);
  while (queue.length) {
    const [file, from] = queue.shift()!;
    if (seen.has(file)) continue;
    seen.set(file, from);
    if (/\.(ts|tsx)$/.test(file)) for (const next of importsOf(file)) queue.push([next, file]);
  }
  return seen;
}

describe('code shared by the browser and the server', () => {
  it('is all the server reaches of the app: app/shared/ and the locale files', () => {
    const outside = [...reachable(sourceFiles('server'))]
      .filter(([file]) => !file.startsWith('server/'))
      .filter(([file]) => !file.startsWith(`app${path.sep}shared${path.sep}`) && !/^locales\/(de|en)\/\w+\.json$/.test(file))
      .map(([file, from]) => `${file} (imported by ${from})`);
    expect(outside).toEqual([]);
  });

  it('reaches the shared modules the issue names, so the test above has something to hold', () => {
    const reached = [...reachable(sourceFiles('server')).keys()];
    for (const module of ['app/shared/pages.ts', 'app/shared/lead-rules.ts', 'app/shared/i18n/resolve-language.ts', 'app/shared/site.ts']) {
      expect(reached).toContain(module);
    }
  });
});

describe('build scripts and benchmarks', () => {
  it('import nothing from the tests', () => {
    const offending = [...sourceFiles('scripts'), ...sourceFiles('bench')].flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`tests${path.sep}`))
        .map((target) => `${file} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });
});
