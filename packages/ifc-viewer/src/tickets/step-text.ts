/**
 * An IFC file as STEP text (ISO 10303-21), indexed just enough to change a few entity instances and
 * leave every other byte as it was. The text is the file's bytes one to one (Latin-1), so an offset in
 * it is an offset in the file: the bytes of other tools' files, whatever their encoding, stay untouched.
 */

export interface StepEntity {
  id: number;
  /** Upper case, as written: IFCPROPERTYSET. */
  type: string;
  /** Offsets of `#id` and just after the closing `;`. */
  start: number;
  end: number;
  /** Offsets of the parentheses around the attributes. */
  argsStart: number;
  argsEnd: number;
}

export interface StepFile {
  bytes: Uint8Array;
  text: string;
  entities: Map<number, StepEntity>;
  /** Where the DATA section's `ENDSEC;` starts: new instances go just before it. */
  dataEnd: number;
  /** FILE_NAME in the header, if there is one. */
  fileName?: { argsStart: number; argsEnd: number };
  maxId: number;
}

export function bytesToText(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += 0x8000) parts.push(String.fromCharCode(...bytes.subarray(at, at + 0x8000)));
  return parts.join('');
}

export function textToBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index) & 0xff;
  return bytes;
}

/** From `from` (just after an opening quote) to the offset after the closing quote; `''` is a quote inside. */
function skipString(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const quote = text.indexOf("'", at);
    if (quote < 0) return text.length;
    if (text[quote + 1] === "'") at = quote + 2;
    else return quote + 1;
  }
  return at;
}

/** The offset of the `)` that closes the `(` at `open`, strings and comments skipped. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    const char = text[at];
    if (char === "'") at = skipString(text, at + 1) - 1;
    else if (char === '/' && text[at + 1] === '*') at = text.indexOf('*/', at + 2) + 1 || text.length;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return at;
  }
  return -1;
}

const instance = /#(\d+)\s*=\s*([A-Za-z0-9_]+)\s*\(/y;

/** One pass over the file: where each instance is. Lines that do not parse are left where they are. */
export function parseStep(bytes: Uint8Array): StepFile {
  const text = bytesToText(bytes);
  const entities = new Map<number, StepEntity>();
  const header = text.search(/\bFILE_NAME\s*\(/);
  let fileName: StepFile['fileName'];
  if (header >= 0) {
    const argsStart = text.indexOf('(', header);
    const argsEnd = closing(text, argsStart);
    if (argsEnd > 0) fileName = { argsStart, argsEnd };
  }
  const data = text.search(/\bDATA\s*;/);
  let at = data < 0 ? text.length : text.indexOf(';', data) + 1;
  let dataEnd = text.length;
  let maxId = 0;
  // The first ENDSEC at or after `at`, looked for again only once `at` has passed it: searching the
  // rest of the file for it at every instance made a 4 MB model take tens of seconds.
  let endsec = text.indexOf('ENDSEC', at);
  while (at < text.length) {
    const hash = text.indexOf('#', at);
    if (endsec >= 0 && endsec < at) endsec = text.indexOf('ENDSEC', at);
    if (endsec >= 0 && (hash < 0 || endsec < hash)) {
      dataEnd = endsec;
      break;
    }
    if (hash < 0) break;
    instance.lastIndex = hash;
    const match = instance.exec(text);
    if (!match) {
      at = hash + 1;
      continue;
    }
    const argsStart = hash + match[0].length - 1;
    const argsEnd = closing(text, argsStart);
    if (argsEnd < 0) break;
    const semicolon = text.indexOf(';', argsEnd);
    const id = Number(match[1]);
    entities.set(id, { id, type: match[2]!.toUpperCase(), start: hash, end: semicolon + 1, argsStart, argsEnd });
    maxId = Math.max(maxId, id);
    at = semicolon + 1;
  }
  return { bytes, text, entities, dataEnd, fileName, maxId };
}

/** The top-level attributes between `(` at `open` and `)` at `close`, each as written (trimmed). */
export function splitArgs(text: string, open: number, close: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let at = open + 1; at < close; at++) {
    const char = text[at];
    if (char === "'") at = skipString(text, at + 1) - 1;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      args.push(text.slice(from, at).trim());
      from = at + 1;
    }
  }
  const last = text.slice(from, close).trim();
  if (last !== '' || args.length) args.push(last);
  return args;
}

export const argsOf = (file: StepFile, entity: StepEntity) => splitArgs(file.text, entity.argsStart, entity.argsEnd);

/** `(#1,#2)` → [1, 2]; `$` → []. */
export function refList(arg: string | undefined): number[] {
  if (!arg?.startsWith('(')) return [];
  return [...arg.matchAll(/#(\d+)/g)].map((match) => Number(match[1]));
}

export const refOf = (arg: string | undefined): number | undefined => (arg?.startsWith('#') ? Number(arg.slice(1)) : undefined);

/** A STEP string literal's content: quotes doubled, and \X2\…\X0\ (UTF-16 hex), \X\hh and \S\c decoded. */
export function decodeString(arg: string | undefined): string | undefined {
  if (!arg?.startsWith("'")) return undefined;
  const body = arg.slice(1, -1).replaceAll("''", "'");
  return body
    .replace(/\\X2\\([0-9A-F]+)\\X0\\/gi, (_, hex: string) =>
      String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))),
    )
    .replace(/\\X4\\([0-9A-F]+)\\X0\\/gi, (_, hex: string) =>
      String.fromCodePoint(...(hex.match(/.{8}/g) ?? []).map((unit) => Number.parseInt(unit, 16))),
    )
    .replace(/\\X\\([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\\S\\(.)/g, (_, char: string) => String.fromCharCode(char.charCodeAt(0) + 128))
    .replaceAll('\\\\', '\\');
}

/** A string literal in plain ASCII, as ISO 10303-21 asks: anything else as \X2\ UTF-16 hex. */
export function encodeString(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === "'") out += "''";
    else if (char === '\\') out += '\\\\';
    else if (code >= 0x20 && code < 0x7f) out += char;
    else {
      const units = code > 0xffff ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)] : [code];
      out += `\\X2\\${units.map((unit) => unit.toString(16).toUpperCase().padStart(4, '0')).join('')}\\X0\\`;
    }
  }
  return `'${out}'`;
}

/** A typed value as written: `IFCLABEL('F90')` → { type: 'IFCLABEL', inner: "'F90'" }. */
export function typedValue(arg: string | undefined): { type: string; inner: string } | undefined {
  const match = arg?.match(/^([A-Za-z0-9_]+)\s*\(([\s\S]*)\)$/);
  return match ? { type: match[1]!.toUpperCase(), inner: match[2]!.trim() } : undefined;
}

/** For each of `ids`, the instances that refer to it (outside string literals). */
export function referrers(file: StepFile, ids: ReadonlySet<number>): Map<number, number[]> {
  const found = new Map<number, number[]>([...ids].map((id) => [id, []]));
  for (const entity of file.entities.values()) {
    const { text } = file;
    for (let at = entity.argsStart; at < entity.argsEnd; at++) {
      const char = text[at];
      if (char === "'") at = skipString(text, at + 1) - 1;
      else if (char === '#') {
        let end = at + 1;
        while (end < entity.argsEnd && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
        const list = found.get(Number(text.slice(at + 1, end)));
        if (list && !list.includes(entity.id)) list.push(entity.id);
        at = end - 1;
      }
    }
  }
  return found;
}
