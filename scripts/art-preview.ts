// `npm run art:preview -- <name>…`: renders illustrations, as the prebuild made them, to PNG files in
// `bench/tmp/art-preview/` (German and English, at twice their size) for looking at while drawing.
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const artDir = path.join(root, 'public/media/art');
const outDir = path.join(root, 'bench/tmp/art-preview');
await mkdir(outDir, { recursive: true });
const wanted = process.argv.slice(2);
const files = (await readdir(artDir)).filter((file) => file.endsWith('.svg') && (wanted.length === 0 || wanted.includes(file.split('.')[0]!)));
if (files.length === 0) throw new Error(`no illustrations ${wanted.join(', ')} in public/media/art; run npm run prebuild first`);
for (const file of files) {
  const [name, lang] = file.split('.');
  const target = path.join(outDir, `${name}.${lang}.png`);
  await sharp(path.join(artDir, file), { density: 144 }).flatten({ background: '#ffffff' }).png().toFile(target);
  console.log(target);
}
