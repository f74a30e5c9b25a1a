import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Finding, fail, pass } from './findings.ts';

const run = promisify(execFile);
const jar = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * CSS the checker's CSS profile does not know yet, though every browser the site supports does:
 * container queries (Baseline 2023), `image-set()` with `type()` (Baseline 2023; the features menu's
 * pictures) and SVG's `vector-effect` in a stylesheet. Only these exact
 * messages are let through; any other CSS error still fails the page.
 */
const unknownToChecker = [
  /^CSS: Unrecognized at-rule “@container”\.?$/,
  /^CSS: “container”: Property “container” doesn't exist\.?$/,
  /^CSS: “vector-effect”: Property “vector-effect” doesn't exist\.?$/,
  /^CSS: “background-image”: “image-set\([^”]*\)” is not a “background-image” value\.?$/,
];

/** The W3C Nu HTML Checker over every page's HTML as served, in one Java run. */
export async function validateHtml(pages: Map<string, string>): Promise<Finding[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lotrecht-vnu-'));
  const fileOf = new Map<string, string>();
  for (const [page, html] of pages) {
    const file = path.join(dir, `${page.replace(/\//g, '_') || 'root'}.html`);
    writeFileSync(file, html);
    fileOf.set(page, file);
  }
  const { stdout, stderr } = await run('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...fileOf.values()], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(stderr || stdout) as { messages: { type: string; url: string; message: string; lastLine?: number }[] };
  return [...fileOf].map(([page, file]) => {
    const errors = messages.filter(
      (m) => m.type === 'error' && m.url.endsWith(path.basename(file)) && !unknownToChecker.some((known) => known.test(m.message.trim())),
    );
    return errors.length ? fail(page, 'html', errors.map((e) => `line ${e.lastLine}: ${e.message}`).join('; ')) : pass(page, 'html');
  });
}
