import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 36: a drawing's words set in a font the visitor's machine may lack rendered in a fallback font,
// 5 to 6 px on a phone. Every SVG the site serves (its sources in app/ and public/) either carries no
// <text> or embeds the font its text uses; the pictures of the product are rasters of its views.
const root = path.resolve(import.meta.dirname, '../..');

function svgs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : svgs(file);
    return name.endsWith('.svg') ? [file] : [];
  });
}

const files = [...svgs(path.join(root, 'app')), ...svgs(path.join(root, 'public'))].map((file) => path.relative(root, file));

describe('the SVGs the site serves', () => {
  it('are found (the favicon and the social marks at least)', () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
  });

  it.each(files)('%s sets no text in a font it does not embed', (file) => {
    const svg = readFileSync(path.join(root, file), 'utf8');
    if (!/<text[\s>]/.test(svg)) return;
    expect(svg, `${file} has <text> but no embedded @font-face`).toMatch(/@font-face\s*{[^}]*src:\s*url\(\s*["']?data:font\//);
  });
});
