import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

const projectRoot = path.resolve(import.meta.dirname, '..');
const moduleFiles = ['app/**/*.module.css', 'packages/*/src/**/*.module.css'];

/** The production names of the project's CSS-module classes and keyframes, and back. */
export interface ClassNameTable {
  /** By `file:local name` (the file relative to the project, with `/`): `_1k`. */
  scoped: Map<string, string>;
  /** By production name: its module file. */
  modules: Map<string, string>;
}

/**
 * Every local name (class or keyframes) of every CSS module, numbered in the order of the files'
 * paths and of first appearance within each: `_0`, `_1`, … `_z`, `_10`. The same source tree gives
 * the same table, so the page build and the islands build name alike.
 *
 * Counted names are short and share most of their characters, which compression nearly erases: they
 * take 540–640 bytes off a page after brotli against `intro_Xb3`, enough to bring five pages into
 * the first round trip of a connection. `build/class-names.json` maps them back for the inspector.
 */
export function classNameTable(root = projectRoot): ClassNameTable {
  const files = moduleFiles
    .flatMap((pattern) => globSync(pattern, { cwd: root }))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const scoped = new Map<string, string>();
  const modules = new Map<string, string>();
  for (const file of files) {
    for (const name of localNames(readFileSync(path.join(root, file), 'utf8'))) {
      const short = `_${scoped.size.toString(36)}`;
      scoped.set(`${file}:${name}`, short);
      modules.set(short, file);
    }
  }
  return { scoped, modules };
}

/** A selector without what `:global(…)` holds, which stays as written. */
const withoutGlobals = (selector: string) => selector.replace(/:global\([^)]*\)/g, '');

function localNames(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walk((node) => {
    if (node.type === 'atrule' && /keyframes$/.test(node.name) && !node.params.startsWith(':global')) names.add(node.params.trim());
    if (node.type !== 'rule' || (node.parent?.type === 'atrule' && /keyframes$/.test((node.parent as postcss.AtRule).name))) return;
    for (const selector of node.selectors) for (const match of withoutGlobals(selector).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]!);
  });
  return names;
}

/**
 * CSS-module class names for the production build: the table's name, or, for a name the table lacks
 * (a module outside `app/` and `packages/`), the local name and three characters of a hash of the
 * file: `intro_Xb3`. A collision fails the build instead of letting two components share a class.
 */
export function shortClassNames(root = projectRoot): (name: string, filename: string) => string {
  const table = classNameTable(root);
  const owners = new Map<string, string>();
  return (name, filename) => {
    const file = path.relative(root, filename.split('?')[0]!).split(path.sep).join('/');
    const owner = `${file}:${name}`;
    const scoped = table.scoped.get(owner) ?? `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 3)}`;
    const previous = owners.get(scoped);
    if (previous && previous !== owner) throw new Error(`CSS class name ${scoped} made for both ${previous} and ${owner}`);
    owners.set(scoped, owner);
    return scoped;
  };
}

let projectTable: ClassNameTable | undefined;

/** The project's table, read once per process (postbuild asks for it per page, and for the map back). */
export function projectClassNames(): ClassNameTable {
  projectTable ??= classNameTable();
  return projectTable;
}

/**
 * The module a class name made by `shortClassNames` belongs to, or undefined for a global class. Two
 * files whose hashes meet share a module here, which costs only bytes.
 */
export function classModule(className: string): string | undefined {
  if (/^_[0-9a-z]+$/.test(className)) return projectClassNames().modules.get(className);
  return /^[a-zA-Z][\w-]*_([\w-]{3})$/.exec(className)?.[1];
}
