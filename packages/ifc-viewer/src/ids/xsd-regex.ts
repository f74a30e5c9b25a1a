/*
 * XML Schema regular expressions (XSD 1.0, appendix F) to JavaScript. They differ where it hurts: an XSD
 * pattern always matches the whole value (no anchors, and ^ and $ are plain characters), `\w` and `\d`
 * are Unicode classes, `.` excludes only line ends, classes can be subtracted (`[a-z-[aeiou]]`), and
 * `\i`, `\c` and `\p{IsBlock}` have no JavaScript counterpart. The translation parses the pattern and
 * writes every literal as a code point escape, so no character can turn into JavaScript syntax.
 */

export class XsdPatternError extends Error {}

const hex = (char: string) => `\\u{${char.codePointAt(0)!.toString(16)}}`;

/** One character class: pieces that fit inside JS `[...]`, and whole atoms for sets that do not (complements). */
interface CharSet {
  inClass: string[];
  atoms: string[];
}

const setSource = (set: CharSet): string => {
  const parts = [...(set.inClass.length ? [`[${set.inClass.join('')}]`] : []), ...set.atoms];
  if (parts.length === 1) return parts[0]!;
  return parts.length ? `(?:${parts.join('|')})` : '[]';
};
const complement = (source: string) => `(?:(?!${source})[\\s\\S])`;

const whitespace = ['\\u{20}', '\\u{9}', '\\u{a}', '\\u{d}'];
// XML name characters, close enough: letters, letter-numbers, marks, digits and the punctuation names allow.
const nameStart = ['\\p{L}', '\\p{Nl}', '_', ':'];
const nameChar = [...nameStart, '\\p{Mn}', '\\p{Mc}', '\\p{Nd}', '\\u{2d}', '\\u{2e}', '\\u{b7}'];
const multiCharEscapes: Record<string, CharSet> = {
  d: { inClass: ['\\p{Nd}'], atoms: [] },
  D: { inClass: ['\\P{Nd}'], atoms: [] },
  // \w is everything but punctuation, separators and "other": letters, marks, numbers and symbols.
  w: { inClass: ['\\p{L}', '\\p{M}', '\\p{N}', '\\p{S}'], atoms: [] },
  W: { inClass: ['\\p{P}', '\\p{Z}', '\\p{C}'], atoms: [] },
  s: { inClass: whitespace, atoms: [] },
  S: { inClass: [], atoms: [`[^${whitespace.join('')}]`] },
  i: { inClass: nameStart, atoms: [] },
  I: { inClass: [], atoms: [`[^${nameStart.join('')}]`] },
  c: { inClass: nameChar, atoms: [] },
  C: { inClass: [], atoms: [`[^${nameChar.join('')}]`] },
};
const singleCharEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t' };
const escapable = new Set([...'\\|.?*+(){}-[]^']);
const categories = new Set('L Lu Ll Lt Lm Lo M Mn Mc Me N Nd Nl No P Pc Pd Ps Pe Pi Pf Po Z Zs Zl Zp S Sm Sc Sk So C Cc Cf Co Cn'.split(' '));
/** Unicode blocks by XSD name, the ones a naming convention is likely to use. */
const blocks: Record<string, [number, number]> = {
  BasicLatin: [0x0, 0x7f],
  'Latin-1Supplement': [0x80, 0xff],
  'LatinExtended-A': [0x100, 0x17f],
  'LatinExtended-B': [0x180, 0x24f],
  IPAExtensions: [0x250, 0x2af],
  SpacingModifierLetters: [0x2b0, 0x2ff],
  CombiningDiacriticalMarks: [0x300, 0x36f],
  Greek: [0x370, 0x3ff],
  Cyrillic: [0x400, 0x4ff],
  Armenian: [0x530, 0x58f],
  Hebrew: [0x590, 0x5ff],
  Arabic: [0x600, 0x6ff],
  LatinExtendedAdditional: [0x1e00, 0x1eff],
  GreekExtended: [0x1f00, 0x1fff],
  GeneralPunctuation: [0x2000, 0x206f],
  SuperscriptsandSubscripts: [0x2070, 0x209f],
  CurrencySymbols: [0x20a0, 0x20cf],
  LetterlikeSymbols: [0x2100, 0x214f],
  NumberForms: [0x2150, 0x218f],
  Arrows: [0x2190, 0x21ff],
  MathematicalOperators: [0x2200, 0x22ff],
  BoxDrawing: [0x2500, 0x257f],
  GeometricShapes: [0x25a0, 0x25ff],
  CJKSymbolsandPunctuation: [0x3000, 0x303f],
  Hiragana: [0x3040, 0x309f],
  Katakana: [0x30a0, 0x30ff],
  CJKUnifiedIdeographs: [0x4e00, 0x9fff],
  HangulSyllables: [0xac00, 0xd7a3],
};

class Parser {
  private at = 0;
  private readonly chars: string[];

  constructor(pattern: string) {
    // Code points, not UTF-16 units: a character outside the BMP is one character in XSD too.
    this.chars = [...pattern];
  }

  private peek = (offset = 0) => this.chars[this.at + offset];
  private next = () => this.chars[this.at++];
  private fail(why: string): never {
    throw new XsdPatternError(`${why} at ${this.at}`);
  }

  parse(): string {
    const source = this.regExp();
    if (this.at < this.chars.length) this.fail(`unexpected ${this.peek()}`);
    return source;
  }

  private regExp(): string {
    const branches = [this.branch()];
    while (this.peek() === '|') {
      this.next();
      branches.push(this.branch());
    }
    return branches.join('|');
  }

