import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routeConfig from '../../app/routes.ts';

type Entry = { file: string; children?: Entry[] };
const files = (entries: Entry[]): string[] => entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);
const routeFiles = [...new Set(files(routeConfig as Entry[]))];
const source = (file: string) => readFileSync(path.resolve('app', file), 'utf8');

describe("the routes' data on client-side navigation", () => {
  it('comes through the client loader that retries, checks the release and falls back to the document', () => {
    const withLoader = routeFiles.filter((file) => /^export (const|function|async function) loader\b/m.test(source(file)));
    expect(withLoader.length).toBeGreaterThan(15);
    const without = withLoader.filter((file) => {
      const text = source(file);
      return !/^export const clientLoader = pageClientLoader;$/m.test(text) && !/return serverData\(\{ request, serverLoader \}\);/.test(text);
    });
    expect(without).toEqual([]);
  });
});
