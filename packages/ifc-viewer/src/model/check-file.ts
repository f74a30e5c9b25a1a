/** The largest file the viewer opens: web-ifc holds several times a file's size in memory, and a phone has little. */
export const maxFileMegabytes = 50;
export const maxFileBytes = maxFileMegabytes * 1024 * 1024;

export type FileProblem = 'too-large' | 'empty' | 'not-ifc' | 'damaged' | 'unsupported-schema';

/** Thrown with a problem the visitor is told about in their language. */
export class IfcFileError extends Error {
  readonly problem: FileProblem;

  constructor(problem: FileProblem) {
    super(problem);
    this.problem = problem;
  }
}

const schemas = ['IFC2X3', 'IFC4', 'IFC4X3'];

/**
 * What can be told from the first kilobytes: an IFC file is STEP text that starts with `ISO-10303-21;`
 * and names its schema in the header. Anything else never reaches web-ifc, which throws on it
 * (or aborts on a damaged file) instead of saying what is wrong.
 */
export function checkIfcHead(head: Uint8Array, size: number): FileProblem | undefined {
  if (size > maxFileBytes) return 'too-large';
  if (size === 0) return 'empty';
  const text = new TextDecoder('latin1')
    .decode(head.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!text.startsWith('ISO-10303-21;')) return 'not-ifc';
  const schema = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(text)?.[1]?.toUpperCase();
  if (!schema) return 'damaged';
  if (!schemas.some((known) => schema === known || schema.startsWith(`${known}_`))) return 'unsupported-schema';
  return undefined;
}
