import { IFCUNITASSIGNMENT, type IfcAPI } from 'web-ifc';

/* web-ifc lines, read loosely: attributes are `{ value }` wrappers, references flattened into lines. */
// biome-ignore lint/suspicious/noExplicitAny: the schema's line classes are untyped at this depth
type Line = any;

/** A unit's value in IDS's SI unit: `value × scale + offset` (the offset only for degrees Celsius). */
export interface UnitScale {
  scale: number;
  offset: number;
}

const prefixes: Record<string, number> = {
  EXA: 1e18,
  PETA: 1e15,
  TERA: 1e12,
  GIGA: 1e9,
  MEGA: 1e6,
  KILO: 1e3,
  HECTO: 1e2,
  DECA: 1e1,
  DECI: 1e-1,
  CENTI: 1e-2,
  MILLI: 1e-3,
  MICRO: 1e-6,
  NANO: 1e-9,
  PICO: 1e-12,
  FEMTO: 1e-15,
  ATTO: 1e-18,
};

/** Turns a reference (`{ type: 5, value }`) into the line it points at; a line stays as it is. */
export type Resolve = (reference: Line) => Line | undefined;

/** The scale of a unit line (SI, conversion-based or derived), or undefined for units IDS has no SI for (money). */
export function unitScale(reference: Line, resolve: Resolve, depth = 0): UnitScale | undefined {
  const unit = resolve(reference);
  if (!unit || typeof unit !== 'object' || depth > 8) return undefined;
  if (unit.Elements) {
    // A derived unit: the product of its elements' scales to their exponents (offsets do not carry over).
    let scale = 1;
    for (const elementReference of unit.Elements) {
      const element = resolve(elementReference);
      const part = unitScale(element?.Unit, resolve, depth + 1);
      if (!part) return undefined;
      scale *= part.scale ** Number(element.Exponent?.value ?? element.Exponent ?? 1);
    }
    return { scale, offset: 0 };
  }
  if (unit.ConversionFactor) {
    const factor = resolve(unit.ConversionFactor);
    const base = unitScale(factor?.UnitComponent, resolve, depth + 1) ?? { scale: 1, offset: 0 };
    return { scale: Number(factor?.ValueComponent?.value ?? 1) * base.scale, offset: 0 };
  }
  const name = unit.Name?.value;
  if (typeof name !== 'string' || !unit.UnitType) return undefined;
  const prefix = prefixes[unit.Prefix?.value] ?? 1;
  const power = name === 'SQUARE_METRE' ? 2 : name === 'CUBIC_METRE' ? 3 : 1;
  // IDS's mass unit is the kilogram, while IFC's SI unit is the gram with a prefix.
  const base = name === 'GRAM' ? 1e-3 : 1;
  return { scale: prefix ** power * base, offset: name === 'DEGREE_CELSIUS' ? 273.15 : 0 };
}

/** The project's units by unit type (`LENGTHUNIT`, `THERMALTRANSMITTANCEUNIT` …). */
export function readProjectUnits(api: IfcAPI, modelID: number, resolve: Resolve): Map<string, UnitScale> {
  const units = new Map<string, UnitScale>();
  for (const assignment of api.GetLineIDsWithType(modelID, IFCUNITASSIGNMENT)) {
    for (const reference of (api.GetLine(modelID, assignment) as Line).Units ?? []) {
      const unit = resolve(reference);
      const type = unit?.UnitType?.value;
      const scale = unitScale(unit, resolve);
      if (typeof type === 'string' && scale && !units.has(type)) units.set(type, scale);
    }
  }
  return units;
}

// Measures whose unit type is not their name with UNIT for MEASURE.
const unitTypeExceptions: Record<string, string> = {
  IFCPOSITIVELENGTHMEASURE: 'LENGTHUNIT',
  IFCNONNEGATIVELENGTHMEASURE: 'LENGTHUNIT',
  IFCPOSITIVEPLANEANGLEMEASURE: 'PLANEANGLEUNIT',
  IFCTHERMALCONDUCTIVITYMEASURE: 'THERMALCONDUCTANCEUNIT',
  IFCMASSMEASURE: 'MASSUNIT',
};

/** The unit type a measure's values are given in: IFCLENGTHMEASURE is in the project's LENGTHUNIT. */
export function unitTypeOf(dataType: string): string | undefined {
  if (dataType in unitTypeExceptions) return unitTypeExceptions[dataType];
  const match = /^IFC(.+)MEASURE$/.exec(dataType);
  return match ? `${match[1]}UNIT` : undefined;
}
