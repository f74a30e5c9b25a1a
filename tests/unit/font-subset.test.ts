import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { fontCharacters } from '../../scripts/brand/font-characters.ts';

async function face(file: string) {
  const sfnt = await convert(readFileSync(file), 'sfnt');
  return new Face(new Blob(new Uint8Array(sfnt)));
}

describe('the subset of Inter the site ships', () => {
  it('draws every character of the copy in both languages (else run npm run brand:font)', async () => {
    const covered = new Set((await face('app/styles/fonts/inter-subset.woff2')).collectUnicodes());
    // Format characters (a soft hyphen in a German compound) are never drawn as themselves: a broken
    // line shows the hyphen, which ASCII brings.
    const drawn = (char: string) => char.trim() && !/\p{Cf}/u.test(char);
    const missing = [...fontCharacters()].filter((char) => drawn(char) && !covered.has(char.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it('draws the no-break space that keeps a number with its unit, so "134 cm" is set in Inter throughout', async () => {
    const covered = new Set((await face('app/styles/fonts/inter-subset.woff2')).collectUnicodes());
    expect(covered.has(0xa0)).toBe(true);
  });

  it('keeps the weight axis from regular to the bold the design uses', async () => {
    const axes = (await face('app/styles/fonts/inter-subset.woff2')).getAxisInfos();
    expect(axes.wght).toMatchObject({ min: 400, max: 650 });
  });

  it('stays inside one round trip of a new connection with its headers (about 14 KB): kerning kept, unused features dropped', () => {
    // A new connection's first flight is 10 segments of 1460 B (14,600 B); its response headers and TLS
    // framing take about 300 B of it. 13.9 KB (14,234 B) leaves that room; "m³" for the model's volumes
    // took the subset from 13.75 to 13.8 KB.
    expect(readFileSync('app/styles/fonts/inter-subset.woff2').length).toBeLessThan(13.9 * 1024);
  });
});
