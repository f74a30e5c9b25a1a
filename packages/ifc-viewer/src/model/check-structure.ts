/**
 * Whether an IFC file is whole: the STEP structure of its bytes, read once from start to end without
 * decoding them into a string.
 *
 * web-ifc opens a file that breaks off as far as it gets, silently: the model simply lacks what came
 * after the cut. On a statement it cannot parse, or a cut inside a string, it gives up on the file
 * altogether. This scan finds what is missing, so the viewer can say so, and which bytes to leave out so
 * that web-ifc reads the rest.
 */

/** A reason the model is incomplete. Lines are counted from 1, as an editor counts them. */
export type StructureDefect =
  /** The file ends before `END-ISO-10303-21;`; `line` is its last line with content. */
  | { kind: 'truncated'; line: number }
  /** The DATA section is not closed by `ENDSEC;` before `END-ISO-10303-21;` in `line`. */
  | { kind: 'unclosed'; line: number }
  /** Statements in DATA that are not `#n=ENTITY(...);`: the first one's line and how many lines they take. */
  | { kind: 'unparsable'; line: number; lines: number };

export interface StepStructure {
  defects: StructureDefect[];
  /** Entity instances in DATA that parse. */
  entities: number;
  /**
   * Byte ranges to leave out before web-ifc reads the file, as start and end pairs in file order: the
   * unparsable statements in DATA, and the statement the file breaks off in.
   */
  skipped: number[];
}

const LF = 10;
const CR = 13;
const TAB = 9;
const SPACE = 32;
const EXCLAMATION = 33;
const HASH = 35;
const QUOTE = 39;
const OPEN = 40;
const CLOSE = 41;
const STAR = 42;
const HYPHEN = 45;
const SLASH = 47;
const SEMICOLON = 59;
const EQUALS = 61;

// One table lookup per byte instead of a chain of comparisons.
const space = 1;
const digit = 2;
const letter = 3;
/** Never part of a statement outside a string: control characters and anything beyond ASCII. */
const foreign = 4;
const classes = new Uint8Array(256);
for (let code = 0; code < 256; code++) {
  if (code === SPACE || code === TAB || code === LF || code === CR || code === 12) classes[code] = space;
  else if (code >= 48 && code <= 57) classes[code] = digit;
  else if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95) classes[code] = letter;
  else if (code < 32 || code >= 127) classes[code] = foreign;
}

/** The bytes inside parameters that need a look: everything else (names, numbers, `#`, `$`, `,`, `.`) is passed over. */
const marks = new Uint8Array(256);
for (const code of [LF, QUOTE, OPEN, CLOSE, SLASH, SEMICOLON, EQUALS]) marks[code] = 1;
for (let code = 0; code < 256; code++) if (classes[code] === foreign) marks[code] = 1;

// How far a statement, `#12 = IFCWALL ( … ) ;` or `KEYWORD ( … ) ;`, has got.
const hash = 1;
const id = 2;
const beforeEquals = 3;
const afterEquals = 4;
const entityName = 5;
const beforeParameters = 6;
const parameters = 7;
const text = 8;
const afterParameters = 9;
const keyword = 10;
const afterKeyword = 11;
const broken = 12;

// What reading a statement found.
const endOfFile = 0;
const instance = 1;
const keywordStatement = 2;
const unparsable = 3;
const cutOff = 4;

/** The keywords that open, close or end a section: the only ones the check tells apart. */
const sectionKeywords = ['HEADER', 'DATA', 'ENDSEC', 'END-ISO-10303-21'];
const longestKeyword = Math.max(...sectionKeywords.map((name) => name.length));

/**
 * Whether the line starting at `at` opens a statement: `#12=` or a section keyword. Neither can continue
 * a statement from the line before, so a statement still open there lacks its end, and reading takes up
 * the new one instead of losing it to the broken one.
 */
