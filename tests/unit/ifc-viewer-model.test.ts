import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkIfcHead,
  comparedElements,
  compareModels,
  type ModelData,
  maxFileBytes,
  readModel,
  searchElements,
  windowWidthQuery,
} from '@lotrecht/ifc-viewer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IfcAPI } from 'web-ifc';
import { architectureRevision, countsByStorey, type Sample, samples, windowsInWidthRange } from '../../scripts/ifc/sample-building.ts';
import { modelsDir } from '../../scripts/ifc/sample-files.ts';
import { ifcApi } from '../support/ifc-reader.ts';

// The viewer's reading of the sample files, against the script's own description of them.
const root = path.resolve(import.meta.dirname, '../..');
let api: IfcAPI;
const models = new Map<Sample, { modelID: number; data: ModelData }>();
const read = (sample: Sample) => models.get(sample)!.data;

beforeAll(async () => {
  api = await ifcApi();
  for (const sample of Object.values(samples)) {
    const modelID = api.OpenModel(new Uint8Array(readFileSync(path.join(root, modelsDir, sample.fileName))));
    models.set(sample, { modelID, data: readModel(api, modelID) });
  }
  // Four sample files, the largest some 460 KB: seconds for web-ifc, more on a shared machine.
}, 60_000);

afterAll(() => {
  for (const { modelID } of models.values()) api.CloseModel(modelID);
});

describe.each(Object.values(samples))('the viewer reading $fileName', (sample) => {
  it('finds the storeys in order of elevation and every element of each class in its storey', () => {
    const data = read(sample);
    expect(data.storeys.map((storey) => storey.name)).toEqual(sample.model.storeys.map((storey) => storey.name));
    const counted: Record<string, Record<string, number>> = Object.fromEntries(data.storeys.map((storey) => [storey.name, {}]));
    for (const element of data.elements) {
      const storey = data.storeys.find((candidate) => candidate.expressID === element.storey);
      expect(storey, `${element.ifcClass} ${element.name} has a storey`).toBeDefined();
      const counts = counted[storey!.name]!;
      counts[element.ifcClass] = (counts[element.ifcClass] ?? 0) + 1;
    }
    expect(counted).toEqual(countsByStorey(sample.model));
  });

  it('reads metres, the project name and each element with its attributes, property sets and quantities', () => {
    const data = read(sample);
    expect(data.schema).toBe('IFC4');
    expect(data.metresPerUnit).toBe(1);
    expect(data.projectName).toBe(sample.model.projectName);
    const element = data.elements.find((candidate) => candidate.groups.some((group) => group.kind === 'quantities'))!;
    expect(element.globalId).toMatch(/^[0-9A-Za-z_$]{22}$/);
    expect(element.groups[0]).toMatchObject({ kind: 'attributes', name: element.ifcClass });
    expect(element.groups.some((group) => group.kind === 'properties' && group.name.startsWith('Pset_'))).toBe(true);
  });
});

describe('the viewer tools on the sample project', () => {
  it('finds exactly the scripted windows from 122 to 134 cm wide', () => {
    const found = searchElements(read(samples.architectureV1), windowWidthQuery)
      .map((element) => element.globalId)
      .sort();
    const expected = windowsInWidthRange(samples.architectureV1.model).map((window) => window.globalId);
    expect(expected.length).toBeGreaterThan(0);
    expect(found).toEqual(expected);
  });

  it('lists exactly the scripted added, removed and changed elements between version 1 and 2, with the changed facts', () => {
    const changes = compareModels(comparedElements(read(samples.architectureV1)), comparedElements(read(samples.architectureV2)));
    const of = (kind: string) => changes.filter((change) => change.kind === kind);
    expect(of('added').map(({ globalId, ifcClass, name }) => ({ globalId, ifcClass, name }))).toEqual(architectureRevision.added);
    expect(of('removed').map(({ globalId, ifcClass, name }) => ({ globalId, ifcClass, name }))).toEqual(architectureRevision.removed);
    expect(
      of('changed').map(({ globalId, ifcClass, name, changes: facts }) => ({
        globalId,
        ifcClass,
        name,
        changes: Object.fromEntries(facts.map((fact) => [fact.fact, { old: fact.old, new: fact.new }])),
      })),
    ).toEqual(architectureRevision.changed);
  });

  it('finds no change between a model and itself', () => {
    const elements = read(samples.architectureV1).elements;
    expect(compareModels(elements, elements)).toEqual([]);
  });
});

describe('the check before a file reaches web-ifc', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const header = (schema: string) =>
    `ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_NAME('a.ifc','',(''),(''),'','','');\nFILE_SCHEMA(('${schema}'));\nENDSEC;\n`;

  it('lets the sample files through', () => {
    for (const sample of Object.values(samples)) {
      const file = readFileSync(path.join(root, modelsDir, sample.fileName));
      expect(checkIfcHead(new Uint8Array(file), file.length)).toBeUndefined();
    }
  });

  it('names what is wrong: too large, empty, not IFC at all, no schema, or a schema web-ifc cannot read', () => {
    expect(checkIfcHead(bytes(header('IFC4')), maxFileBytes + 1)).toBe('too-large');
    expect(checkIfcHead(new Uint8Array(), 0)).toBe('empty');
    const pdf = bytes('%PDF-1.7\n1 0 obj\n');
    expect(checkIfcHead(pdf, pdf.length)).toBe('not-ifc');
    const cut = bytes('ISO-10303-21;\nHEADER;\nFILE_DESC');
    expect(checkIfcHead(cut, cut.length)).toBe('damaged');
    const old = bytes(header('IFC2X2_FINAL'));
    expect(checkIfcHead(old, old.length)).toBe('unsupported-schema');
    for (const schema of ['IFC2X3', 'IFC4', 'IFC4X3_ADD2']) expect(checkIfcHead(bytes(header(schema)), 200), schema).toBeUndefined();
  });
});
