import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Catalog } from '../app/shared/i18n/catalog.ts';
import { withSiteValues } from '../app/shared/i18n/site-values.ts';
import { languages } from '../app/shared/languages.ts';

const listId = 'virtual:island-copy';
const filePrefix = 'virtual:island-copy/';

/**
 * The islands' copy for the browser (`import copyModules from 'virtual:island-copy'`): a map from
 * "<lang>/<namespace>" to a dynamic import of that locale file, with the site's values filled in
 * exactly as the server rendered the island with them (app/i18n/messages.server.ts). Each becomes a
 * hashed chunk, `copy-<namespace>-…js`, shared by every page, so a visit loads each once.
 */
export function islandCopy(localesDir: string): Plugin {
  const files = languages.flatMap((lang) =>
    readdirSync(path.join(localesDir, lang))
      .filter((name) => name.endsWith('.json'))
      .map((name) => `${lang}/${name.slice(0, -'.json'.length)}`),
  );
  return {
    name: 'lotrecht:island-copy',
    resolveId(id) {
      if (id === listId || id.startsWith(filePrefix)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${listId}`) {
        const entries = files.map((file) => `${JSON.stringify(file)}: () => import(${JSON.stringify(filePrefix + file)}).then((m) => m.default)`);
        return `export default {\n${entries.join(',\n')}\n};`;
      }
      if (id.startsWith(`\0${filePrefix}`)) {
        const file = id.slice(filePrefix.length + 1);
        const catalog = JSON.parse(readFileSync(path.join(localesDir, `${file}.json`), 'utf8')) as Catalog;
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(withSiteValues(catalog)))});`;
      }
      return undefined;
    },
  };
}
