// `npm run brand:font`: cuts Inter down to what the site draws: the weights in use (400 to 650 on the
// variable axis), the characters of ASCII, the locale files and common typography, and of its
// OpenType features only kerning (the stylistic sets, alternates and ligatures the site never turns
// on are a third of the file). Small enough for one round trip of a new connection. Run it when the
// copy brings a new character (the font test says which); the result is committed in app/styles/fonts/.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { fontCharacters } from './font-characters.ts';

const root = path.resolve(import.meta.dirname, '../..');
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = path.join(root, 'app/styles/fonts/inter-subset.woff2');

const subset = await subsetFont(readFileSync(source), fontCharacters(), {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 650 } },
  keepFeatures: ['kern'],
  // Metric and style variation tables the browsers derive or do not use.
  dropTables: ['HVAR', 'MVAR', 'STAT'],
});
writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${(subset.length / 1024).toFixed(1)} KB (from ${(readFileSync(source).length / 1024).toFixed(1)} KB)`);
