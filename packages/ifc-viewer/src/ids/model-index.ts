import {
  IFC2X3,
  IFC4,
  IFC4X3,
  IFCEXTERNALREFERENCERELATIONSHIP,
  IFCRELAGGREGATES,
  IFCRELASSIGNSTOGROUP,
  IFCRELASSOCIATESCLASSIFICATION,
  IFCRELASSOCIATESMATERIAL,
  IFCRELCONTAINEDINSPATIALSTRUCTURE,
  IFCRELDEFINESBYPROPERTIES,
  IFCRELDEFINESBYTYPE,
  IFCRELFILLSELEMENT,
  IFCRELNESTS,
  IFCRELVOIDSELEMENT,
  type IfcAPI,
} from 'web-ifc';
import type { IdsRelation } from './ids-document.ts';
import { type Resolve, readProjectUnits, type UnitScale } from './model-units.ts';
import { type FoundClassification, readClassification, readMaterialNames } from './read-associations.ts';
import { type FoundProperty, type PropertyTable, propertySetName, readPropertySet } from './read-properties.ts';

// biome-ignore lint/suspicious/noExplicitAny: web-ifc's lines are untyped at this depth
type Line = any;

/** A link from a part to what it is part of, and by which relation. */
export interface ParentLink {
  parent: number;
  relation: Exclude<IdsRelation, 'IFCRELVOIDSELEMENT IFCRELFILLSELEMENT'> | 'IFCRELVOIDSELEMENT' | 'IFCRELFILLSELEMENT';
}

const refs = (list: Line): number[] => (Array.isArray(list) ? list : list ? [list] : []).map((ref: Line) => ref?.value).filter(Number.isInteger);
const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};
const schemaNames = new Map([IFC2X3, IFC4, IFC4X3].flatMap((schema) => Object.keys(schema).map((name) => [name.toUpperCase(), name] as const)));

/**
 * One open model, indexed for the checker: each relationship kind is read once, when a facet first needs
 * it, into maps by element, instead of being searched per element and facet. Lines are read once and kept.
 */
export class ModelIndex {
  readonly api: IfcAPI;
  readonly modelID: number;
  private readonly lines = new Map<number, Line>();
  private readonly classes = new Map<number, string>();
  private cached: {
    units?: Map<string, UnitScale>;
    typeOf?: Map<number, number>;
    setsOf?: Map<number, number[]>;
    tables?: Map<number, PropertyTable>;
    materials?: Map<number, string[]>;
    classifications?: Map<number, FoundClassification[]>;
    parents?: Map<number, ParentLink[]>;
  } = {};

  constructor(api: IfcAPI, modelID: number) {
    this.api = api;
    this.modelID = modelID;
  }

  /** The line of an express id, references left as `{ type: 5, value }`. */
  line(id: number): Line {
    let line = this.lines.get(id);
    if (line === undefined) {
      line = this.api.GetLine(this.modelID, id) ?? null;
      this.lines.set(id, line);
    }
    return line ?? undefined;
  }

  readonly resolve: Resolve = (reference) => {
    if (!reference || typeof reference !== 'object') return undefined;
    return reference.type === 5 && !('expressID' in reference) ? this.line(reference.value) : reference;
  };

  /** The upper-case IFC class (IFCWALL), as IDS names classes. */
  ifcClass(id: number): string {
    let name = this.classes.get(id);
    if (name === undefined) {
      name = String(this.api.GetNameFromTypeCode(this.api.GetLineType(this.modelID, id)) ?? '').toUpperCase();
      this.classes.set(id, name);
    }
    return name;
  }

  /** The class in the schema's spelling (IfcWall), for people. */
  schemaClass(id: number): string {
    const upper = this.ifcClass(id);
    return schemaNames.get(upper) ?? upper;
  }

  /** Every instance of the classes whose upper-case name passes `test`, subclasses not included. */
  idsOfClasses(test: (name: string) => boolean): number[] {
    return this.api
      .GetAllTypesOfModel(this.modelID)
      .filter((type) => test(type.typeName.toUpperCase()))
      .flatMap((type) => [...this.api.GetLineIDsWithType(this.modelID, type.typeID)]);
  }

