import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

// `<arrival in ms, zero-padded>-<uuid>.json`: sorting the names drains in the order requests came.
const entryName = /^\d{15}-[0-9a-f-]{36}\.json$/;

/**
 * Writes one entry as a file of its own that survives a crash or power loss once this resolves: a
 * temporary file is written and fsynced, renamed into place (a reader never sees half a file) and
 * the folder fsynced (the rename itself is on disk). Readable by the server's user only.
 */
export async function writeEntry(dir: string, entry: object, now = Date.now()): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${String(now).padStart(15, '0')}-${randomUUID()}.json`;
  const temporary = path.join(dir, `.${name}.tmp`);
  try {
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(JSON.stringify(entry));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path.join(dir, name));
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
  return name;
}

/** The entries waiting, oldest first; none while the folder does not exist yet. */
export async function listEntries(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => entryName.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** An entry's content, or `undefined` when it is gone (another instance on the same folder drained it). */
export async function readEntry(dir: string, name: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path.join(dir, name), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function removeEntry(dir: string, name: string): Promise<void> {
  await rm(path.join(dir, name), { force: true });
}

/** Moves an entry that cannot be read out of the way, kept for a person to look at. */
export async function setAside(dir: string, name: string): Promise<string> {
  const target = path.join(dir, `${name}.unreadable`);
  await rename(path.join(dir, name), target);
  return target;
}
