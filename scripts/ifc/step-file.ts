/**
 * Writes ISO 10303-21 (STEP physical file) text: numbered entity instances and their attribute values.
 * JavaScript numbers are written as REALs; integers, enumerations, references and typed values
 * are wrapped by the helpers below, because STEP tells them apart by their spelling.
 */

/** A value already spelled in STEP: a reference, an enumeration, an integer, a typed value or `*`. */
export interface Spelled {
  readonly step: string;
}
export type StepValue = number | string | boolean | null | Spelled | readonly StepValue[];

export const derived: Spelled = { step: '*' };
export const enumeration = (name: string): Spelled => ({ step: `.${name}.` });
export const integer = (value: number): Spelled => ({ step: String(Math.trunc(value)) });
export const typed = (type: string, value: StepValue): Spelled => ({ step: `${type}(${spell(value)})` });

export function spellReal(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite REAL: ${value}`);
  // Six decimals is a micrometre; it also hides the binary noise of sums like 0.3 + 4.65.
  const text = String(Number(value.toFixed(6)));
  const [mantissa = '', exponent] = text.split('e');
  const withPoint = mantissa.includes('.') ? mantissa : `${mantissa}.`;
  return exponent === undefined ? withPoint : `${withPoint}E${exponent}`;
}

/** A STEP string: quotes and backslashes doubled, anything outside printable ASCII as \X2\ UTF-16 hex. */
export function spellString(value: string): string {
  let text = '';
  let wide = '';
  const flush = () => {
    if (wide) text += `\\X2\\${wide}\\X0\\`;
    wide = '';
  };
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x20 && code <= 0x7e) {
      flush();
      const char = value[i]!;
      text += char === "'" ? "''" : char === '\\' ? '\\\\' : char;
    } else {
      wide += code.toString(16).toUpperCase().padStart(4, '0');
    }
  }
  flush();
  return `'${text}'`;
}

function spell(value: StepValue): string {
  if (value === null) return '$';
  if (typeof value === 'number') return spellReal(value);
  if (typeof value === 'string') return spellString(value);
  if (typeof value === 'boolean') return value ? '.T.' : '.F.';
  if (Array.isArray(value)) return `(${value.map(spell).join(',')})`;
  return (value as Spelled).step;
}

export interface StepHeader {
  description: string;
  name: string;
  timeStamp: string;
  author: string;
  organization: string;
  preprocessor: string;
  originatingSystem: string;
  schema: string;
}

/** Collects entity instances in the order they are added; `shared` reuses an identical earlier instance. */
export class StepFile {
  private readonly lines: string[] = [];
  private readonly sharedIds = new Map<string, Spelled>();

  add(entity: string, ...attributes: StepValue[]): Spelled {
    const id = { step: `#${this.lines.length + 1}` };
    this.lines.push(`${id.step}=${entity}(${attributes.map(spell).join(',')});`);
    return id;
  }

  /** For entities nothing points back to by identity (points, directions, values): one instance per distinct content. */
  shared(entity: string, ...attributes: StepValue[]): Spelled {
    const content = `${entity}(${attributes.map(spell).join(',')})`;
    const known = this.sharedIds.get(content);
    if (known) return known;
    const id = this.add(entity, ...attributes);
    this.sharedIds.set(content, id);
    return id;
  }

  text(header: StepHeader): string {
    return [
      'ISO-10303-21;',
      'HEADER;',
      `FILE_DESCRIPTION((${spellString(header.description)}),'2;1');`,
      `FILE_NAME(${[header.name, header.timeStamp].map(spellString).join(',')},(${spellString(header.author)}),(${spellString(header.organization)}),${[header.preprocessor, header.originatingSystem, ''].map(spellString).join(',')});`,
      `FILE_SCHEMA((${spellString(header.schema)}));`,
      'ENDSEC;',
      'DATA;',
      ...this.lines,
      'ENDSEC;',
      'END-ISO-10303-21;',
      '',
    ].join('\n');
  }
}
