import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';

/** Which BCF 2.1 schema a file of a BCF zip answers to, by its name. */
function schemaOf(name: string): string | undefined {
  if (name === 'bcf.version') return 'version.xsd';
  if (name.endsWith('.bcf')) return 'markup.xsd';
  if (name.endsWith('.bcfv')) return 'visinfo.xsd';
  return undefined;
}

/**
 * Validates every XML file of a BCF zip against buildingSMART's BCF schemas (2.1 unless another folder
 * of them is named) with Debian's xmllint (libxml2-utils, installed by scripts/system-deps.sh).
 * Returns xmllint's complaints, none for a valid file.
 */
export function bcfSchemaErrors(zip: Uint8Array, schemas = 'tests/fixtures/bcf-2.1'): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'bcf-'));
  const errors: string[] = [];
  try {
    for (const [name, data] of Object.entries(unzipSync(zip))) {
      const schema = schemaOf(name);
      if (!schema) continue;
      const file = join(folder, name.replaceAll('/', '__'));
      writeFileSync(file, strFromU8(data));
      try {
        execFileSync('xmllint', ['--noout', '--schema', join(schemas, schema), file], { stdio: 'pipe' });
      } catch (error) {
        errors.push(`${name}: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return errors;
}