function opensStatement(bytes: Uint8Array, at: number): boolean {
  let i = at;
  while (bytes[i] === SPACE || bytes[i] === TAB || bytes[i] === CR) i++;
  if (bytes[i] === HASH) {
    const digits = ++i;
    while (classes[bytes[i]!] === digit) i++;
    if (i === digits) return false;
    while (bytes[i] === SPACE || bytes[i] === TAB) i++;
    return bytes[i] === EQUALS;
  }
  for (const name of sectionKeywords) {
    let matched = 0;
    while (matched < name.length && bytes[i + matched] === name.charCodeAt(matched)) matched++;
    if (matched < name.length) continue;
    let after = i + matched;
    while (bytes[after] === SPACE || bytes[after] === TAB) after++;
    if (bytes[after] === SEMICOLON || (name === 'DATA' && bytes[after] === OPEN)) return true;
  }
  return false;
}

/** Reads a file statement by statement; each one's kind, place and keyword are on the reader after `next()`. */
class StatementReader {
  readonly bytes: Uint8Array;
  /** Where reading goes on, and its line. */
  at = 0;
  line = 1;
  /** The statement last read: its first byte and line, the line of its last content and its keyword, if it is not an instance. */
  start = 0;
  startLine = 1;
  lastLine = 1;
  name = '';

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  /**
   * Reads the next statement up to its `;`, or up to the next line that opens one when it lacks its end.
   * Everything runs on local variables: this loop is where a large file's time goes.
   */
  next(): number {
    const bytes = this.bytes;
    const length = bytes.length;
    let i = this.at;
    let line = this.line;
    let state = 0;
    let inComment = false;
    let depth = 0;
    let name = '';
    let lastLine = line;
    let outcome = cutOff;
    for (; i < length; i++) {
      if (!inComment) {
        // Most of a file is parameters and strings; these loops pass over their plain bytes.
        if (state === parameters) while (i < length && !marks[bytes[i]!]) i++;
        else if (state === entityName) while (i < length && (classes[bytes[i]!] === letter || classes[bytes[i]!] === digit)) i++;
        else if (state === id) while (i < length && classes[bytes[i]!] === digit) i++;
        else if (state === text) while (i < length && bytes[i] !== QUOTE && bytes[i] !== LF && bytes[i] !== 0) i++;
        if (i === length) break;
      }
      const byte = bytes[i]!;
      if (byte === LF) {
        line++;
        if (state && !inComment && opensStatement(bytes, i + 1)) {
          if (state !== broken) lastLine = line - 1;
          outcome = unparsable;
          i++;
          break;
        }
        continue;
      }
      if (inComment) {
        if (byte === STAR && bytes[i + 1] === SLASH) {
          inComment = false;
          i++;
        }
        continue;
      }
      const kind = classes[byte]!;
      if (state === parameters) {
        if (byte === QUOTE) state = text;
        else if (byte === OPEN) depth++;
        else if (byte === CLOSE) {
          if (--depth === 0) state = afterParameters;
        } else if (byte === SLASH && bytes[i + 1] === STAR) {
          inComment = true;
          i++;
        } else if (byte === SEMICOLON) {
          lastLine = line;
          outcome = unparsable;
          i++;
          break;
        } else if (byte === EQUALS || kind === foreign) {
          state = broken;
          lastLine = line;
        }
        continue;
      }
      if (state === text) {
        // A doubled quote, a quote inside the string, closes the string and opens it again at once.
        if (byte === QUOTE) state = parameters;
        else if (byte === 0) {
          state = broken;
          lastLine = line;
        }
        continue;
      }
      if (state === broken) {
        if (byte === SEMICOLON) {
          outcome = unparsable;
          i++;
          break;
        }
        if (kind !== space) lastLine = line;
        continue;
      }
      if (kind === space || (byte === SLASH && bytes[i + 1] === STAR)) {
        if (kind !== space) {
          // A file that breaks off in a comment between statements is cut from the comment on.
          if (!state) this.start = i;
          inComment = true;
          i++;
        }
        if (state === id) state = beforeEquals;
        else if (state === entityName) state = beforeParameters;
        else if (state === keyword) state = afterKeyword;
        else if (state === hash) state = broken;
        continue;
      }
      if (byte === SEMICOLON && (state === afterParameters || state === keyword || state === afterKeyword)) {
        outcome = name ? keywordStatement : instance;
        lastLine = line;
        i++;
        break;
      }
      let next = broken;
      if (state === 0) {
        // An empty statement, a stray `;`, says nothing and loses nothing.
        if (byte === SEMICOLON) continue;
        this.start = i;
        this.startLine = line;
        if (byte === HASH) next = hash;
        else if (kind === letter) {
          next = keyword;
          name = String.fromCharCode(byte);
        }
      } else if (state === hash || state === id) {
        if (kind === digit) next = id;
        else if (byte === EQUALS && state === id) next = afterEquals;
      } else if (state === beforeEquals) {
        if (byte === EQUALS) next = afterEquals;
      } else if (state === afterEquals) {
        // `#12=(IFCA(…)IFCB(…))` is a complex instance: its parts in one pair of parentheses.
        if (kind === letter || byte === EXCLAMATION) next = entityName;
        else if (byte === OPEN) next = parameters;
      } else if (state === entityName || state === keyword) {
        if (kind === letter || kind === digit || (state === keyword && byte === HYPHEN)) {
          next = state;
          if (state === keyword && name.length <= longestKeyword) name += String.fromCharCode(byte);
        } else if (byte === OPEN) next = parameters;
      } else if (state === beforeParameters || state === afterKeyword) {
        if (byte === OPEN) next = parameters;
      }
      if (next === parameters) depth = 1;
      else if (next === broken) lastLine = line;
      state = next;
    }
    this.at = i;
    this.line = line;
    this.lastLine = lastLine;
    this.name = name;
    return state || inComment ? outcome : endOfFile;
  }
}

