import { type SetLinks, setLinks } from './property-index.ts';
import { type PlainValue, type PropertyType, stepValue } from './property-types.ts';
import { argsOf, decodeString, encodeString, parseStep, referrers, refList, type StepFile, textToBytes } from './step-text.ts';

/** One property of one property set, set to a new value on every element of a ticket. */
export interface PropertyChange {
  set: string;
  property: string;
  type: PropertyType;
  value: PlainValue;
}

/** A file read once for several tickets: its STEP index and which sets hang on which elements. */
export interface ParsedStep {
  file: StepFile;
  links: SetLinks;
}

export function parseWithLinks(bytes: Uint8Array): ParsedStep {
  const file = parseStep(bytes);
  return { file, links: setLinks(file) };
}

const base64 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** A new IFC GlobalId: 128 random bits in IFC's 22-character base 64 (the first character carries two bits). */
export function newGlobalId(): string {
  const random = crypto.getRandomValues(new Uint8Array(22));
  return [...random].map((byte, index) => base64[index === 0 ? byte % 4 : byte % 64]).join('');
}

/** `'2025-03-03T09:00:00Z'`: the header's time stamp to the second, marked as UTC (ISO 8601), so no tool reads it as local time. */
const stamp = (now: Date) => `'${now.toISOString().slice(0, 19)}Z'`;

/**
 * Writes approved changes into the file's STEP text and nothing else: each edited property instance is
 * rewritten where it stands, new instances (a property the set lacked, or a copy where the original is
 * shared with elements outside the ticket) are appended before the DATA section ends with fresh ids,
 * and FILE_NAME gets the new time stamp. Every other byte stays as the authoring tool wrote it, which
 * web-ifc's own writer (it serialises every line anew) would not keep.
 */
export function applyChanges(
  source: Uint8Array | ParsedStep,
  elements: readonly number[],
  changes: readonly PropertyChange[],
  now = new Date(),
): Uint8Array {
  const { file, links } = source instanceof Uint8Array ? parseWithLinks(source) : source;
  const targets = new Set(elements);
  const rewritten = new Map<number, string[]>();
  const appended: string[] = [];
  let nextId = file.maxId;
  const add = (type: string, args: string[]) => {
    nextId += 1;
    appended.push(`#${nextId}=${type}(${args.join(',')});`);
    return nextId;
  };
  const argsNow = (id: number) => rewritten.get(id) ?? argsOf(file, file.entities.get(id)!);

  const nameOf = (id: number) => decodeString(argsOf(file, file.entities.get(id)!)[2]);
  const affected = new Set<number>();
  for (const element of targets)
    for (const set of links.setsOf.get(element) ?? [])
      if (file.entities.get(set)?.type === 'IFCPROPERTYSET' && changes.some((change) => change.set === nameOf(set))) affected.add(set);

  // A set or property can be edited where it stands only if nothing outside the ticket refers to it.
  const setReferrers = referrers(file, affected);
  const ownSet = (set: number) =>
    (setReferrers.get(set) ?? []).every((referrer) => {
      const rel = file.entities.get(referrer);
      return rel?.type === 'IFCRELDEFINESBYPROPERTIES' && refList(argsOf(file, rel)[4]).every((object) => targets.has(object));
    });

  // The sets the ticket's elements will use from now on: the set itself, or its copy for them alone.
  const editedSets = new Map<number, number>();
  const copiedSets: { copy: number; args: string[] }[] = [];
  for (const set of affected) {
    if (ownSet(set)) {
      editedSets.set(set, set);
      continue;
    }
    const args = [...argsNow(set)];
    args[0] = encodeString(newGlobalId());
    nextId += 1;
    const copy = nextId;
    copiedSets.push({ copy, args });
    editedSets.set(set, copy);
    const moved: number[] = [];
    for (const relId of links.rels.get(set) ?? []) {
      const rel = [...argsNow(relId)];
      const objects = refList(rel[4]);
      const inside = objects.filter((object) => targets.has(object));
      if (!inside.length) continue;
      if (inside.length === objects.length) rel[5] = rel[5]!.replace(new RegExp(`#${set}(?!\\d)`), `#${copy}`);
      else {
        rel[4] = `(${objects
          .filter((object) => !targets.has(object))
          .map((object) => `#${object}`)
          .join(',')})`;
        moved.push(...inside);
      }
      rewritten.set(relId, rel);
    }
    if (moved.length) {
      const template = argsNow(links.rels.get(set)![0]!);
      add('IFCRELDEFINESBYPROPERTIES', [
        encodeString(newGlobalId()),
        template[1]!,
        '$',
        '$',
        `(${moved.map((id) => `#${id}`).join(',')})`,
        `#${copy}`,
      ]);
    }
  }

  const memberLists = new Map<number, number[]>([...affected].map((set) => [set, refList(argsNow(set)[4])]));
  const propertyIds = new Set([...memberLists.values()].flat());
  const propertyReferrers = referrers(file, propertyIds);
  const propertyName = (id: number) => {
    const entity = file.entities.get(id);
    return entity && decodeString(argsOf(file, entity)[0]);
  };
  const replacements = new Map<string, number>();
  const enumerations = new Map<string, number>();
  const edited = new Set<number>();

  const enumerationFor = (change: PropertyChange) => {
    const name = change.type.enumeration ?? change.property;
    let id = enumerations.get(name);
    if (id === undefined) {
      const options = (change.type.options ?? []).map((option) => `${change.type.ifcType}(${encodeString(option)})`);
      id = add('IFCPROPERTYENUMERATION', [encodeString(name), `(${options.join(',')})`, '$']);
      enumerations.set(name, id);
    }
    return id;
  };
  /** The property's arguments with the new value, keeping its description, unit and enumeration. */
  const withValue = (change: PropertyChange, args: string[]) => {
    const next = [...args];
    next[2] = change.type.kind === 'enumeration' ? `(${stepValue(change.type, change.value)})` : stepValue(change.type, change.value);
    return next;
  };
  const fresh = (change: PropertyChange) =>
    change.type.kind === 'enumeration'
      ? add('IFCPROPERTYENUMERATEDVALUE', withValue(change, [encodeString(change.property), '$', '$', `#${enumerationFor(change)}`]))
      : add('IFCPROPERTYSINGLEVALUE', withValue(change, [encodeString(change.property), '$', '$', '$']));

  for (const [set, members] of memberLists) {
    const usedBy = editedSets.get(set)!;
    const name = nameOf(set);
    let list = [...members];
    for (const change of changes) {
      if (change.set !== name) continue;
      const index = list.findIndex((member) => propertyName(member) === change.property);
      const key = `${change.set}\u0000${change.property}\u0000${index < 0 ? 'new' : list[index]}`;
      if (index < 0) {
        let id = replacements.get(key);
        if (id === undefined) {
          id = fresh(change);
          replacements.set(key, id);
        }
        list = [...list, id];
        continue;
      }
      const property = list[index]!;
      // Only sets of the ticket's elements, of this very name and edited in place, may see the new value.
      const inTicket = (propertyReferrers.get(property) ?? []).every(
        (referrer) => editedSets.get(referrer) === referrer && nameOf(referrer) === change.set,
      );
      if (inTicket) {
        if (!edited.has(property)) rewritten.set(property, withValue(change, argsNow(property)));
        edited.add(property);
        continue;
      }
      let id = replacements.get(key);
      if (id === undefined) {
        const entity = file.entities.get(property)!;
        id = add(entity.type, withValue(change, argsNow(property)));
        replacements.set(key, id);
      }
      list[index] = id;
    }
    if (list.join() === members.join() && usedBy === set) continue;
    const args = [...(usedBy === set ? argsNow(set) : copiedSets.find((copied) => copied.copy === usedBy)!.args)];
    args[4] = `(${list.map((id) => `#${id}`).join(',')})`;
    if (usedBy === set) rewritten.set(set, args);
    else copiedSets.find((copied) => copied.copy === usedBy)!.args = args;
  }
  for (const { copy, args } of copiedSets) appended.push(`#${copy}=IFCPROPERTYSET(${args.join(',')});`);
  appended.sort((a, b) => Number(a.slice(1, a.indexOf('='))) - Number(b.slice(1, b.indexOf('='))));

  return write(file, rewritten, appended, now);
}

