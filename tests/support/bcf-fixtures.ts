import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { zipSync } from 'fflate';

const repo = resolve(import.meta.dirname, '../..');
const handWritten = join(repo, 'tests/fixtures/bcf-2.0-hand-written');
/** Lotrecht's own BCF 2.1 and 3.0 files, written by hand (README there); read as files, not imported from the package. */
const own = join(repo, 'packages/ifc-viewer/tests/bcf-own');

/** Every file below a folder, zipped at its path in the folder, as a tool would hand it over (a README left out). */
function zipFolder(root: string): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name !== 'README.md') files[relative(root, path).split(sep).join('/')] = new Uint8Array(readFileSync(path));
    }
  };
  walk(root);
  return zipSync(files);
}

/** The hand-written BCF 2.0 file on the sample project. */
export const handWrittenBcf20 = (): Uint8Array => zipFolder(handWritten);

/** The hand-written file's facts the tests look for. */
export const handWritten20 = {
  clash: { title: 'Fenster 0.06/2 kollidiert mit Stütze C3', window: '0FGjUeC29PL8$$7ibdIcmH', missing: '1hOSvn6df7F8_7GcBWlR72' },
  closed: { title: 'Brandschutzklappe im Flur fehlt im TGA-Modell', comments: 2, assignee: 'tga@planung.example' },
};

/** The own BCF files by name (their folder's, `v2.1-facade`, `v3.0-three-viewpoints`, …), in order. */
export const ownBcfNames: string[] = readdirSync(own, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** An own BCF file as a BCF zip. */
export const ownBcf = (name: string): Uint8Array => zipFolder(join(own, name));
