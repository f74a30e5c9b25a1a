// `node_modules/.bin/node scripts/locales/fix-typography.ts`: rewrites every locale file to the house
// typography of scripts/locales/typography-rules.ts (no-break spaces between numbers and units, inside
// "z. B.", the percent sign per language). Deterministic and idempotent, so it can run again after any
// branch with new copy lands; tests/unit/typography.test.ts fails until it has. An argument names
// another folder of language folders (the test runs it on a copy).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '../../app/shared/languages.ts';
import { rewriteStringValues } from './rewrite-strings.ts';
import { fixTypography } from './typography-rules.ts';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../locales'));
let changedFiles = 0;
let changedStrings = 0;

for (const lang of languages) {
  for (const name of readdirSync(path.join(root, lang))
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = path.join(root, lang, name);
    const before = readFileSync(file, 'utf8');
    let changedHere = 0;
    const after = rewriteStringValues(before, (value) => {
      const fixed = fixTypography(value, lang);
      if (fixed !== value) changedHere++;
      return fixed;
    });
    if (after === before) continue;
    writeFileSync(file, after);
    changedFiles++;
    changedStrings += changedHere;
    console.log(`${path.relative(process.cwd(), file)}: ${changedHere} string${changedHere === 1 ? '' : 's'}`);
  }
}
console.log(
  changedFiles ? `fix-typography: ${changedStrings} strings in ${changedFiles} files rewritten` : 'fix-typography: every locale file complies',
);
