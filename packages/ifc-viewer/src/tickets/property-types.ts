import { encodeString } from './step-text.ts';

/** How a property's value is entered and checked: what its IFC type makes of it. */
export type ValueKind = 'text' | 'number' | 'integer' | 'boolean' | 'enumeration';

export type PlainValue = string | number | boolean;

export interface PropertyType {
  kind: ValueKind;
  /** The STEP type of the value as written in the file: IFCLABEL, IFCTHERMALTRANSMITTANCEMEASURE … */
  ifcType: string;
  /** The unit's symbol for measures; none for plain numbers and ratios. */
  unit?: string;
  /** Numbers: the smallest allowed value, and whether it is itself allowed. */
  min?: number;
  minExclusive?: boolean;
  max?: number;
  /** Texts: IfcLabel and IfcIdentifier hold at most 255 characters. */
  maxLength?: number;
  /** Enumerations: the allowed values, as the file's IfcPropertyEnumeration lists them. */
  options?: readonly string[];
  /** Enumerations: the name of their IfcPropertyEnumeration (PEnum_ElementStatus). */
  enumeration?: string;
}

const textTypes: Record<string, number | undefined> = { IFCLABEL: 255, IFCIDENTIFIER: 255, IFCTEXT: undefined, IFCDESCRIPTIVEMEASURE: 255 };

/** SI units of the measures a property set holds, by STEP type; lengths follow the file's own unit. */
const measureUnits: Record<string, string | undefined> = {
  IFCREAL: undefined,
  IFCNUMERICMEASURE: undefined,
  IFCRATIOMEASURE: undefined,
  IFCPOSITIVERATIOMEASURE: undefined,
  IFCNORMALISEDRATIOMEASURE: undefined,
  IFCLENGTHMEASURE: 'm',
  IFCPOSITIVELENGTHMEASURE: 'm',
  IFCAREAMEASURE: 'm²',
  IFCVOLUMEMEASURE: 'm³',
  IFCMASSMEASURE: 'kg',
  IFCMASSDENSITYMEASURE: 'kg/m³',
  IFCTHERMALTRANSMITTANCEMEASURE: 'W/(m²·K)',
  IFCTHERMALCONDUCTIVITYMEASURE: 'W/(m·K)',
  IFCTHERMODYNAMICTEMPERATUREMEASURE: 'K',
  IFCPOWERMEASURE: 'W',
  IFCENERGYMEASURE: 'J',
  IFCPRESSUREMEASURE: 'Pa',
  IFCFORCEMEASURE: 'N',
  IFCTIMEMEASURE: 's',
  IFCFREQUENCYMEASURE: 'Hz',
  IFCPLANEANGLEMEASURE: 'rad',
  IFCPOSITIVEPLANEANGLEMEASURE: 'rad',
  IFCVOLUMETRICFLOWRATEMEASURE: 'm³/s',
  IFCILLUMINANCEMEASURE: 'lx',
  IFCLUMINOUSFLUXMEASURE: 'lm',
  IFCSOUNDPOWERLEVELMEASURE: 'dB',
  IFCSOUNDPRESSURELEVELMEASURE: 'dB',
};

const lengthSymbols: Record<number, string> = { 1: 'm', 0.1: 'dm', 0.01: 'cm', 0.001: 'mm' };

/**
 * Measures IFC types as plain reals but that no building element can have below zero: a U-value or a
 * conductivity of 0 or less, a negative area, volume or mass would pass the schema and mean nothing.
 */
const physicallyPositive = new Set(['IFCTHERMODYNAMICTEMPERATUREMEASURE', 'IFCTHERMALTRANSMITTANCEMEASURE', 'IFCTHERMALCONDUCTIVITYMEASURE']);
const physicallyNonNegative = new Set(['IFCAREAMEASURE', 'IFCVOLUMEMEASURE', 'IFCMASSMEASURE', 'IFCMASSDENSITYMEASURE']);

