// An approved ticket's changes written into IFC files: the sample project and a BlenderBIM model from
// web-ifc's own tests. Each result is opened with web-ifc as another tool would, its new values read,
// and a line diff shows that nothing else changed but the header's time stamp.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  applyChanges,
  bytesToText,
  commonSets,
  elementStatus,
  type ModelData,
  type PropertyChange,
  parseStep,
  propertyType,
  readModel,
  searchElements,
  setLinks,
  setsOfElements,
  windowWidthQuery,
} from '@lotrecht/ifc-viewer';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IfcAPI } from 'web-ifc';
import { ifcApi } from '../support/ifc-reader.ts';

const root = path.resolve(import.meta.dirname, '../..');
const sampleBytes = () => new Uint8Array(readFileSync(path.join(root, 'public/models/office-architecture-v1.ifc')));
const fixtureBytes = () => new Uint8Array(readFileSync(path.join(root, 'tests/fixtures/blenderbim-ifc4-walls-windows.ifc')));
const now = new Date('2026-11-27T08:30:15Z');

let api: IfcAPI;
beforeAll(async () => {
  api = await ifcApi();
});

/** Opens the bytes with web-ifc, as another tool would, and reads them as the viewer does. */
function read(bytes: Uint8Array): ModelData {
  const modelID = api.OpenModel(bytes);
  expect(modelID).toBeGreaterThanOrEqual(0);
  try {
    return readModel(api, modelID);
  } finally {
    api.CloseModel(modelID);
  }
}

/**
 * The lines that differ: edits stay where they were and new instances come just before the DATA
 * section's ENDSEC, so the files match line by line up to there, and after the new lines again.
 */
function lineDiff(before: Uint8Array, after: Uint8Array) {
  const a = bytesToText(before).split('\n');
  const b = bytesToText(after).split('\n');
  const end = a.findLastIndex((line) => line.startsWith('ENDSEC'));
  const added = b.length - a.length;
  expect(b.slice(end + added)).toEqual(a.slice(end));
  const changed = a.slice(0, end).flatMap((line, index) => (line === b[index] ? [] : [{ before: line, after: b[index]! }]));
  return { changed, appended: b.slice(end, end + added) };
}

