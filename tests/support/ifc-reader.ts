import path from 'node:path';
import {
  IFCBUILDINGSTOREY,
  IFCPRODUCT,
  IFCRELAGGREGATES,
  IFCRELASSIGNSTOGROUP,
  IFCRELASSOCIATESCLASSIFICATION,
  IFCRELASSOCIATESMATERIAL,
  IFCRELCONTAINEDINSPATIALSTRUCTURE,
  IFCRELDEFINESBYPROPERTIES,
  IFCRELFILLSELEMENT,
  IFCRELVOIDSELEMENT,
  IfcAPI,
  LogLevel,
} from 'web-ifc';

/**
 * Reads an IFC file the way the viewer will, with web-ifc, into plain data the tests can compare
 * with the sample models' description: products by GlobalId, their attributes and properties,
 * what each storey holds, and where each product's triangulated mesh lies.
 */

type Value = string | number | boolean;
type Bounds = { min: [number, number, number]; max: [number, number, number] };

export interface ReadProduct {
  expressID: number;
  globalId: string;
  /** IFC class in the schema's spelling, e.g. IfcWall. */
  ifcClass: string;
  name: string;
  /** Attributes (`Name`, `OverallWidth`) and properties and quantities as `Set.Name`, like `elementFacts`. */
  facts: Record<string, Value>;
}

let api: IfcAPI | undefined;

export async function ifcApi(): Promise<IfcAPI> {
  if (api) return api;
  const loaded = new IfcAPI();
  loaded.SetWasmPath(`${path.resolve(import.meta.dirname, '../../node_modules/web-ifc')}/`, true);
  await loaded.Init();
  loaded.SetLogLevel(LogLevel.LOG_LEVEL_ERROR);
  api = loaded;
  return loaded;
}

const ids = (api: IfcAPI, modelID: number, type: number, inherited = false) => [...api.GetLineIDsWithType(modelID, type, inherited)];
const values = (refs: { value: number }[] | undefined) => (refs ?? []).map((ref) => ref.value);

/** The schema's spelling of a class from web-ifc's upper-case name, given the classes the caller knows. */
function className(api: IfcAPI, type: number, known: readonly string[]): string {
  const upper = api.GetNameFromTypeCode(type);
  return known.find((name) => name.toUpperCase() === upper) ?? upper;
}

/** Every IfcProduct of an open model (spatial elements too), with its attributes and property sets. */
export function readProducts(api: IfcAPI, modelID: number, knownClasses: readonly string[]): ReadProduct[] {
  const sets = new Map<number, number[]>();
  for (const rel of ids(api, modelID, IFCRELDEFINESBYPROPERTIES)) {
    const line = api.GetLine(modelID, rel);
    for (const object of values(line.RelatedObjects)) sets.set(object, [...(sets.get(object) ?? []), line.RelatingPropertyDefinition.value]);
  }
  return ids(api, modelID, IFCPRODUCT, true).map((expressID) => {
    const line = api.GetLine(modelID, expressID);
    const facts: Record<string, Value> = {};
    for (const attribute of ['Name', 'LongName', 'PredefinedType', 'OverallWidth', 'OverallHeight']) {
      if (line[attribute] != null) facts[attribute] = line[attribute].value;
    }
    for (const setID of sets.get(expressID) ?? []) {
      const set = api.GetLine(modelID, setID, true);
      for (const property of set.HasProperties ?? []) facts[`${set.Name.value}.${property.Name.value}`] = property.NominalValue.value;
      for (const quantity of set.Quantities ?? []) {
        const measured = quantity.LengthValue ?? quantity.AreaValue ?? quantity.VolumeValue;
        facts[`${set.Name.value}.${quantity.Name.value}`] = measured.value;
      }
    }
    return { expressID, globalId: line.GlobalId.value, ifcClass: className(api, line.type, knownClasses), name: line.Name?.value, facts };
  });
}

/** By storey name, the express ids it contains (IfcRelContainedInSpatialStructure) and aggregates (IfcRelAggregates). */
export function storeyMembers(api: IfcAPI, modelID: number): Record<string, { contained: number[]; aggregated: number[] }> {
  const members = Object.fromEntries(
    ids(api, modelID, IFCBUILDINGSTOREY).map((storey) => [
      storey,
      { name: api.GetLine(modelID, storey).Name.value as string, contained: [] as number[], aggregated: [] as number[] },
    ]),
  );
  for (const rel of ids(api, modelID, IFCRELCONTAINEDINSPATIALSTRUCTURE)) {
    const line = api.GetLine(modelID, rel);
    members[line.RelatingStructure.value]?.contained.push(...values(line.RelatedElements));
  }
  for (const rel of ids(api, modelID, IFCRELAGGREGATES)) {
    const line = api.GetLine(modelID, rel);
    members[line.RelatingObject.value]?.aggregated.push(...values(line.RelatedObjects));
  }
  return Object.fromEntries(Object.values(members).map(({ name, contained, aggregated }) => [name, { contained, aggregated }]));
}

