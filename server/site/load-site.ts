import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export interface SiteFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  /** Hashed build output never changes under its name; everything else is revalidated. */
  immutable: boolean;
  /** CSP hashes of the page's inline scripts and styles (HTML only). */
  inlineHashes?: InlineHashes;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * Reads the whole prerendered site into memory, keyed by URL path: `de/pricing/index.html` answers
 * `/de/pricing`. Precompressed `.br` and `.gz` siblings from the build ride along with their file.
 */
export async function loadSite(dir: string, inlineHashes: Record<string, InlineHashes> = {}): Promise<Map<string, SiteFile>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const present = new Set(names);
  const site = new Map<string, SiteFile>();

  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz') || name.split('/').some((part) => part.startsWith('.'))) continue;
    const body = await readFile(path.join(dir, name));
    const variant = async (suffix: string) =>
      present.has(name + suffix) ? readFile(path.join(dir, name + suffix)) : undefined;
    site.set(urlPathOf(name), {
      body,
      br: await variant('.br'),
      gzip: await variant('.gz'),
      type: types[path.extname(name)] ?? 'application/octet-stream',
      etag: createHash('sha256').update(body).digest('base64url').slice(0, 22),
      immutable: name.startsWith('assets/'),
      inlineHashes: inlineHashes[name],
    });
  }
  return site;
}

function urlPathOf(name: string): string {
  if (name === 'index.html') return '/';
  return '/' + (name.endsWith('/index.html') ? name.slice(0, -'/index.html'.length) : name);
}
