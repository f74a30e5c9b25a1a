import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';

const handWritten = 'tests/fixtures/bcf-2.0-hand-written';

/** The hand-written BCF 2.0 file on the sample project, zipped as a tool would hand it over (its README left out). */
export function handWrittenBcf20(): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name !== 'README.md') files[relative(handWritten, path)] = new Uint8Array(readFileSync(path));
    }
  };
  walk(handWritten);
  return zipSync(files);
}

/** The hand-written file's facts the tests look for. */
export const handWritten20 = {
  clash: { title: 'Fenster 0.06/2 kollidiert mit Stütze C3', window: '0FGjUeC29PL8$$7ibdIcmH', missing: '1hOSvn6df7F8_7GcBWlR72' },
  closed: { title: 'Brandschutzklappe im Flur fehlt im TGA-Modell', comments: 2, assignee: 'tga@planung.example' },
};