/** How many triangles web-ifc makes of a product, and their bounds in the model's own axes (z up), or undefined without any. */
export function meshBounds(api: IfcAPI, modelID: number, expressID: number): (Bounds & { triangles: number }) | undefined {
  const mesh = api.GetFlatMesh(modelID, expressID);
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  let triangles = 0;
  for (let index = 0; index < mesh.geometries.size(); index++) {
    const placed = mesh.geometries.get(index);
    const geometry = api.GetGeometry(modelID, placed.geometryExpressID);
    const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
    triangles += geometry.GetIndexDataSize() / 3;
    const m = placed.flatTransformation;
    // Vertices are position then normal; the column-major matrix places them in web-ifc's y-up world.
    for (let v = 0; v < vertices.length; v += 6) {
      const [x, y, z] = [vertices[v]!, vertices[v + 1]!, vertices[v + 2]!];
      const world = [0, 1, 2].map((row) => m[row]! * x + m[4 + row]! * y + m[8 + row]! * z + m[12 + row]!);
      // Back from y-up to the file's z-up axes: (x, y, z) = (x', -z', y').
      const zUp = [world[0]!, -world[2]!, world[1]!];
      for (let axis = 0; axis < 3; axis++) {
        min[axis] = Math.min(min[axis]!, zUp[axis]!);
        max[axis] = Math.max(max[axis]!, zUp[axis]!);
      }
    }
    geometry.delete();
  }
  return triangles ? { min, max, triangles } : undefined;
}

/** What an element is associated with beside its property sets: material names, classification references and systems. */
export interface ReadAssociations {
  /** Material names: one, or a layer set's layers from the reference line outwards. */
  materials: string[];
  /** `Source name: identification (title)` of each classification reference, e.g. `DIN 276: 331 (Tragende Außenwände)`. */
  classifications: string[];
  systems: string[];
}

function materialNames(api: IfcAPI, modelID: number, id: number): string[] {
  const line = api.GetLine(modelID, id);
  if (line.ForLayerSet) return materialNames(api, modelID, line.ForLayerSet.value);
  if (line.MaterialLayers)
    return values(line.MaterialLayers).map((layer) => api.GetLine(modelID, api.GetLine(modelID, layer).Material.value).Name.value);
  return [line.Name.value];
}

/** By express id, the materials (IfcRelAssociatesMaterial), DIN 276 references (IfcRelAssociatesClassification) and systems (IfcRelAssignsToGroup). */
export function readAssociations(api: IfcAPI, modelID: number): Map<number, ReadAssociations> {
  const found = new Map<number, ReadAssociations>();
  const of = (id: number) => {
    const known = found.get(id) ?? { materials: [], classifications: [], systems: [] };
    found.set(id, known);
    return known;
  };
  for (const rel of ids(api, modelID, IFCRELASSOCIATESMATERIAL)) {
    const line = api.GetLine(modelID, rel);
    const names = materialNames(api, modelID, line.RelatingMaterial.value);
    for (const object of values(line.RelatedObjects)) of(object).materials.push(...names);
  }
  for (const rel of ids(api, modelID, IFCRELASSOCIATESCLASSIFICATION)) {
    const line = api.GetLine(modelID, rel);
    const reference = api.GetLine(modelID, line.RelatingClassification.value);
    if (reference.Identification === undefined || reference.Identification === null) continue;
    const source = api.GetLine(modelID, reference.ReferencedSource.value);
    const text = `${source.Name.value}: ${reference.Identification.value} (${reference.Name.value})`;
    for (const object of values(line.RelatedObjects)) of(object).classifications.push(text);
  }
  for (const rel of ids(api, modelID, IFCRELASSIGNSTOGROUP)) {
    const line = api.GetLine(modelID, rel);
    const group = api.GetLine(modelID, line.RelatingGroup.value);
    for (const object of values(line.RelatedObjects)) of(object).systems.push(group.Name.value);
  }
  return found;
}

/** Each door and window with the wall or slab its opening cuts (IfcRelFillsElement, then IfcRelVoidsElement), by express id. */
export function hostsOfFillings(api: IfcAPI, modelID: number): Map<number, number> {
  const openingHost = new Map<number, number>();
  for (const rel of ids(api, modelID, IFCRELVOIDSELEMENT)) {
    const line = api.GetLine(modelID, rel);
    openingHost.set(line.RelatedOpeningElement.value, line.RelatingBuildingElement.value);
  }
  const hosts = new Map<number, number>();
  for (const rel of ids(api, modelID, IFCRELFILLSELEMENT)) {
    const line = api.GetLine(modelID, rel);
    const host = openingHost.get(line.RelatingOpeningElement.value);
    if (host !== undefined) hosts.set(line.RelatedBuildingElement.value, host);
  }
  return hosts;
}