/** The type a value written as `ifcType(…)` has; undefined for types the ticket does not edit (references, lists). */
export function propertyType(ifcType: string, metresPerUnit = 1): PropertyType | undefined {
  const type = ifcType.toUpperCase();
  if (type in textTypes) return { kind: 'text', ifcType: type, maxLength: textTypes[type] };
  if (type === 'IFCBOOLEAN') return { kind: 'boolean', ifcType: type };
  if (type === 'IFCINTEGER' || type === 'IFCCOUNTMEASURE') return { kind: 'integer', ifcType: type, min: type === 'IFCCOUNTMEASURE' ? 0 : undefined };
  if (!(type in measureUnits)) return undefined;
  let unit = measureUnits[type];
  if (unit === 'm') unit = lengthSymbols[metresPerUnit] ?? 'm';
  const positive = type.includes('POSITIVE') || physicallyPositive.has(type);
  const normalised = type === 'IFCNORMALISEDRATIOMEASURE';
  return {
    kind: 'number',
    ifcType: type,
    unit,
    min: positive || normalised || physicallyNonNegative.has(type) ? 0 : undefined,
    minExclusive: positive,
    max: normalised ? 1 : undefined,
  };
}

export function enumerationType(name: string, options: readonly string[], ifcType = 'IFCLABEL'): PropertyType {
  return { kind: 'enumeration', ifcType, options, enumeration: name };
}

export type ValueProblem =
  | { code: 'required' }
  | { code: 'number' }
  | { code: 'integer' }
  | { code: 'min'; limit: number; exclusive: boolean }
  | { code: 'max'; limit: number }
  | { code: 'tooLong'; limit: number }
  | { code: 'option' };

export type ParsedValue = { ok: true; value: PlainValue } | { ok: false; problem: ValueProblem };

const numberPattern = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * What the visitor typed, as the property's type takes it, or why not. Numbers take a comma or a point
 * for the decimals (no thousands separators: 1.300 would be ambiguous) and may end with their unit.
 */
export function parseValue(type: PropertyType, input: string): ParsedValue {
  const text = input.trim();
  if (text === '') return { ok: false, problem: { code: 'required' } };
  switch (type.kind) {
    case 'text':
      if (type.maxLength !== undefined && [...text].length > type.maxLength)
        return { ok: false, problem: { code: 'tooLong', limit: type.maxLength } };
      return { ok: true, value: text };
    case 'boolean':
      if (text === 'true' || text === 'false') return { ok: true, value: text === 'true' };
      return { ok: false, problem: { code: 'option' } };
    case 'enumeration':
      return type.options?.includes(text) ? { ok: true, value: text } : { ok: false, problem: { code: 'option' } };
    default: {
      const bare = (type.unit && text.endsWith(type.unit) ? text.slice(0, -type.unit.length) : text).replace(/[\s\u00a0\u202f]/g, '');
      if (!numberPattern.test(bare)) return { ok: false, problem: { code: 'number' } };
      const value = Number(bare.replace(',', '.'));
      if (!Number.isFinite(value)) return { ok: false, problem: { code: 'number' } };
      if (type.kind === 'integer' && !Number.isInteger(value)) return { ok: false, problem: { code: 'integer' } };
      if (type.min !== undefined && (type.minExclusive ? value <= type.min : value < type.min))
        return { ok: false, problem: { code: 'min', limit: type.min, exclusive: !!type.minExclusive } };
      if (type.max !== undefined && value > type.max) return { ok: false, problem: { code: 'max', limit: type.max } };
      return { ok: true, value };
    }
  }
}

/** A STEP real always has its point: 3 → `3.`, 1e-7 → `1.E-7`. */
function stepReal(value: number): string {
  const text = String(value).toUpperCase();
  if (text.includes('.')) return text;
  const exponent = text.indexOf('E');
  return exponent < 0 ? `${text}.` : `${text.slice(0, exponent)}.${text.slice(exponent)}`;
}

/** The value as a STEP literal of its type, without the type around it. */
export function stepLiteral(type: PropertyType, value: PlainValue): string {
  if (type.kind === 'boolean') return value ? '.T.' : '.F.';
  if (type.kind === 'integer') return String(Math.trunc(Number(value)));
  if (type.kind === 'number') return stepReal(Number(value));
  return encodeString(String(value));
}

/** `IFCLABEL('F90')`, `IFCBOOLEAN(.T.)`, `IFCTHERMALTRANSMITTANCEMEASURE(0.9)`. */
export const stepValue = (type: PropertyType, value: PlainValue) => `${type.ifcType}(${stepLiteral(type, value)})`;
