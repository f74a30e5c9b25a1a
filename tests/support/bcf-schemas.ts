import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { JSDOM } from 'jsdom';

const repo = resolve(import.meta.dirname, '../..');

/**
 * buildingSMART's schemas per BCF version that the repository holds (tests/fixtures/bcf-*). BCF 3.0's are
 * not among them: `npm run bcf:conformance` validates against a copy outside the repository, and the
 * tests check the structure of 3.0 files with `bcfStructureErrors` instead.
 */
const schemaFolders: Record<string, string> = {
  '2.0': join(repo, 'tests/fixtures/bcf-2.0'),
  '2.1': join(repo, 'tests/fixtures/bcf-2.1'),
};

/**
 * Which schema a file of a BCF zip answers to, by its name: the version file, markup, viewpoints, and
 * BCF 3.0's extensions.xml and documents.xml; project.bcfp where the folder has a project.xsd (3.0's).
 * Snapshots, bitmaps, documents and 2.1's extension schema (itself a schema) have none.
 */
function schemaOf(name: string, schemas: string): string | undefined {
  const file = name.split('/').pop()!;
  if (file === 'bcf.version') return 'version.xsd';
  if (name === file && file === 'extensions.xml') return 'extensions.xsd';
  if (name === file && file === 'documents.xml') return 'documents.xsd';
  if (name === file && file === 'project.bcfp') return existsSync(join(schemas, 'project.xsd')) ? 'project.xsd' : undefined;
  if (file.endsWith('.bcf')) return 'markup.xsd';
  if (file.endsWith('.bcfv')) return 'visinfo.xsd';
  return undefined;
}

/** The version a BCF zip's bcf.version names, if any. */
function versionOf(files: Record<string, Uint8Array>): string | undefined {
  const version = files['bcf.version'];
  return version && /VersionId="([^"]+)"/.exec(strFromU8(version))?.[1];
}

/**
 * Validates every XML file of a BCF zip against buildingSMART's BCF schemas (those of the version its
 * bcf.version names, unless a folder of them is given) with Debian's xmllint (libxml2-utils, installed
 * by scripts/system-deps.sh), one xmllint per schema. Returns xmllint's complaints, none for a valid file.
 * A BCF 3.0 file needs the folder of the 3.0 schemas, which the repository does not hold.
 */
