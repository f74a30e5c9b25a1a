import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomic-write.ts';

/**
 * The bytes stored under `name` in `dir`, made by `make` the first time. The name is a hash of
 * everything that shapes the bytes, so a known name costs a read instead of the work.
 */
export async function cachedBytes(dir: string, name: string, make: () => Promise<Uint8Array>): Promise<{ bytes: Buffer; hit: boolean }> {
  const file = path.join(dir, name);
  try {
    return { bytes: await readFile(file), hit: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const bytes = Buffer.from(await make());
  await writeFileAtomic(file, bytes);
  return { bytes, hit: false };
}