const idOf = (line: string) => Number(/^#(\d+)/.exec(line)?.[1]);
const typeOf = (line: string) => /^#\d+\s*=\s*(\w+)/.exec(line)?.[1];

/** Every element's facts, by express id, without the targets. */
const othersOf = (data: ModelData, targets: readonly number[]) =>
  Object.fromEntries(data.elements.filter((element) => !targets.includes(element.expressID)).map((element) => [element.expressID, element.facts]));

describe('an approved change on the sample project', () => {
  const before = sampleBytes();
  let read0: ModelData;
  beforeAll(() => {
    read0 = read(before);
  }, 90_000);
  const original = () => read0;
  const targets = () => searchElements(original(), windowWidthQuery).map((element) => element.expressID);
  const changes: PropertyChange[] = [
    { set: 'Pset_WindowCommon', property: 'ThermalTransmittance', type: propertyType('IFCTHERMALTRANSMITTANCEMEASURE')!, value: 0.8 },
    { set: 'Pset_WindowCommon', property: 'Reference', type: propertyType('IFCIDENTIFIER')!, value: 'F 130/150 – Schallschutz' },
    { set: 'Pset_WindowCommon', property: 'FireRating', type: propertyType('IFCLABEL')!, value: "EI 30 'geprüft'" },
    { set: 'Pset_WindowCommon', property: 'Status', type: elementStatus, value: 'NEW' },
  ];

  it('reads back with web-ifc: the new values on the chosen windows, every other element as it was', () => {
    const chosen = targets();
    expect(chosen.length).toBeGreaterThan(5);
    const after = read(applyChanges(before, chosen, changes, now));
    for (const id of chosen) {
      const facts = after.elements.find((element) => element.expressID === id)!.facts;
      const old = original().elements.find((element) => element.expressID === id)!.facts;
      expect(facts).toEqual({
        ...old,
        'Pset_WindowCommon.ThermalTransmittance': 0.8,
        'Pset_WindowCommon.Reference': 'F 130/150 – Schallschutz',
        'Pset_WindowCommon.FireRating': "EI 30 'geprüft'",
        'Pset_WindowCommon.Status': 'NEW',
      });
    }
    expect(othersOf(after, chosen)).toEqual(othersOf(original(), chosen));
    expect(after.elements.length).toBe(original().elements.length);
    // The smart search still finds the same windows.
    expect(searchElements(after, windowWidthQuery).map((element) => element.expressID)).toEqual(chosen);
  }, 90_000);

  it('changes only the header time stamp, the chosen windows’ sets and their own property lines, and appends the rest', () => {
    const chosen = targets();
    const after = applyChanges(before, chosen, changes, now);
    const { changed, appended } = lineDiff(before, after);
    const file = parseStep(before);
    const links = setLinks(file);
    const chosenSets = new Set(chosen.flatMap((id) => links.setsOf.get(id) ?? []));
    const header = changed.filter((line) => line.before.startsWith('FILE_NAME'));
    expect(header).toEqual([{ before: header[0]!.before, after: header[0]!.before.replace('2025-03-03T09:00:00', '2026-11-27T08:30:15Z') }]);
    const entities = changed.filter((line) => line.before.startsWith('#'));
    expect(entities.length + header.length).toBe(changed.length);
    const sets = entities.filter((line) => typeOf(line.before) === 'IFCPROPERTYSET');
    expect(sets.length).toBe(chosen.length);
    for (const line of sets) expect(chosenSets.has(idOf(line.before))).toBe(true);
    // A property line is edited where it stands only when no window outside the ticket uses it.
    for (const line of entities.filter((each) => typeOf(each.before) !== 'IFCPROPERTYSET')) {
      expect(typeOf(line.before)).toBe('IFCPROPERTYSINGLEVALUE');
      expect(line.after).toMatch(/^#\d+=IFCPROPERTYSINGLEVALUE\('Reference',\$,IFCIDENTIFIER\('F 130\/150 \\X2\\2013\\X0\\ Schallschutz'\),\$\);$/);
    }
    expect(appended.map(typeOf).sort()).toEqual([
      'IFCPROPERTYENUMERATEDVALUE',
      'IFCPROPERTYENUMERATION',
      'IFCPROPERTYSINGLEVALUE',
      'IFCPROPERTYSINGLEVALUE',
    ]);
    expect(appended.map(idOf)).toEqual([file.maxId + 1, file.maxId + 2, file.maxId + 3, file.maxId + 4]);
    // The sample is some 460 KB: parsing it several times takes seconds on a shared machine.
  }, 90_000);

  it('offers the chosen windows’ common set with its typed properties', () => {
    const file = parseStep(before);
    const choices = commonSets(setsOfElements(file, setLinks(file), targets(), 1));
    expect(choices.map((choice) => choice.name)).toEqual(['Pset_WindowCommon']);
    const types = Object.fromEntries(choices[0]!.properties.map((property) => [property.name, property.type]));
    expect(types.ThermalTransmittance).toMatchObject({ kind: 'number', unit: 'W/(m²·K)' });
    expect(types.IsExternal).toMatchObject({ kind: 'boolean' });
    expect(types.Reference).toMatchObject({ kind: 'text', maxLength: 255 });
    expect(types.GlazingAreaFraction).toMatchObject({ kind: 'number', min: 0, minExclusive: true });
    // The sample is some 460 KB: parsing it several times takes seconds on a shared machine.
  }, 90_000);
});

describe('an approved change on a BlenderBIM model from web-ifc’s tests', () => {
  const before = fixtureBytes();
  const windows = [184, 470];
  const space = 2930;

  it('writes two tickets one after the other that web-ifc reads back, with nothing else changed', () => {
    const original = read(before);
    expect(original.schema).toBe('IFC4');
    const first = applyChanges(
      before,
      windows,
      [
        { set: 'EPset_Topology', property: 'StyleName', type: propertyType('IFCLABEL')!, value: 'Fensterband Süd' },
        { set: 'EPset_Topology', property: 'Geprueft', type: propertyType('IFCBOOLEAN')!, value: true },
      ],
      now,
    );
    const second = applyChanges(
      first,
      [space],
      [
        { set: 'Pset_SpaceCommon', property: 'IsExternal', type: propertyType('IFCBOOLEAN')!, value: true },
        { set: 'Pset_SpaceCommon', property: 'Status', type: elementStatus, value: 'EXISTING' },
      ],
    );
    const after = read(second);
    for (const id of windows)
      expect(after.elements.find((element) => element.expressID === id)!.facts).toMatchObject({
        'EPset_Topology.StyleName': 'Fensterband Süd',
        'EPset_Topology.Geprueft': true,
      });
    expect(after.elements.find((element) => element.expressID === space)!.facts).toMatchObject({
      'Pset_SpaceCommon.IsExternal': true,
      'Pset_SpaceCommon.Status': 'EXISTING',
    });
    expect(othersOf(after, [...windows, space])).toEqual(othersOf(original, [...windows, space]));

    const { changed, appended } = lineDiff(before, first);
    expect(changed.map((line) => typeOf(line.before) ?? line.before.slice(0, 9))).toEqual(
      expect.arrayContaining(['FILE_NAME', 'IFCPROPERTYSET', 'IFCPROPERTYSET']),
    );
    expect(changed.length).toBeLessThanOrEqual(5);
    for (const line of changed.filter((each) => typeOf(each.before) === 'IFCPROPERTYSINGLEVALUE'))
      expect(line.after).toContain("'StyleName',$,IFCLABEL('Fensterband S\\X2\\00FC\\X0\\d')");
    expect(appended.every((line) => typeOf(line)?.startsWith('IFCPROPERTY'))).toBe(true);
    // Three web-ifc reads of a 250 KB model: seconds on a busy machine.
  }, 90_000);
});

describe('a property set shared with elements outside the ticket', () => {
  const file = (text: string) => new TextEncoder().encode(text);
  const shared = file(
    [
      'ISO-10303-21;',
      'HEADER;',
      "FILE_DESCRIPTION((''),'2;1');",
      "FILE_NAME('shared.ifc', '2020-01-01T00:00:00', (''), (''), '', '', '');",
      "FILE_SCHEMA(('IFC4'));",
      'ENDSEC;',
      'DATA;',
      "#1=IFCWALL('0AAAAAAAAAAAAAAAAAAAA1',$,'Wand A',$,$,$,$,$,$);",
      "#2=IFCWALL('0AAAAAAAAAAAAAAAAAAAA2',$,'Wand B',$,$,$,$,$,$);",
      "#3=IFCPROPERTYSINGLEVALUE('FireRating',$,IFCLABEL('F30'),$);",
      "#4=IFCPROPERTYSET('0AAAAAAAAAAAAAAAAAAAA4',$,'Pset_WallCommon',$,(#3));",
      "#5=IFCRELDEFINESBYPROPERTIES('0AAAAAAAAAAAAAAAAAAAA5',$,$,$,(#1,#2),#4);",
      'ENDSEC;',
      'END-ISO-10303-21;',
      '',
    ].join('\n'),
  );

  it('gives the ticket’s element a copy of the set and leaves the other element’s value alone', () => {
    const after = applyChanges(shared, [1], [{ set: 'Pset_WallCommon', property: 'FireRating', type: propertyType('IFCLABEL')!, value: 'F90' }], now);
    const data = read(after);
    expect(data.elements.map((element) => [element.name, element.facts['Pset_WallCommon.FireRating']])).toEqual([
      ['Wand A', 'F90'],
      ['Wand B', 'F30'],
    ]);
    const { changed, appended } = lineDiff(shared, after);
    expect(changed).toEqual([
      {
        before: "FILE_NAME('shared.ifc', '2020-01-01T00:00:00', (''), (''), '', '', '');",
        after: "FILE_NAME('shared.ifc', '2026-11-27T08:30:15Z', (''), (''), '', '', '');",
      },
      {
        before: "#5=IFCRELDEFINESBYPROPERTIES('0AAAAAAAAAAAAAAAAAAAA5',$,$,$,(#1,#2),#4);",
        after: "#5=IFCRELDEFINESBYPROPERTIES('0AAAAAAAAAAAAAAAAAAAA5',$,$,$,(#2),#4);",
      },
    ]);
    expect(appended.map(typeOf)).toEqual(['IFCPROPERTYSET', 'IFCRELDEFINESBYPROPERTIES', 'IFCPROPERTYSINGLEVALUE']);
    expect(appended[1]).toMatch(/^#7=IFCRELDEFINESBYPROPERTIES\('[0-3][0-9A-Za-z_$]{21}',\$,\$,\$,\(#1\),#6\);$/);
  });
});
