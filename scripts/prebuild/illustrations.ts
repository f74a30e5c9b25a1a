import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { languages } from '../../app/shared/languages.ts';
import { pages } from '../../app/shared/pages.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { findPlaceholderBars } from './placeholder-bars.ts';

/**
 * The site's illustrations: SVG drawings of the product's UI, kept beside the page that uses them in
 * `app/pages/<folder>/art/<name>.svg`. Their words are `{{key.path}}` placeholders filled from
 * `locales/<lang>/<namespace>Art.json` (the page's namespace plus "Art"), so every visible word is in the
 * locale files and each language gets its own file. The outputs are content-hashed files in
 * `public/media/art/` and a typed manifest that `<Illustration>` reads; served as `<img>`, they cost
 * no JavaScript and no hydration.
 */
export interface IllustrationEntry {
  width: number;
  height: number;
  src: Record<(typeof languages)[number], string>;
  /** The same files as `data:` URIs, for a drawing written into the page (`ArtworkInPage`). */
  dataUri: Record<(typeof languages)[number], string>;
}

const outputName = /^[a-z0-9-]+\.(de|en)\.[0-9a-f]{8}\.svg$|\.tmp$/;
const placeholder = /{{\s*([\w.-]+)\s*}}/g;

export async function writeIllustrations(root: string): Promise<string> {
  const outputDir = path.join(root, 'public/media/art');
  const manifest: Record<string, IllustrationEntry> = {};
  const written = new Set<string>();
  let drawings = 0;

  for (const page of uniqueFolders()) {
    const artDir = path.join(root, 'app/pages', page.folder, 'art');
    const files = (await readdir(artDir).catch(() => [] as string[])).filter((name) => name.endsWith('.svg')).sort();
    if (files.length === 0) continue;
    const folderEntries: Record<string, IllustrationEntry> = {};
    const strings = await Promise.all(
      languages.map(async (lang) => {
        const file = path.join(root, 'locales', lang, `${page.namespace}Art.json`);
        return JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as unknown;
      }),
    );
    for (const file of files) {
      const name = file.slice(0, -'.svg'.length);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`illustration names must be kebab-case: ${file}`);
      if (manifest[name]) throw new Error(`two illustrations are named ${name}; names are site-wide`);
      const source = await readFile(path.join(artDir, file), 'utf8');
      const where = `app/pages/${page.folder}/art/${file}`;
      checkSafe(source, where);
      const bars = findPlaceholderBars(source);
      if (bars.length)
        throw new Error(
          `${where}: grey bars where interface words belong (write the words, or mark a bar that draws a value with data-datum): ${bars.join('; ')}`,
        );
      const size = sizeOf(source, where);
      const src = {} as IllustrationEntry['src'];
      const dataUri = {} as IllustrationEntry['dataUri'];
      for (const [index, lang] of languages.entries()) {
        const svg = minify(fillIn(source, strings[index], `${where} (${lang}, ${page.namespace}Art.json)`));
        const output = `${name}.${lang}.${createHash('sha256').update(svg).digest('hex').slice(0, 8)}.svg`;
        await writeFileAtomic(path.join(outputDir, output), svg);
        written.add(output);
        src[lang] = `/media/art/${output}`;
        dataUri[lang] = svgDataUri(svg);
      }
      manifest[name] = { ...size, src, dataUri };
      folderEntries[name] = manifest[name];
    }
    await writeFolderModule(path.join(artDir, 'drawings.generated.ts'), folderEntries);
    drawings += files.length;
  }

  const stale = (await readdir(outputDir).catch(() => [] as string[])).filter((name) => outputName.test(name) && !written.has(name));
  await Promise.all(stale.map((name) => rm(path.join(outputDir, name), { force: true })));
  return `${drawings} illustration${drawings === 1 ? '' : 's'} in ${languages.length} languages`;
}

/** Each page folder once, with the namespace its copy lives in (workflow pages share one folder). */
function uniqueFolders(): { folder: string; namespace: string }[] {
  const byFolder = new Map<string, string>();
  for (const entry of Object.values(pages)) byFolder.set(entry.folder, entry.namespace);
  return [...byFolder].map(([folder, namespace]) => ({ folder, namespace }));
}

/** Replaces each `{{key.path}}` with the escaped string; a missing key stops the build, naming it. */
export function fillIn(svg: string, strings: unknown, where: string): string {
  return svg.replace(placeholder, (_match, key: string) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), strings);
    if (typeof value !== 'string') throw new Error(`${where}: no string for {{${key}}}`);
    return escapeXml(value);
  });
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A drawing is an image: nothing in it may run or reach out to another address. */
export function checkSafe(svg: string, where: string): void {
  const problems = [
    [/<script/i, 'a script'],
    [/<foreignObject/i, 'foreignObject'],
    [/\son\w+\s*=/i, 'an event handler attribute'],
    [/(href|src)\s*=\s*["'](?!#)/i, 'a reference outside the drawing'],
    [/url\(\s*["']?(?!#)/i, 'a url() outside the drawing'],
    [/<style/i, 'a <style> element (use presentation attributes)'],
  ] as const;
  for (const [pattern, what] of problems) if (pattern.test(svg)) throw new Error(`${where}: contains ${what}`);
}

/** The intrinsic size, from the root element's width and height, which every drawing must state. */
export function sizeOf(svg: string, where: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height || !/\sviewBox="/.test(root)) throw new Error(`${where}: the <svg> element needs width, height and viewBox`);
  return { width, height };
}

/** Comments and the whitespace between elements go; text content and attributes stay as written. */
export function minify(svg: string): string {
  return `${svg
    .replace(/<\?xml[^>]*>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim()}\n`;
}

/**
 * The drawing as a `data:` URI. Every ASCII character that is not a URL code point is escaped (a space,
 * `"`, `<`, `>`, `#`, which would start a fragment, and `%`, which would start an escape); letters, the
 * URL's own punctuation and non-ASCII text stay as they are, which keeps it small once the page is compressed.
 */
export function svgDataUri(svg: string): string {
  const escaped = svg
    .trim()
    // Only ASCII can match (non-ASCII is allowed), so each match is one byte.
    .replace(/[^A-Za-z0-9!$&'()*+,\-./:;=?@_~\u0080-\uFFFF]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `data:image/svg+xml,${escaped}`;
}

const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The page folder's drawings as named exports (`taskBim` for task-bim.svg), each `[name, width,
 * height, hash per language]`, and beside each its `data:` URIs (`taskBimInPage`): a page imports
 * what it shows and the bundler leaves out the rest.
 */
async function writeFolderModule(file: string, entries: Record<string, IllustrationEntry>): Promise<void> {
  const hashOf = (src: string) => src.split('.').at(-2);
  const lines = Object.keys(entries)
    .sort()
    .map((name) => {
      const { width, height, src, dataUri } = entries[name]!;
      const hashes = languages.map((lang) => `'${hashOf(src[lang])}'`).join(', ');
      const uris = languages.map((lang) => JSON.stringify(dataUri[lang])).join(', ');
      return [
        `export const ${camelCase(name)}: Artwork = ['${name}', ${width}, ${height}, ${hashes}];`,
        `export const ${camelCase(name)}InPage: ArtworkInPage = [${uris}];`,
      ].join('\n');
    });
  const source = [
    '// Generated by scripts/prebuild/illustrations.ts from the SVG files beside it; do not edit.',
    "import type { Artwork, ArtworkInPage } from '../../../media/artwork.ts';",
    '',
    ...lines,
    '',
  ].join('\n');
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current !== source) await writeFileAtomic(file, source);
}
