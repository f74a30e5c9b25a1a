import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineScriptHashes, inlineStyleHashes } from '../../scripts/csp-hashes.ts';
import { nginxPageCsp } from '../../scripts/nginx-page-csp.ts';
import type { PagePolicyInput } from '../../server/site/content-security-policy.ts';

export interface DerivedRelease {
  /** The new release's id, in its pages, their data and release.json. */
  release: string;
  /** Old asset name → new one, for every asset whose content changed. */
  renamed: Map<string, string>;
}

const text = /\.(html|data|json|js|css)$/;
const hashedAsset = /^(assets\/.+)-([\w-]{8,12})(\.\w+)$/;

/**
 * The next release, made from the build in `fromBuild` (with its `client/` and CSP files) into
 * `toBuild` without a second build, which takes minutes on a loaded machine: what a build of changed
 * sources changes is changed the way the build would change it.
 * - `release`: the new id wherever the old one was (every page, its data, the hydration states, release.json);
 * - `replace`: visible text, in the pages and their data alike;
 * - `touch`: chunks whose code changed (a comment appended);
 * then every asset whose content changed gets a new hashed name, references to it follow (so a
 * changed section chunk renames the route chunk that imports it, and so on up to the manifest), and
 * the changed files get their CSP hashes and brotli and gzip variants anew, by the build's own code.
 * Unchanged files are hard links to the old release's.
 */
export async function deriveRelease(
  fromBuild: string,
  toBuild: string,
  { release, replace = [], touch = [] }: { release: string; replace?: [string, string][]; touch?: RegExp[] },
): Promise<DerivedRelease> {
  const fromClient = path.join(fromBuild, 'client');
  const oldRelease = JSON.parse(await readFile(path.join(fromClient, 'release.json'), 'utf8')).id as string;
  const names = (await readdir(fromClient, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(fromClient, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const contents = new Map<string, string>();
  for (const name of names.filter((file) => text.test(file))) contents.set(name, await readFile(path.join(fromClient, name), 'utf8'));
  const original = new Map(contents);

  for (const [name, content] of contents) {
    let next = content.replaceAll(oldRelease, release);
    for (const [from, to] of replace) next = next.replaceAll(from, to);
    if (name.startsWith('assets/') && name.endsWith('.js') && touch.some((pattern) => pattern.test(name))) next += `\n//# ${release}\n`;
    contents.set(name, next);
  }

  // Like the bundler's content hashes: a changed asset gets a new name, and so does what names it.
  const renamed = new Map<string, string>();
  const newNames = new Set<string>();
  for (;;) {
    const changed = [...contents].filter(([name, content]) => hashedAsset.test(name) && !newNames.has(name) && content !== original.get(name));
    if (changed.length === 0) break;
    for (const [name, content] of changed) {
      // In the style of the name it replaces: the bundler's eight characters, or postbuild's twelve hex digits.
      const old = hashedAsset.exec(name)![2]!;
      const digest = createHash('sha256').update(content);
      const hash = (/^[0-9a-f]+$/.test(old) ? digest.digest('hex') : digest.digest('base64url')).slice(0, old.length);
      const next = name.replace(hashedAsset, `$1-${hash}$3`);
      renamed.set(name, next);
      newNames.add(next);
      contents.delete(name);
      contents.set(next, content);
      original.set(next, original.get(name)!);
    }
    for (const [name, content] of contents) {
      let next = content;
      for (const [from, to] of renamed) next = next.replaceAll(path.posix.basename(from), path.posix.basename(to));
      contents.set(name, next);
    }
  }

  const toClient = path.join(toBuild, 'client');
  const oldNameOf = new Map([...renamed].map(([from, to]) => [to, from]));
  const written = new Set<string>();
  for (const [name, content] of contents) {
    const source = oldNameOf.get(name) ?? name;
    if (content === original.get(name) && source === name) continue;
    written.add(source);
    await mkdir(path.dirname(path.join(toClient, name)), { recursive: true });
    await writeFile(path.join(toClient, name), content);
    const body = Buffer.from(content);
    if (names.includes(`${source}.br`))
      await writeFile(path.join(toClient, `${name}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (names.includes(`${source}.gz`)) await writeFile(path.join(toClient, `${name}.gz`), gzipSync(body));
  }
  for (const name of names) {
    const plain = name.replace(/\.(br|gz)$/, '');
    if (written.has(plain)) continue;
    await mkdir(path.dirname(path.join(toClient, name)), { recursive: true });
    if (!existsSync(path.join(toClient, name))) await link(path.join(fromClient, name), path.join(toClient, name));
  }

  const policies = JSON.parse(await readFile(path.join(fromBuild, 'csp-hashes.json'), 'utf8')) as Record<
    string,
    PagePolicyInput & { sha256: string }
  >;
  for (const [name, entry] of Object.entries(policies)) {
    const html = contents.get(name)!;
    Object.assign(entry, {
      scripts: inlineScriptHashes(html),
      styles: inlineStyleHashes(html),
      sha256: createHash('sha256').update(html).digest('base64url'),
    });
  }
  await writeFile(path.join(toBuild, 'csp-hashes.json'), JSON.stringify(policies, null, 2));
  await writeFile(path.join(toBuild, 'nginx-page-csp.conf'), nginxPageCsp(policies));
  return { release, renamed };
}

/** The hashed file of a route's module in a build, as its manifest names it (`/assets/route-….js`). */
export async function routeModule(build: string, routeId: string): Promise<string> {
  const assets = path.join(build, 'client', 'assets');
  const manifest = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifest) throw new Error(`no route manifest in ${assets}`);
  const source = await readFile(path.join(assets, manifest), 'utf8');
  const found = new RegExp(`"${routeId.replaceAll('/', '\\/')}":\\{[^}]*?"module":"(/assets/[^"]+)"`).exec(source);
  if (!found) throw new Error(`route ${routeId} not in ${manifest}`);
  return found[1]!;
}

/** Removes a derived release. */
export function removeRelease(build: string) {
  return rm(build, { recursive: true, force: true });
}
