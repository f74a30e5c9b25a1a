import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The building renders' stage modules the photos' stage imports. Read only: they stay in the renders'
 * own hash (scripts/renders/render-sources.ts), and a change to them asks for new photos too.
 */
const sharedFiles = [
  'scripts/renders/stage/finish.ts',
  'scripts/renders/stage/textures.ts',
  // surfaces.ts lays textures in world coordinates (`worldUvs`); it reads the models' looks on import.
  'scripts/renders/stage/surfaces.ts',
  'scripts/ifc/looks.ts',
];

/** What the site photos are drawn from: their script and stage, the shared modules and three.js's version. One hash over all. */
export function sitePhotoSourcesHash(root: string): string {
  const files = [
    ...walk(path.join(root, 'scripts/site-photos')),
    ...sharedFiles.map((file) => path.join(root, file)),
    path.join(root, 'node_modules/three/package.json'),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}