  allIds(): number[] {
    return [...this.api.GetAllLines(this.modelID)];
  }

  /** Reads the lines of many ids at once: one call into web-ifc instead of one per line. */
  prefetch(ids: number[]) {
    const missing = ids.filter((id) => !this.lines.has(id));
    if (!missing.length) return;
    const lines = this.api.GetLines(this.modelID, missing);
    missing.forEach((id, at) => {
      this.lines.set(id, lines[at] ?? null);
    });
  }

  /** Every relationship of a kind (and its subtypes); read in one batch and not kept. */
  private relations(type: number): Line[] {
    const ids = [...this.api.GetLineIDsWithType(this.modelID, type, true)];
    return ids.length ? this.api.GetLines(this.modelID, ids).filter(Boolean) : [];
  }

  get units(): Map<string, UnitScale> {
    this.cached.units ??= readProjectUnits(this.api, this.modelID, this.resolve);
    return this.cached.units;
  }

  /** Occurrence → its type object (IfcRelDefinesByType). */
  get typeOf(): Map<number, number> {
    if (!this.cached.typeOf) {
      const map = new Map<number, number>();
      for (const rel of this.relations(IFCRELDEFINESBYTYPE)) for (const object of refs(rel.RelatedObjects)) map.set(object, rel.RelatingType.value);
      this.cached.typeOf = map;
    }
    return this.cached.typeOf;
  }

  /** Object → the property definitions related to it (IfcRelDefinesByProperties; a type's HasPropertySets too). */
  private get setsOf(): Map<number, number[]> {
    if (!this.cached.setsOf) {
      const map = new Map<number, number[]>();
      for (const rel of this.relations(IFCRELDEFINESBYPROPERTIES))
        for (const set of refs(rel.RelatingPropertyDefinition)) for (const object of refs(rel.RelatedObjects)) push(map, object, set);
      for (const type of new Set(this.typeOf.values())) for (const set of refs(this.line(type)?.HasPropertySets)) push(map, type, set);
      this.cached.setsOf = map;
    }
    return this.cached.setsOf;
  }

  private propertyTable(id: number): PropertyTable {
    this.cached.tables ??= new Map();
    const tables = this.cached.tables;
    let table = tables.get(id);
    if (!table) {
      const set = this.line(id);
      this.prefetch(refs(set?.HasProperties ?? set?.Quantities));
      table = readPropertySet(set, { resolve: this.resolve, units: this.units });
      tables.set(id, table);
    }
    return table;
  }

  /** Objects that have property sets of their own or through their type: where a property facet can apply. */
  objectsWithProperties(): number[] {
    return this.withTypes(this.setsOf);
  }

  /**
   * An object's property sets whose names pass `wanted`, by name: its type's first, then its own, so that
   * an occurrence's property overrides the type's property of the same name in the same set, and the
   * type's others still count. Sets of other names are not read at all (most are quantity sets).
   */
  properties(id: number, wanted: (setName: string) => boolean = () => true): Map<string, PropertyTable> {
    const merged = new Map<string, PropertyTable>();
    const type = this.typeOf.get(id);
    for (const setID of [...(type === undefined ? [] : (this.setsOf.get(type) ?? [])), ...(this.setsOf.get(id) ?? [])]) {
      const name = propertySetName(this.line(setID));
      if (name === undefined || !wanted(name)) continue;
      const own = this.propertyTable(setID);
      const table = merged.get(name);
      if (!table) merged.set(name, own);
      else merged.set(name, new Map<string, FoundProperty>([...table, ...own]));
    }
    return merged;
  }

  private get materials(): Map<number, string[]> {
    if (!this.cached.materials) {
      const map = new Map<number, string[]>();
      const names = new Map<number, string[]>();
      for (const rel of this.relations(IFCRELASSOCIATESMATERIAL)) {
        const material = rel.RelatingMaterial?.value;
        if (!names.has(material)) names.set(material, readMaterialNames(rel.RelatingMaterial, this.resolve));
        for (const object of refs(rel.RelatedObjects)) map.set(object, [...(map.get(object) ?? []), ...names.get(material)!]);
      }
      this.cached.materials = map;
    }
    return this.cached.materials;
  }

