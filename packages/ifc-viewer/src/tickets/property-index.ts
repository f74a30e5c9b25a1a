import { enumerationType, type PlainValue, type PropertyType, propertyType } from './property-types.ts';
import { argsOf, decodeString, refList, refOf, type StepFile, splitArgs, typedValue } from './step-text.ts';

/** A property as the file holds it: which instance, its name, its type and its current value. */
export interface IndexedProperty {
  id: number;
  name: string;
  type: PropertyType;
  value: PlainValue | undefined;
}

export interface IndexedSet {
  id: number;
  name: string;
  /** The properties the ticket can edit: single and enumerated values of a known type. */
  properties: IndexedProperty[];
  /** Every property instance the set lists, in order (HasProperties). */
  members: number[];
}

/** Which elements each property set is attached to, through IfcRelDefinesByProperties. */
export interface SetLinks {
  /** Property set → the relationships that attach it. */
  rels: Map<number, number[]>;
  /** Element → its property sets. */
  setsOf: Map<number, number[]>;
}

export function setLinks(file: StepFile): SetLinks {
  const rels = new Map<number, number[]>();
  const setsOf = new Map<number, number[]>();
  for (const entity of file.entities.values()) {
    if (entity.type !== 'IFCRELDEFINESBYPROPERTIES') continue;
    const args = argsOf(file, entity);
    // IFC4 allows a set of property sets here (IfcPropertySetDefinitionSet).
    const definition = args[5] ?? '';
    const sets = definition.startsWith('(') ? refList(definition) : [refOf(definition)].filter((id) => id !== undefined);
    for (const set of sets) {
      rels.set(set, [...(rels.get(set) ?? []), entity.id]);
      for (const object of refList(args[4])) setsOf.set(object, [...(setsOf.get(object) ?? []), set]);
    }
  }
  return { rels, setsOf };
}

/** A literal of a typed value as plain data: strings decoded, .T./.F. as truth values, numbers as numbers. */
function plainLiteral(type: PropertyType, inner: string): PlainValue | undefined {
  if (inner === '$') return undefined;
  if (type.kind === 'boolean') return inner === '.T.' ? true : inner === '.F.' ? false : undefined;
  if (type.kind === 'number' || type.kind === 'integer') return Number(inner);
  return decodeString(inner);
}

/** A property instance read for the ticket, or undefined for kinds it does not edit (lists, references, tables). */
export function readProperty(file: StepFile, id: number, metresPerUnit: number): IndexedProperty | undefined {
  const entity = file.entities.get(id);
  if (!entity) return undefined;
  const args = argsOf(file, entity);
  const name = decodeString(args[0]) ?? '';
  if (entity.type === 'IFCPROPERTYSINGLEVALUE') {
    const typed = typedValue(args[2]);
    const type = typed && propertyType(typed.type, metresPerUnit);
    if (!typed || !type) return undefined;
    return { id, name, type, value: plainLiteral(type, typed.inner) };
  }
  if (entity.type === 'IFCPROPERTYENUMERATEDVALUE') {
    const reference = file.entities.get(refOf(args[3]) ?? -1);
    if (reference?.type !== 'IFCPROPERTYENUMERATION') return undefined;
    const enumeration = argsOf(file, reference);
    const listed = (arg: string | undefined) => {
      if (!arg?.startsWith('(')) return [];
      return splitArgs(arg, 0, arg.length - 1).flatMap((item) => {
        const typed = typedValue(item);
        return typed ? [{ type: typed.type, value: decodeString(typed.inner) ?? typed.inner }] : [];
      });
    };
    const options = listed(enumeration[1]);
    const chosen = listed(args[2]);
    return {
      id,
      name,
      type: enumerationType(decodeString(enumeration[0]) ?? '', [...new Set(options.map((option) => option.value))], options[0]?.type),
      value: chosen.map((item) => item.value).join(', ') || undefined,
    };
  }
  return undefined;
}

export function readSet(file: StepFile, id: number, metresPerUnit: number): IndexedSet | undefined {
  const entity = file.entities.get(id);
  if (entity?.type !== 'IFCPROPERTYSET') return undefined;
  const args = argsOf(file, entity);
  const members = refList(args[4]);
  const properties = members.flatMap((member) => readProperty(file, member, metresPerUnit) ?? []);
  return { id, name: decodeString(args[2]) ?? '', properties, members };
}

/** The property sets (IfcPropertySet, not quantities) of each element. */
export function setsOfElements(file: StepFile, links: SetLinks, elements: readonly number[], metresPerUnit: number): Map<number, IndexedSet[]> {
  const cache = new Map<number, IndexedSet | undefined>();
  const read = (id: number) => {
    if (!cache.has(id)) cache.set(id, readSet(file, id, metresPerUnit));
    return cache.get(id);
  };
  return new Map(elements.map((element) => [element, (links.setsOf.get(element) ?? []).flatMap((id) => read(id) ?? [])]));
}

/** A property set the chosen elements all have, with every editable property any of them holds in it. */
export interface SetChoice {
  name: string;
  properties: { name: string; type: PropertyType }[];
}

/** What step 2 offers: the sets every chosen element has, by name, and their properties. */
export function commonSets(sets: ReadonlyMap<number, IndexedSet[]>): SetChoice[] {
  const lists = [...sets.values()];
  if (!lists.length) return [];
  const names = lists.map((list) => new Set(list.map((set) => set.name)));
  const common = [...names[0]!].filter((name) => names.every((each) => each.has(name))).sort();
  return common.map((name) => {
    const properties = new Map<string, PropertyType>();
    for (const list of lists)
      for (const set of list)
        if (set.name === name)
          for (const property of set.properties) if (!properties.has(property.name)) properties.set(property.name, property.type);
    return { name, properties: [...properties].map(([property, type]) => ({ name: property, type })).sort((a, b) => a.name.localeCompare(b.name)) };
  });
}

/** The values a property has on the chosen elements now, each once; undefined where an element lacks it. */
export function currentValues(sets: ReadonlyMap<number, IndexedSet[]>, setName: string, property: string): (PlainValue | undefined)[] {
  const values = [...sets.values()].map((list) => list.find((set) => set.name === setName)?.properties.find((each) => each.name === property)?.value);
  return [...new Set(values)];
}