export function bcfSchemaErrors(zip: Uint8Array, schemas?: string): string[] {
  const files = unzipSync(zip);
  const version = versionOf(files) ?? '2.1';
  const folderOfSchemas = schemas ?? schemaFolders[version];
  if (!folderOfSchemas) throw new Error(`No BCF ${version} schemas in the repository: pass the folder of buildingSMART's ${version} schemas`);
  const folder = mkdtempSync(join(tmpdir(), 'bcf-'));
  const errors: string[] = [];
  try {
    const bySchema = new Map<string, { name: string; file: string }[]>();
    for (const [index, [name, data]] of Object.entries(files).entries()) {
      if (name.endsWith('/')) continue;
      const schema = schemaOf(name, folderOfSchemas);
      if (!schema) continue;
      const file = join(folder, `${index}-${name.replaceAll('/', '__')}`);
      writeFileSync(file, strFromU8(data));
      bySchema.set(schema, [...(bySchema.get(schema) ?? []), { name, file }]);
    }
    for (const [schema, entries] of bySchema) {
      let output = '';
      try {
        execFileSync('xmllint', ['--noout', '--schema', join(folderOfSchemas, schema), ...entries.map((entry) => entry.file)], { stdio: 'pipe' });
      } catch (error) {
        output = String((error as { stderr?: Buffer }).stderr ?? error);
      }
      const before = errors.length;
      for (const { name, file } of entries) {
        const lines = output
          .split('\n')
          .filter((line) => (line.startsWith(`${file}:`) || line.startsWith(`${file} `)) && !line.endsWith(' validates'));
        if (lines.length) errors.push(`${name}: ${lines.join('\n').replaceAll(file, name)}`);
      }
      // xmllint failed without naming a file (the schema itself did not load): that is a failure too.
      if (output && errors.length === before) errors.push(`${schema}: ${output}`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return errors;
}

/** How often an element may occur: once, at most once, any number of times, at least once. */
export type Occurs = '1' | '?' | '*' | '+';

/** What an element's text or an attribute's value must be. */
export type ValueType =
  | 'text'
  | 'guid'
  | 'ifcGuid'
  | 'dateTime'
  | 'int'
  | 'double'
  | 'positiveDouble'
  | 'fieldOfView'
  | 'boolean'
  | 'colour'
  | 'bitmapFormat';

/** An element as a schema describes it: its children in order, its attributes, or the type of its text. */
export interface ElementShape {
  /** Child elements in the schema's sequence: name, how often, and its shape or the type of its text. */
  children?: [name: string, occurs: Occurs, shape: ElementShape | ValueType][];
  /** Children of an xs:choice: at most one of them, and exactly one when the choice is required. */
  choices?: { of: string[]; required: boolean }[];
  /** Attributes and their types; a name ending in "!" is required. An attribute not listed is refused. */
  attributes?: Record<string, ValueType>;
}

const valueChecks: Record<ValueType, (value: string) => boolean> = {
  // BCF 3.0's NonEmptyOrBlankString.
  text: (value) => /\S/.test(value),
  // BCF 3.0's Guid: lower case only.
  guid: (value) => /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/.test(value),
  ifcGuid: (value) => /^[0-9A-Za-z_$]{22}$/.test(value),
  dateTime: (value) => /^-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(value),
  int: (value) => /^[+-]?\d+$/.test(value),
  double: (value) => value.trim() !== '' && Number.isFinite(Number(value)),
  positiveDouble: (value) => value.trim() !== '' && Number(value) > 0,
  fieldOfView: (value) => value.trim() !== '' && Number(value) > 0 && Number(value) < 180,
  boolean: (value) => /^(true|false|1|0)$/.test(value),
  colour: (value) => /^[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/.test(value),
  bitmapFormat: (value) => value === 'png' || value === 'jpg',
};

const elementsOf = (element: Element) => Array.from(element.children);

let parser: DOMParser | undefined;

/**
 * Checks an XML document against a shape written from a schema's reading: the root's name, each
 * element's children in the schema's order and number, required and unknown attributes, and the type of
 * texts and attribute values. Returns what differs, each with the element's path; none for a file that fits.
 */
export function xmlStructureErrors(xml: string, root: string, shape: ElementShape): string[] {
  parser ??= new new JSDOM().window.DOMParser();
  const doc = parser.parseFromString(xml, 'text/xml');
  const parseError = doc.getElementsByTagName('parsererror')[0];
  if (parseError) return [`not well-formed: ${parseError.textContent?.trim()}`];
  const top = doc.documentElement;
  if (top.localName !== root) return [`root is ${top.localName}, not ${root}`];
  const errors: string[] = [];
  const visit = (element: Element, shape: ElementShape, path: string) => {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith('xmlns') || attribute.name.startsWith('xsi:')) continue;
      const type = shape.attributes?.[attribute.name] ?? shape.attributes?.[`${attribute.name}!`];
      if (!type) errors.push(`${path}: attribute ${attribute.name} is not in the schema`);
      else if (!valueChecks[type](attribute.value)) errors.push(`${path}: attribute ${attribute.name}="${attribute.value}" is no ${type}`);
    }
    for (const name of Object.keys(shape.attributes ?? {})) {
      if (name.endsWith('!') && !element.hasAttribute(name.slice(0, -1))) errors.push(`${path}: required attribute ${name.slice(0, -1)} missing`);
    }
    const children = elementsOf(element);
    const expected = shape.children ?? [];
    let position = 0;
    for (const [name, occurs, childShape] of expected) {
      let count = 0;
      while (position < children.length && children[position]!.localName === name) {
        const child = children[position]!;
        const childPath = `${path}/${name}`;
        if (typeof childShape === 'string') {
          if (elementsOf(child).length) errors.push(`${childPath}: has elements, the schema gives it text only`);
          else if (!valueChecks[childShape](child.textContent ?? '')) errors.push(`${childPath}: "${child.textContent}" is no ${childShape}`);
        } else visit(child, childShape, childPath);
        count++;
        position++;
      }
      if ((occurs === '1' || occurs === '+') && count === 0) errors.push(`${path}: ${name} missing`);
      if ((occurs === '1' || occurs === '?') && count > 1) errors.push(`${path}: ${name} ${count} times, the schema allows one`);
    }
    if (position < children.length) {
      const stray = children[position]!.localName;
      const known = expected.some(([name]) => name === stray);
      errors.push(`${path}: ${stray} ${known ? 'out of the schema’s order' : 'is not in the schema'}`);
    }
    if (!children.length && element.textContent?.trim()) errors.push(`${path}: has text, the schema gives it none`);
    for (const choice of shape.choices ?? []) {
      const present = choice.of.filter((name) => children.some((child) => child.localName === name)).length;
      if (present > 1 || (choice.required && !present))
        errors.push(`${path}: needs ${choice.required ? 'exactly' : 'at most'} one of ${choice.of.join(', ')}, has ${present}`);
    }
  };
  visit(top, shape, `/${root}`);
  return errors;
}

/** The files of a BCF zip with a shape (by `shapeOf`), each checked with `xmlStructureErrors`; complaints name the file. */
export function bcfStructureErrors(zip: Uint8Array, shapeOf: (name: string) => { root: string; shape: ElementShape } | undefined): string[] {
  return Object.entries(unzipSync(zip)).flatMap(([name, data]) => {
    const expected = name.endsWith('/') ? undefined : shapeOf(name);
    return expected ? xmlStructureErrors(strFromU8(data), expected.root, expected.shape).map((error) => `${name}: ${error}`) : [];
  });
}
