import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-types.ts';
import { diskVariant, sha256OfFile } from './disk-file.ts';
import type { DiskFile } from './load-site.ts';

/** What a refresh did, for the log. */
export interface KeptCounts {
  copied: number;
  kept: number;
  pruned: number;
}

export interface KeptAssets {
  /** Copies the build's assets in (or marks them as still live) and prunes what no release needs any more. */
  refresh(): Promise<KeptCounts>;
  /** An asset of an earlier release by its name below `/assets/`, served from the kept folder. */
  lookup(name: string): Promise<DiskFile | undefined>;
}

/** A hashed asset's own name: no folders, nothing hidden, not a compressed sibling (those ride along). */
const assetName = /^[\w-][\w.-]*$/;
const sibling = /\.(br|gz)$/;
/** Copies under way are hidden files with this ending; one left behind by a crash goes after an hour. */
const partial = '.partial';

/**
 * The hashed assets (`assets/`) of earlier releases, so a tab that opened on one can still load its
 * route and section code after a deploy replaced them. Every server copies its build's assets into
 * `keptDir` at start, refreshes their time every six hours while it runs, and deletes files that no
 * release has been serving for `keepDays` days. Several instances may share the folder (copies land
 * under a hidden name and are renamed into place), and nginx serves it too (deploy/nginx/lotrecht.conf).
 */
export function keptAssets(siteDir: string, keptDir: string, keepDays: number, now: () => number = Date.now): KeptAssets {
  const assetsDir = path.join(siteDir, 'assets');
  const known = new Map<string, DiskFile>();

  return {
    async refresh() {
      await mkdir(keptDir, { recursive: true });
      const time = new Date(now());
      const current = new Set(await filesIn(assetsDir));
      const counts: KeptCounts = { copied: 0, kept: 0, pruned: 0 };
      for (const name of current) {
        const target = path.join(keptDir, name);
        const [source, existing] = await Promise.all([stat(path.join(assetsDir, name)), stat(target).catch(() => undefined)]);
        if (existing?.size === source.size) {
          counts.kept++;
        } else {
          const temporary = path.join(keptDir, `.${name}.${randomBytes(4).toString('hex')}${partial}`);
          await linkOrCopy(path.join(assetsDir, name), temporary);
          await rename(temporary, target);
          counts.copied++;
        }
        // The time a file was last part of a live release: what the pruning below reads.
        await utimes(target, time, time);
      }
      const oldest = now() - keepDays * 24 * 3600_000;
      for (const name of await filesIn(keptDir)) {
        if (current.has(name)) continue;
        const file = path.join(keptDir, name);
        const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
        const limit = name.endsWith(partial) ? now() - 3600_000 : oldest;
        if (modified === undefined || modified >= limit) continue;
        await rm(file, { force: true });
        known.delete(name);
        if (!name.endsWith(partial)) counts.pruned++;
      }
      return counts;
    },

    async lookup(name) {
      if (!assetName.test(name) || sibling.test(name) || name.endsWith(partial)) return undefined;
      const cached = known.get(name);
      if (cached) return cached;
      const file = path.join(keptDir, name);
      const identity = await diskVariant(file).catch(() => undefined);
      if (!identity) return undefined;
      const variant = (suffix: string) => diskVariant(file + suffix).catch(() => undefined);
      const sha256 = await sha256OfFile(file);
      const found: DiskFile = {
        source: 'disk',
        name: `assets/${name}`,
        type: contentTypeOf(name),
        sha256,
        etag: sha256.slice(0, 22),
        immutable: true,
        identity,
        br: await variant('.br'),
        gzip: await variant('.gz'),
      };
      known.set(name, found);
      return found;
    },
  };
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/**
 * A hard link where the folders share a file system (nothing is copied, and the file outlives its
 * build folder), else a copy.
 */
async function linkOrCopy(source: string, target: string) {
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
}
