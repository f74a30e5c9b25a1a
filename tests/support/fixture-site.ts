import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageEntry } from '../../server/site/page-policies.ts';

export const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('base64url');

/** A minimal page with one inline script, and the CSP hash of that script. */
export function fixturePage(lang: string, text: string) {
  const script = `document.documentElement.dataset.page=${JSON.stringify(text)}`;
  return {
    html: `<!DOCTYPE html><html lang="${lang}"><head><title>${text}</title><script>${script}</script></head><body><h1>${text}</h1></body></html>`,
    scriptHash: `sha256-${createHash('sha256').update(script).digest('base64')}`,
  };
}

/**
 * A throwaway site folder made of `files`, beside a CSP file in the build's format that matches its
 * pages (each page's entry may be amended by `entryOf`). `writeCsp` replaces the CSP file's content.
 */
export function fixtureSite(files: Record<string, string | Buffer>, entryOf: (name: string) => Partial<PageEntry> = () => ({})) {
  const root = mkdtempSync(path.join(tmpdir(), 'lotrecht-site-'));
  const dir = path.join(root, 'client');
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  const entries: Record<string, PageEntry> = Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => name.endsWith('.html'))
      .map(([name, body]) => [name, { scripts: [], styles: [], needs: [], sha256: sha256(body), ...entryOf(name) }]),
  );
  const cspFile = path.join(root, 'csp-hashes.json');
  const writeCsp = (content: unknown) => writeFileSync(cspFile, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  writeCsp(entries);
  return { dir, cspFile, entries, writeCsp, env: { SITE_DIR: dir, CSP_FILE: cspFile } };
}