/** The original bytes between the edits; edited instances keep how their `#id=TYPE` and line end were written. */
function write(file: StepFile, rewritten: ReadonlyMap<number, string[]>, appended: readonly string[], now: Date): Uint8Array {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const [id, args] of rewritten) {
    const entity = file.entities.get(id)!;
    edits.push({ start: entity.argsStart, end: entity.argsEnd + 1, text: `(${args.join(',')})` });
  }
  if (file.fileName) {
    const { argsStart, argsEnd } = file.fileName;
    const args = splitHeader(file, argsStart, argsEnd);
    if (args.length > 1) {
      args[1] = (args[1]!.match(/^\s*/)?.[0] ?? '') + stamp(now);
      edits.push({ start: argsStart, end: argsEnd + 1, text: `(${args.join(',')})` });
    }
  }
  if (appended.length) {
    const newline = file.text.includes('\r\n') ? '\r\n' : '\n';
    edits.push({ start: file.dataEnd, end: file.dataEnd, text: appended.map((line) => line + newline).join('') });
  }
  edits.sort((a, b) => a.start - b.start);
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(file.bytes.subarray(at, edit.start), textToBytes(edit.text));
    at = edit.end;
  }
  parts.push(file.bytes.subarray(at));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** FILE_NAME's attributes, keeping the spacing after each comma the writer used (only the time stamp changes). */
function splitHeader(file: StepFile, argsStart: number, argsEnd: number): string[] {
  const inner = file.text.slice(argsStart + 1, argsEnd);
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < inner.length; at++) {
    const char = inner[at];
    if (char === "'") {
      at = inner.indexOf("'", at + 1);
      while (inner[at + 1] === "'") at = inner.indexOf("'", at + 2);
    } else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(inner.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(inner.slice(from));
  return parts;
}