  private branch(): string {
    let source = '';
    while (this.at < this.chars.length && this.peek() !== '|' && this.peek() !== ')') source += this.piece();
    return source;
  }

  private piece(): string {
    const atom = this.atom();
    const char = this.peek();
    if (char === '?' || char === '*' || char === '+') return atom + this.next();
    if (char === '{') return atom + this.quantity();
    return atom;
  }

  private quantity(): string {
    this.next();
    let text = '';
    while (this.peek() !== undefined && this.peek() !== '}') text += this.next();
    if (this.next() !== '}') this.fail('unclosed quantifier');
    const match = /^(\d+)(,(\d*))?$/.exec(text);
    if (!match) this.fail(`bad quantifier {${text}}`);
    if (match[3] && Number(match[3]) < Number(match[1])) this.fail(`bad quantifier {${text}}`);
    return `{${text}}`;
  }

  private atom(): string {
    const char = this.next();
    switch (char) {
      case '(': {
        const inner = this.regExp();
        if (this.next() !== ')') this.fail('unclosed group');
        return `(?:${inner})`;
      }
      case '[':
        return setSource(this.classExpression());
      case '.':
        return '[^\\n\\r]';
      case '\\':
        return this.escapeAtom();
      case '?':
      case '*':
      case '+':
      case '{':
      case '}':
      case ')':
      case ']':
        return this.fail(`unexpected ${char}`);
      default:
        return /[A-Za-z0-9]/.test(char!) ? char! : hex(char!);
    }
  }

  private escapeAtom(): string {
    const set = this.escape();
    return typeof set === 'string' ? hex(set) : setSource(set);
  }

  /** After a backslash: one character (a string) or a set of them. */
  private escape(): string | CharSet {
    const char = this.next();
    if (char === undefined) this.fail('pattern ends in a backslash');
    if (Object.hasOwn(singleCharEscapes, char)) return singleCharEscapes[char]!;
    // XSD allows only its metacharacters escaped, but IDS authors write `\/` or `\_` as other regex
    // dialects let them (one of buildingSMART's own test cases does): any escaped punctuation is itself.
    if (escapable.has(char) || !/[\p{L}\p{N}]/u.test(char)) return char;
    if (Object.hasOwn(multiCharEscapes, char)) return multiCharEscapes[char]!;
    if (char === 'p' || char === 'P') return this.property(char === 'P');
    return this.fail(`unknown escape \\${char}`);
  }

  private property(negated: boolean): CharSet {
    if (this.next() !== '{') this.fail('\\p without {');
    let name = '';
    while (this.peek() !== undefined && this.peek() !== '}') name += this.next();
    if (this.next() !== '}') this.fail('unclosed \\p{');
    let inner: string;
    if (categories.has(name)) inner = `\\p{${name}}`;
    else if (name.startsWith('Is') && name.slice(2) in blocks) {
      const [from, to] = blocks[name.slice(2)]!;
      inner = `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`;
    } else return this.fail(`unknown property ${name}`);
    if (!negated) return { inClass: [inner], atoms: [] };
    return inner.startsWith('\\p') ? { inClass: [`\\P${inner.slice(2)}`], atoms: [] } : { inClass: [], atoms: [`[^${inner}]`] };
  }

  /** After `[`, up to and including its `]`: a group, maybe negated, maybe with a class subtracted. */
  private classExpression(): CharSet {
    const negated = this.peek() === '^';
    if (negated) this.next();
    const group: CharSet = { inClass: [], atoms: [] };
    let subtracted: CharSet | undefined;
    let first = true;
    for (;;) {
      const char = this.peek();
      if (char === undefined) this.fail('unclosed class');
      if (char === ']' && !first) {
        this.next();
        break;
      }
      if (char === '-' && this.peek(1) === '[' && !first) {
        this.next();
        this.next();
        subtracted = this.classExpression();
        if (this.next() !== ']') this.fail('subtraction must end its class');
        break;
      }
      first = false;
      this.classItem(group);
    }
    if (!group.inClass.length && !group.atoms.length) this.fail('empty class');
    let source = setSource(group);
    if (negated) source = group.atoms.length ? complement(source) : `[^${group.inClass.join('')}]`;
    if (subtracted) source = `(?:(?!${setSource(subtracted)})${source})`;
    return { inClass: [], atoms: [source] };
  }

  private classItem(group: CharSet) {
    const char = this.next()!;
    let from: string;
    if (char === '\\') {
      const escaped = this.escape();
      if (typeof escaped !== 'string') {
        group.inClass.push(...escaped.inClass);
        group.atoms.push(...escaped.atoms);
        return;
      }
      from = escaped;
    } else if (char === '[') return this.fail('[ inside a class');
    else from = char;
    // A range, unless the dash is the last character of the class (then it is a literal dash).
    if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '[' && this.peek(1) !== undefined) {
      this.next();
      let to = this.next()!;
      if (to === '\\') {
        const escaped = this.escape();
        if (typeof escaped !== 'string') this.fail('range ends in a class escape');
        to = escaped;
      }
      if (to.codePointAt(0)! < from.codePointAt(0)!) this.fail('range out of order');
      group.inClass.push(`${hex(from)}-${hex(to)}`);
      return;
    }
    group.inClass.push(hex(from));
  }
}

const compiled = new Map<string, RegExp>();

/** The pattern as an anchored JavaScript RegExp (Unicode mode); throws XsdPatternError if it is not XSD. */
export function xsdRegExp(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (!regExp) {
    const source = new Parser(pattern).parse();
    try {
      regExp = new RegExp(`^(?:${source})$`, 'u');
    } catch (error) {
      throw new XsdPatternError(String(error));
    }
    compiled.set(pattern, regExp);
  }
  return regExp;
}
