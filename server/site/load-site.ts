import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-types.ts';
import { belongsOnDisk, type DiskVariant, diskVariant, sha256OfFile } from './disk-file.ts';

/** Build output (`assets/`) and prebuilt images (`media/name-960.1a2b3c4d.avif`) never change under their name. */
const hashedName = /^assets\/|^media\/.+\.[0-9a-f]{8}\.\w+$/;

interface FileFacts {
  /** The path below the site folder with forward slashes, as the CSP file names pages. */
  name: string;
  type: string;
  /** SHA-256 of the plain bytes, base64url: the ETag's source and what the CSP file pins pages to. */
  sha256: string;
  etag: string;
  /** Hashed build output never changes under its name; everything else is revalidated. */
  immutable: boolean;
}

export interface MemoryFile extends FileFacts {
  source: 'memory';
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface DiskFile extends FileFacts {
  source: 'disk';
  identity: DiskVariant;
  br?: DiskVariant;
  gzip?: DiskVariant;
}

export type SiteFile = MemoryFile | DiskFile;

/**
 * Indexes the prerendered site by URL path: `de/pricing/index.html` answers `/de/pricing`. Small
 * files are read into memory; large and media files stay on disk (see `belongsOnDisk`). Precompressed
 * `.br` and `.gz` siblings from the build ride along with their file, in the same place.
 */
export async function loadSite(dir: string): Promise<Map<string, SiteFile>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const present = new Set(names);
  const site = new Map<string, SiteFile>();

  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz') || name.split('/').some((part) => part.startsWith('.'))) continue;
    const file = path.join(dir, name);
    const siblings = (suffix: string) => (present.has(name + suffix) ? file + suffix : undefined);
    const facts = (sha256: string): FileFacts => ({
      name,
      type: contentTypeOf(name),
      sha256,
      etag: sha256.slice(0, 22),
      immutable: hashedName.test(name),
    });

    const identity = await diskVariant(file);
    if (belongsOnDisk(name, identity.size)) {
      const br = siblings('.br');
      const gzip = siblings('.gz');
      site.set(urlPathOf(name), {
        ...facts(await sha256OfFile(file)),
        source: 'disk',
        identity,
        br: br ? await diskVariant(br) : undefined,
        gzip: gzip ? await diskVariant(gzip) : undefined,
      });
    } else {
      const body = await readFile(file);
      const variant = async (suffix: string) => {
        const sibling = siblings(suffix);
        return sibling ? readFile(sibling) : undefined;
      };
      site.set(urlPathOf(name), {
        ...facts(createHash('sha256').update(body).digest('base64url')),
        source: 'memory',
        body,
        br: await variant('.br'),
        gzip: await variant('.gz'),
      });
    }
  }
  return site;
}

function urlPathOf(name: string): string {
  if (name === 'index.html') return '/';
  return `/${name.endsWith('/index.html') ? name.slice(0, -'/index.html'.length) : name}`;
}
