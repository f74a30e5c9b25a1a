import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes through a temporary file and a rename, so an interrupted run never leaves a truncated file
 * under a name that a later run trusts (cache entries and content-hashed outputs are reused by name).
 */
export async function writeFileAtomic(file: string, bytes: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}
