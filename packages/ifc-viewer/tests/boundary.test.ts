// The package's boundary: it reaches nothing outside itself but its declared dependencies, nobody
// reaches into it but through its entries, and its headless core stays free of the DOM's and the GPU's
// modules, so that it runs in Node and in a Web Worker.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(packageDir, '../..');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const entries = Object.keys(manifest.exports).map((key: string) => key.replace(/^\./, manifest.name));
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);

const sourceFile = /\.(ts|tsx|mts)$/;
function walk(dir: string, skip = new Set<string>()): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skip.has(name)) return [];
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file, skip) : sourceFile.test(name) ? [file] : [];
  });
}

/** Every module a file imports or re-exports, statically or dynamically. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((match) => match[1]!);
}

const packageName = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);

describe('the ifc-viewer package boundary', () => {
  it('imports only its own files and the packages it declares', () => {
    const strays = walk(path.join(packageDir, 'src')).flatMap((file) =>
      specifiers(file)
        .filter((specifier) => {
          if (specifier.startsWith('.')) return !path.resolve(path.dirname(file), specifier).startsWith(path.join(packageDir, 'src') + path.sep);
          if (specifier.startsWith('node:')) return false;
          return !declared.has(packageName(specifier.replace(/\?.*$/, '')));
        })
        .map((specifier) => `${path.relative(packageDir, file)}: ${specifier}`),
    );
    expect(strays).toEqual([]);
  });

  it('is reached from the site, its scripts and tests only through its entries', () => {
    const outside = ['app', 'scripts', 'server', 'tests', 'bench'].flatMap((dir) => walk(path.join(repo, dir), new Set(['tmp', 'node_modules'])));
    const deep = outside.flatMap((file) =>
      specifiers(file)
        .filter((specifier) =>
          specifier.startsWith(manifest.name)
            ? !entries.includes(specifier)
            : path.resolve(path.dirname(file), specifier).startsWith(packageDir + path.sep),
        )
        .map((specifier) => `${path.relative(repo, file)}: ${specifier}`),
    );
    expect(deep).toEqual([]);
    // The check finds what it looks for: the site does use the package.
    expect(outside.some((file) => specifiers(file).includes(manifest.name))).toBe(true);
  });

  it('keeps its headless core free of React, three.js, stylesheets and bundler-only imports', () => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of specifiers(file)) {
        if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
        else reached.push(specifier);
      }
    };
    visit(path.join(packageDir, 'src/index.ts'));
    expect([...seen].filter((file) => !/\.ts$/.test(file))).toEqual([]);
    expect(reached.filter((specifier) => /^(react|three)\b|\?|^node:/.test(specifier))).toEqual([]);
    expect(seen.size).toBeGreaterThan(10);
  });
});
