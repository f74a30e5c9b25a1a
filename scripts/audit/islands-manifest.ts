import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IslandsManifest } from './pre-input-scripts.ts';

/** The islands build's manifest of the build being audited, which postbuild keeps beside the site. */
export async function islandsManifest(): Promise<IslandsManifest> {
  const file = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build', 'islands-manifest.json');
  return JSON.parse(await readFile(file, 'utf8')) as IslandsManifest;
}
