import {
  IFC2X3,
  IFC4,
  IFC4X3,
  IFCBUILDINGSTOREY,
  IFCPRODUCT,
  IFCPROJECT,
  IFCRELAGGREGATES,
  IFCRELCONTAINEDINSPATIALSTRUCTURE,
  IFCRELDEFINESBYPROPERTIES,
  IFCUNITASSIGNMENT,
  type IfcAPI,
} from 'web-ifc';
import { propertyType } from '../tickets/property-types.ts';
import type { ModelData, ModelElement, ModelStorey, PropertyEntry, PropertyGroup, Value } from './model-data.ts';

/* web-ifc hands out lines as schema objects whose attributes are `{ value }` wrappers; they are read loosely here. */
// biome-ignore lint/suspicious/noExplicitAny: the schema's line classes are untyped at this depth
type Line = any;

const ids = (api: IfcAPI, modelID: number, type: number, inherited = false): number[] => [...api.GetLineIDsWithType(modelID, type, inherited)];
const refs = (list: { value: number }[] | undefined) => (list ?? []).map((ref) => ref.value);

/** Upper-case type names ("IFCWINDOW") back to the schema's spelling, from the schema classes web-ifc exports. */
const classNames = new Map([IFC2X3, IFC4, IFC4X3].flatMap((schema) => Object.keys(schema).map((name) => [name.toUpperCase(), name] as const)));
const classOf = (api: IfcAPI, type: number) => {
  const upper = api.GetNameFromTypeCode(type);
  return classNames.get(upper) ?? upper;
};

const spatial = new Set(['IfcSite', 'IfcBuilding', 'IfcBuildingStorey']);
const openingClasses = new Set(['IfcOpeningElement', 'IfcOpeningStandardCase']);
const attributeNames = ['Name', 'Description', 'ObjectType', 'LongName', 'Tag', 'PredefinedType', 'OverallWidth', 'OverallHeight'];
const prefixes: Record<string, number> = { KILO: 1e3, HECTO: 1e2, DECA: 10, DECI: 0.1, CENTI: 0.01, MILLI: 0.001, MICRO: 1e-6 };

function plain(value: Line): Value | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'object') return value as Value;
  if (Array.isArray(value))
    return value
      .map(plain)
      .filter((item) => item !== undefined)
      .join(', ');
  return 'value' in value ? plain(value.value) : undefined;
}

/** The length unit of the file in metres: SI with its prefix, or a conversion-based unit such as the foot. */
function metresPerUnit(api: IfcAPI, modelID: number): number {
  for (const assignment of ids(api, modelID, IFCUNITASSIGNMENT)) {
    for (const unit of (api.GetLine(modelID, assignment, true) as Line).Units ?? []) {
      if (plain(unit?.UnitType) !== 'LENGTHUNIT') continue;
      if (unit.ConversionFactor) {
        const factor = Number(plain(unit.ConversionFactor.ValueComponent)) || 1;
        const base = unit.ConversionFactor.UnitComponent;
        return factor * (prefixes[String(plain(base?.Prefix))] ?? 1);
      }
      return prefixes[String(plain(unit.Prefix))] ?? 1;
    }
  }
  return 1;
}

/**
 * A property or quantity set, read flat. In a damaged file a set can point at a property that is not
 * there (its line was cut off or could not be parsed): web-ifc gives `undefined` for it, and it is left out.
 */
function propertyGroup(set: Line, metresPerUnit: number): PropertyGroup | undefined {
  if (!set) return undefined;
  const entry = (name: Line, measured: Line): PropertyEntry[] => {
    const value = plain(measured);
    if (value === undefined) return [];
    const unit = typeof value === 'number' && typeof measured?.name === 'string' ? propertyType(measured.name, metresPerUnit)?.unit : undefined;
    return [{ name: String(plain(name)), value, ...(unit ? { unit } : {}) }];
  };
  const name = String(plain(set.Name) ?? '');
  if (Array.isArray(set.HasProperties)) {
    const entries = set.HasProperties.flatMap((property: Line) =>
      !property ? [] : entry(property.Name, plain(property.NominalValue) === undefined ? property.EnumerationValues : property.NominalValue),
    );
    return { name, kind: 'properties', entries };
  }
  if (Array.isArray(set.Quantities)) {
    const entries = set.Quantities.flatMap((quantity: Line) => {
      if (!quantity) return [];
      const measured =
        quantity.LengthValue ?? quantity.AreaValue ?? quantity.VolumeValue ?? quantity.CountValue ?? quantity.WeightValue ?? quantity.TimeValue;
      return entry(quantity.Name, measured);
    });
    return { name, kind: 'quantities', entries };
  }
  return undefined;
}

/** An element's attributes, property sets and quantity sets, and the facts search and comparison read from them. */
export type ElementProperties = Pick<ModelElement, 'expressID' | 'groups' | 'facts'>;

