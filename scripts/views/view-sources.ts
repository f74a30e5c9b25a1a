import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What a product view image is made from: the views' code and styles (`app/views/`), the site's
 * tokens, the typeface, and the locale files of the views (`views.json`, `view*.json`). One hash over
 * all of them: a change to the kit touches every view anyway, and rendering them all takes a minute.
 */
export function viewSourcesHash(root: string): string {
  const files = [
    // The product loops (app/views/motion/) are drawn from the kit but are no still: `npm run brand:videos` records them.
    ...walk(path.join(root, 'app/views')).filter((file) => !file.startsWith(path.join(root, 'app/views/motion') + path.sep)),
    path.join(root, 'app/styles/tokens.css'),
    path.join(root, 'node_modules/@fontsource-variable/inter/package.json'),
    ...['de', 'en'].flatMap((lang) =>
      readdirSync(path.join(root, 'locales', lang))
        .filter((name) => /^views?[A-Z.]/.test(name))
        .map((name) => path.join(root, 'locales', lang, name)),
    ),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}
