import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type RenderModelName, renderModelFile, renderModels } from '../ifc/render-models.ts';

/**
 * What the renders are drawn from: each building's IFC text (as scripts/ifc writes it now), the render
 * script and its stage (camera, light, materials, surroundings), the viewer's loader that turns the
 * files into meshes, and the versions of three.js and web-ifc. One hash over all of them.
 */
export function renderSourcesHash(root: string): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(renderModels).sort() as RenderModelName[]) hash.update(name).update('\0').update(renderModelFile(name)).update('\0');
  const files = [
    ...walk(path.join(root, 'scripts/renders')),
    path.join(root, 'packages/ifc-viewer/src/scene/ifc-meshes.ts'),
    path.join(root, 'packages/ifc-viewer/src/model/ifc-engine.ts'),
    path.join(root, 'node_modules/three/package.json'),
    path.join(root, 'node_modules/web-ifc/package.json'),
  ].sort();
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}