  /** An object's material names and categories, or undefined without any material; an occurrence's own replace its type's. */
  materialsOf(id: number): string[] | undefined {
    const own = this.materials.get(id);
    if (own) return own;
    const type = this.typeOf.get(id);
    return type === undefined ? undefined : this.materials.get(type);
  }

  objectsWithMaterials(): number[] {
    return this.withTypes(this.materials);
  }

  private get classifications(): Map<number, FoundClassification[]> {
    if (!this.cached.classifications) {
      const map = new Map<number, FoundClassification[]>();
      for (const rel of this.relations(IFCRELASSOCIATESCLASSIFICATION)) {
        const found = readClassification(rel.RelatingClassification, this.resolve);
        for (const object of refs(rel.RelatedObjects)) push(map, object, found);
      }
      // Since IFC4, resources such as materials are classified through external reference relationships.
      for (const rel of this.relations(IFCEXTERNALREFERENCERELATIONSHIP)) {
        const reference = this.resolve(rel.RelatingReference);
        if (!reference || !('ReferencedSource' in reference)) continue;
        const found = readClassification(reference, this.resolve);
        for (const object of refs(rel.RelatedResourceObjects)) push(map, object, found);
      }
      this.cached.classifications = map;
    }
    return this.cached.classifications;
  }

  /** An object's classifications; its type's count for every system the occurrence has none in. */
  classificationsOf(id: number): FoundClassification[] {
    const own = this.classifications.get(id) ?? [];
    const type = this.typeOf.get(id);
    const inherited = type === undefined ? [] : (this.classifications.get(type) ?? []);
    const systems = new Set(own.map((entry) => entry.system));
    return [...own, ...inherited.filter((entry) => !systems.has(entry.system))];
  }

  objectsWithClassifications(): number[] {
    return this.withTypes(this.classifications);
  }

  /** Part → what it is directly part of, by the six relations the partOf facet follows. */
  get parents(): Map<number, ParentLink[]> {
    if (!this.cached.parents) {
      const map = new Map<number, ParentLink[]>();
      const link = (child: number | undefined, parent: number | undefined, relation: ParentLink['relation']) => {
        if (child !== undefined && parent !== undefined) push(map, child, { parent, relation });
      };
      for (const rel of this.relations(IFCRELAGGREGATES))
        for (const part of refs(rel.RelatedObjects)) link(part, rel.RelatingObject?.value, 'IFCRELAGGREGATES');
      for (const rel of this.relations(IFCRELNESTS))
        for (const part of refs(rel.RelatedObjects)) link(part, rel.RelatingObject?.value, 'IFCRELNESTS');
      for (const rel of this.relations(IFCRELCONTAINEDINSPATIALSTRUCTURE))
        for (const part of refs(rel.RelatedElements)) link(part, rel.RelatingStructure?.value, 'IFCRELCONTAINEDINSPATIALSTRUCTURE');
      for (const rel of this.relations(IFCRELASSIGNSTOGROUP))
        for (const part of refs(rel.RelatedObjects)) link(part, rel.RelatingGroup?.value, 'IFCRELASSIGNSTOGROUP');
      // An opening is part of the element it voids; a door or window is part of the opening it fills.
      for (const rel of this.relations(IFCRELVOIDSELEMENT))
        link(rel.RelatedOpeningElement?.value, rel.RelatingBuildingElement?.value, 'IFCRELVOIDSELEMENT');
      for (const rel of this.relations(IFCRELFILLSELEMENT))
        link(rel.RelatedBuildingElement?.value, rel.RelatingOpeningElement?.value, 'IFCRELFILLSELEMENT');
      this.cached.parents = map;
    }
    return this.cached.parents;
  }

  /** The keys of a map by object, and the occurrences of the type objects among them. */
  private withTypes(map: Map<number, unknown>): number[] {
    const objects = new Set(map.keys());
    for (const [occurrence, type] of this.typeOf) if (map.has(type)) objects.add(occurrence);
    return [...objects];
  }
}
