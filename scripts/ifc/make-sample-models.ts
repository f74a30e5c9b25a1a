// Writes the sample IFC models of the viewer into public/models/ (`npm run ifc:samples`). Run it after
// changing anything in scripts/ifc/ and commit the files; the tests fail while they differ from the script.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { modelsDir, sampleFiles } from './sample-files.ts';

const out = path.resolve(import.meta.dirname, '../..', modelsDir);
mkdirSync(out, { recursive: true });
for (const { fileName, text } of sampleFiles()) {
  writeFileSync(path.join(out, fileName), text);
  console.log(`${fileName}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`);
}
