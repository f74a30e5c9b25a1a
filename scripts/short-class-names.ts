import { createHash } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * CSS-module class names for the production build: the local name and three characters of a hash of
 * the file (relative to the project, so every machine builds the same names): `intro_Xb3`.
 *
 * The default (`_intro_1xhv4_40`) appears in every class attribute of the HTML and every selector of
 * the inlined CSS, and its line numbers defeat compression; the shorter names take about 450 bytes off
 * a long page after brotli, which helps keep it inside the first round trip of a connection. They stay
 * readable in the browser's inspector. A collision fails the build instead of letting two components
 * share a class.
 */
export function shortClassNames(): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const owner = `${path.relative(root, filename.split('?')[0]!).split(path.sep).join('/')}:${name}`;
    const file = owner.slice(0, owner.lastIndexOf(':'));
    const scoped = `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 3)}`;
    const previous = owners.get(scoped);
    if (previous && previous !== owner) throw new Error(`CSS class name ${scoped} made for both ${previous} and ${owner}`);
    owners.set(scoped, owner);
    return scoped;
  };
}

/**
 * The module a class name made by `shortClassNames` belongs to (its hash of the file), or undefined
 * for a global class. Two files whose hashes meet share a module here, which costs only bytes.
 */
export function classModule(className: string): string | undefined {
  return /^[a-zA-Z][\w-]*_([\w-]{3})$/.exec(className)?.[1];
}
