import { baseTypeOf } from './data-types.ts';
import { type Resolve, type UnitScale, unitScale, unitTypeOf } from './model-units.ts';

// biome-ignore lint/suspicious/noExplicitAny: web-ifc's attribute wrappers are untyped at this depth
type Raw = any;

/**
 * A value as the facets compare it. Measures are already in IDS's SI unit. `empty` covers what IDS counts
 * as having no value although something is written: an empty text or list and a logical UNKNOWN.
 * `reference` and `list` exist but cannot be compared with a value (IDS 1.0 checks no objects or lists).
 */
export type IfcValue =
  | { kind: 'string'; value: string; dataType?: string }
  | { kind: 'real'; value: number; dataType?: string }
  | { kind: 'integer'; value: number; dataType?: string }
  | { kind: 'boolean'; value: boolean; dataType?: string }
  | { kind: 'empty'; dataType?: string }
  | { kind: 'reference'; dataType?: string }
  | { kind: 'list'; items: IfcValue[]; dataType?: string };

/** An enumeration's value carries no type name in web-ifc; `ENUM` stands for "some …ENUM type". */
export const anyEnumeration = 'ENUM';

export interface UnitContext {
  project: Map<string, UnitScale>;
  /** A property's or quantity's own unit, which replaces the project's for its values. */
  own?: UnitScale;
}

const toSi = (value: number, dataType: string | undefined, units: UnitContext | undefined): number => {
  if (!units || !dataType) return value;
  const unitType = unitTypeOf(dataType);
  const scale = units.own ?? (unitType ? units.project.get(unitType) : undefined);
  return scale ? value * scale.scale + scale.offset : value;
};

/** A web-ifc attribute value (unflattened references) as an IfcValue; undefined when the attribute is null. */
export function ifcValueOf(raw: Raw, units?: UnitContext): IfcValue | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (Array.isArray(raw)) {
    const items = raw.map((item) => ifcValueOf(item, units)).filter((item) => item !== undefined);
    return items.length ? { kind: 'list', items } : { kind: 'empty' };
  }
  if (typeof raw !== 'object') {
    if (typeof raw === 'number') return { kind: Number.isInteger(raw) ? 'integer' : 'real', value: raw };
    if (typeof raw === 'boolean') return { kind: 'boolean', value: raw };
    return String(raw) === '' ? { kind: 'empty' } : { kind: 'string', value: String(raw) };
  }
  const dataType: string | undefined = typeof raw.name === 'string' ? raw.name : undefined;
  // A flattened reference is a whole line (it has an expressID); an unflattened one a handle of type 5.
  if (raw.type === 5 || 'expressID' in raw) return { kind: 'reference', dataType };
  const value = raw.value;
  if (value === null || value === undefined) return { kind: 'empty', dataType };
  if (typeof value === 'boolean') return { kind: 'boolean', value, dataType };
  if (typeof value === 'number') {
    const base = dataType ? baseTypeOf(dataType) : undefined;
    const integer = base === 'integer' ? Number.isInteger(value) : base === 'double' ? false : raw.type === 10;
    return integer ? { kind: 'integer', value, dataType } : { kind: 'real', value: toSi(value, dataType, units), dataType };
  }
  if (typeof value === 'string') {
    if (value === '') return { kind: 'empty', dataType };
    return { kind: 'string', value, dataType: dataType ?? (raw.type === 3 ? anyEnumeration : undefined) };
  }
  return { kind: 'reference', dataType };
}

/** A property's or quantity's own unit, if it names one IDS can scale. */
export const ownUnit = (project: Map<string, UnitScale>, unit: Raw, resolve: Resolve): UnitContext => ({
  project,
  own: unit ? unitScale(unit, resolve) : undefined,
});

/** A short text of a value for a reason: the value itself, or a word for what it is. */
export function plainOf(value: IfcValue | undefined): string | number | boolean | null {
  if (!value) return null;
  switch (value.kind) {
    case 'string':
    case 'real':
    case 'integer':
    case 'boolean':
      return value.value;
    case 'list':
      return value.items.map((item) => String(plainOf(item))).join(', ');
    case 'empty':
      return '';
    case 'reference':
      return null;
  }
}
