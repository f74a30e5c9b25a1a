import { type IfcValue, ifcValueOf, ownUnit } from './ifc-values.ts';
import type { Resolve, UnitScale } from './model-units.ts';

// biome-ignore lint/suspicious/noExplicitAny: web-ifc's lines are untyped at this depth
type Line = any;

/**
 * A property or quantity as the property facet sees it: every value it holds (a list's items, an
 * enumerated value's choices, a bounded value's bounds and set point, a table's both columns), in SI
 * units. No values means the property is there but null. Complex properties are left out: IDS 1.0 does
 * not look into them.
 */
export interface FoundProperty {
  values: IfcValue[];
}

export type PropertyTable = Map<string, FoundProperty>;

export interface PropertySource {
  resolve: Resolve;
  units: Map<string, UnitScale>;
}

const quantityValues = ['LengthValue', 'AreaValue', 'VolumeValue', 'CountValue', 'WeightValue', 'TimeValue', 'NumberValue'];
// The attributes every property set definition has; a predefined set's other attributes are its properties.
const rootAttributes = new Set(['expressID', 'type', 'GlobalId', 'OwnerHistory', 'Name', 'Description']);

const valuesOf = (raws: Line[], source: PropertySource, unit: Line): IfcValue[] => {
  const units = ownUnit(source.units, unit, source.resolve);
  return raws.flatMap((raw) => {
    const value = ifcValueOf(raw, units);
    return value === undefined ? [] : value.kind === 'list' ? value.items : [value];
  });
};

function readProperty(property: Line, source: PropertySource): FoundProperty | undefined {
  if ('NominalValue' in property) return { values: valuesOf([property.NominalValue], source, property.Unit) };
  if ('EnumerationValues' in property) return { values: valuesOf(property.EnumerationValues ?? [], source, undefined) };
  if ('UpperBoundValue' in property)
    return { values: valuesOf([property.UpperBoundValue, property.LowerBoundValue, property.SetPointValue], source, property.Unit) };
  if ('ListValues' in property) return { values: valuesOf(property.ListValues ?? [], source, property.Unit) };
  if ('DefiningValues' in property)
    return {
      values: [
        ...valuesOf(property.DefiningValues ?? [], source, property.DefiningUnit),
        ...valuesOf(property.DefinedValues ?? [], source, property.DefinedUnit),
      ],
    };
  if ('PropertyReference' in property) return { values: [{ kind: 'reference' }] };
  const measured = quantityValues.find((name) => name in property);
  if (measured) return { values: valuesOf([property[measured]], source, property.Unit) };
  return undefined;
}

/** The name of a property set, quantity set or predefined property set. */
export const propertySetName = (set: Line): string | undefined => (typeof set?.Name?.value === 'string' ? set.Name.value : undefined);

/** A property set's, quantity set's or predefined property set's properties by name. */
export function readPropertySet(set: Line, source: PropertySource): PropertyTable {
  const properties: PropertyTable = new Map();
  const members = set?.HasProperties ?? set?.Quantities;
  if (Array.isArray(members)) {
    for (const reference of members) {
      const property = source.resolve(reference);
      const propertyName = property?.Name?.value;
      if (typeof propertyName !== 'string') continue;
      const found = readProperty(property, source);
      if (found) properties.set(propertyName, found);
    }
  } else if (set) {
    // A predefined property set (IfcDoorPanelProperties …): its attributes stand for its properties.
    for (const [key, raw] of Object.entries(set)) {
      if (rootAttributes.has(key)) continue;
      const value = ifcValueOf(raw, { project: source.units });
      properties.set(key, { values: value === undefined ? [] : value.kind === 'list' ? value.items : [value] });
    }
  }
  return properties;
}