/**
 * Reads elements' groups and facts: which sets hang on which element is read once, and a set shared by
 * many elements (a type's common set) is read once too.
 */
function propertyReader(api: IfcAPI, modelID: number, unit: number) {
  const setsOf = new Map<number, number[]>();
  for (const rel of ids(api, modelID, IFCRELDEFINESBYPROPERTIES)) {
    const line: Line = api.GetLine(modelID, rel);
    const set = line.RelatingPropertyDefinition?.value;
    if (set === undefined) continue;
    for (const object of refs(line.RelatedObjects)) {
      const sets = setsOf.get(object);
      if (sets) sets.push(set);
      else setsOf.set(object, [set]);
    }
  }
  const groupCache = new Map<number, PropertyGroup | undefined>();
  const groupOf = (setID: number) => {
    if (!groupCache.has(setID)) groupCache.set(setID, propertyGroup(api.GetLine(modelID, setID, true), unit));
    return groupCache.get(setID);
  };
  return (expressID: number, ifcClass: string, line: Line): ElementProperties => {
    const attributes = attributeNames.flatMap((name) => {
      const value = plain(line[name]);
      return value === undefined || value === '' ? [] : [{ name, value }];
    });
    const groups: PropertyGroup[] = [{ name: ifcClass, kind: 'attributes', entries: attributes }];
    for (const setID of setsOf.get(expressID) ?? []) {
      const group = groupOf(setID);
      if (group) groups.push(group);
    }
    const facts: Record<string, Value> = {};
    for (const group of groups)
      for (const entry of group.entries) facts[group.kind === 'attributes' ? entry.name : `${group.name}.${entry.name}`] = entry.value;
    return { expressID, groups, facts };
  };
}

/**
 * The properties of some elements alone, as the file says: after a ticket is approved only its elements
 * changed, and reading them is a fraction of reading the whole model again.
 */
export function readElementProperties(api: IfcAPI, modelID: number, expressIDs: readonly number[]): ElementProperties[] {
  const propertiesOf = propertyReader(api, modelID, metresPerUnit(api, modelID));
  return expressIDs.map((expressID) => propertiesOf(expressID, classOf(api, api.GetLineType(modelID, expressID)), api.GetLine(modelID, expressID)));
}

/** Everything the viewer shows of an open model but its geometry. */
export function readModel(api: IfcAPI, modelID: number): ModelData {
  const unit = metresPerUnit(api, modelID);
  const storeys: ModelStorey[] = ids(api, modelID, IFCBUILDINGSTOREY).map((expressID) => {
    const line: Line = api.GetLine(modelID, expressID);
    return { expressID, name: String(plain(line.Name) ?? plain(line.LongName) ?? expressID), elevation: (Number(plain(line.Elevation)) || 0) * unit };
  });
  storeys.sort((a, b) => a.elevation - b.elevation);
  const isStorey = new Set(storeys.map((storey) => storey.expressID));

  const storeyOf = new Map<number, number>();
  for (const rel of ids(api, modelID, IFCRELCONTAINEDINSPATIALSTRUCTURE)) {
    const line: Line = api.GetLine(modelID, rel);
    if (isStorey.has(line.RelatingStructure.value))
      for (const element of refs(line.RelatedElements)) storeyOf.set(element, line.RelatingStructure.value);
  }
  const wholeOf = new Map<number, number>();
  for (const rel of ids(api, modelID, IFCRELAGGREGATES)) {
    const line: Line = api.GetLine(modelID, rel);
    const whole = line.RelatingObject.value;
    for (const part of refs(line.RelatedObjects)) (isStorey.has(whole) ? storeyOf : wholeOf).set(part, whole);
  }

  const propertiesOf = propertyReader(api, modelID, unit);

  const elements: ModelElement[] = [];
  const openings: ModelElement[] = [];
  for (const expressID of ids(api, modelID, IFCPRODUCT, true).sort((a, b) => a - b)) {
    const ifcClass = classOf(api, api.GetLineType(modelID, expressID));
    if (spatial.has(ifcClass)) continue;
    const line: Line = api.GetLine(modelID, expressID);
    const { groups, facts } = propertiesOf(expressID, ifcClass, line);
    (openingClasses.has(ifcClass) ? openings : elements).push({
      expressID,
      globalId: String(plain(line.GlobalId) ?? ''),
      ifcClass,
      name: String(plain(line.Name) ?? ''),
      storey: storeyOf.get(expressID) ?? storeyOf.get(wholeOf.get(expressID) ?? -1),
      ...(wholeOf.has(expressID) ? { partOf: wholeOf.get(expressID) } : {}),
      groups,
      facts,
    });
  }

  const project: Line = ids(api, modelID, IFCPROJECT).map((id) => api.GetLine(modelID, id))[0];
  return {
    schema: api.GetModelSchema(modelID),
    projectName: String(plain(project?.LongName) ?? plain(project?.Name) ?? ''),
    metresPerUnit: unit,
    storeys,
    elements,
    openings,
  };
}
