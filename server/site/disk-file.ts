import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** From this size on a file stays on disk: memory is for the many small files every page needs. */
export const diskThreshold = 512 * 1024;

// Media is fetched in ranges (video seeking, resumable model downloads) and tends to grow unnoticed.
const mediaExtensions = new Set(['.mp4', '.webm', '.wasm', '.ifc', '.glb']);

export function belongsOnDisk(name: string, size: number): boolean {
  return size >= diskThreshold || mediaExtensions.has(path.extname(name));
}

/** One encoding of a disk-backed file: where it is and how long, read afresh on every request. */
export interface DiskVariant {
  path: string;
  size: number;
}

export async function diskVariant(file: string): Promise<DiskVariant> {
  return { path: file, size: (await stat(file)).size };
}

/** The SHA-256 of a file, read in chunks so that a large file never sits in memory whole. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('base64url');
}