/** Reads the STEP structure of an IFC file's bytes; see `StepStructure`. */
export function checkStructure(bytes: Uint8Array): StepStructure {
  const reader = new StatementReader(bytes);
  const skipped: number[] = [];
  let inData = false;
  let entities = 0;
  let firstUnparsable = 0;
  let unparsableLines = 0;
  let endLine = 0;
  // Whatever follows END-ISO-10303-21; is not part of the exchange structure (a signature, say).
  while (!endLine) {
    const found = reader.next();
    if (found === endOfFile) break;
    if (found === cutOff) {
      // The statement the file breaks off in is part of the cut, not a line that failed on its own.
      skipped.push(reader.start, bytes.length);
      break;
    }
    const name = reader.name;
    if (found === keywordStatement && name === 'END-ISO-10303-21') endLine = reader.startLine;
    else if (found === keywordStatement && name === 'ENDSEC') inData = false;
    else if (found === keywordStatement && !inData && name === 'DATA') inData = true;
    else if (found === instance) entities += inData ? 1 : 0;
    else if (inData) {
      firstUnparsable ||= reader.startLine;
      unparsableLines += reader.lastLine - reader.startLine + 1;
      skipped.push(reader.start, reader.at);
    }
  }
  const defects: StructureDefect[] = [];
  if (!endLine) defects.push({ kind: 'truncated', line: lastLineWithContent(bytes, reader.line) });
  else if (inData) defects.push({ kind: 'unclosed', line: endLine });
  if (firstUnparsable) defects.push({ kind: 'unparsable', line: firstUnparsable, lines: unparsableLines });
  return { defects, entities, skipped };
}

/** The number of the last line that holds more than white space, counting back from the file's last line, `lines`. */
function lastLineWithContent(bytes: Uint8Array, lines: number): number {
  let line = lines;
  for (let i = bytes.length - 1; i >= 0; i--) {
    const byte = bytes[i]!;
    if (byte === LF) line--;
    else if (classes[byte] !== space) return line;
  }
  return 1;
}
