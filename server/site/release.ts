import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isReleaseId, releaseFile } from '../../app/shared/release.ts';

/** The release the build in `siteDir` is (its `release.json`); none for a site without one. */
export async function readRelease(siteDir: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(siteDir, releaseFile), 'utf8');
  } catch {
    return undefined;
  }
  const id: unknown = JSON.parse(text).id;
  if (!isReleaseId(id)) throw new Error(`${releaseFile} in ${siteDir} names no release`);
  return id;
}
