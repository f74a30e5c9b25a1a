import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IfcAPI } from 'web-ifc';
import { type BuildingModel, elementFacts, productClasses, type Value, worldBounds } from '../../scripts/ifc/building-model.ts';
import {
  architectureRevision,
  byGlobalIdOrder,
  countsByClass,
  countsByStorey,
  drawnClasses,
  globalIdOf,
  type Revision,
  type Sample,
  samples,
  windowsInWidthRange,
  windowWidthRange,
} from '../../scripts/ifc/sample-building.ts';
import { modelsDir, sampleFiles } from '../../scripts/ifc/sample-files.ts';
import { ifcApi, meshBounds, type ReadProduct, readProducts, storeyMembers } from '../support/ifc-reader.ts';

const root = path.resolve(import.meta.dirname, '../..');
const committed = (sample: Sample) => readFileSync(path.join(root, modelsDir, sample.fileName));

interface Opened {
  modelID: number;
  products: ReadProduct[];
}

let api: IfcAPI;
const opened = new Map<Sample, Opened>();

function loaded(sample: Sample): Opened {
  const known = opened.get(sample);
  if (!known) throw new Error(`${sample.fileName} did not open`);
  return known;
}

beforeAll(async () => {
  api = await ifcApi();
  for (const sample of Object.values(samples)) {
    const modelID = api.OpenModel(new Uint8Array(committed(sample)));
    opened.set(sample, { modelID, products: readProducts(api, modelID, productClasses) });
  }
});

afterAll(() => {
  for (const { modelID } of opened.values()) api.CloseModel(modelID);
});

const byGlobalId = (products: ReadProduct[]) => new Map(products.filter((product) => product.globalId).map((product) => [product.globalId, product]));
const sorted = <T extends { globalId: string }>(items: T[]) => [...items].sort(byGlobalIdOrder);

describe.each(Object.values(samples))('the sample model $fileName', (sample) => {
  const model: BuildingModel = sample.model;

  it('is an IFC4 STEP file under 1 MB that web-ifc opens', () => {
    const bytes = committed(sample);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    expect(bytes.subarray(0, 13).toString()).toBe('ISO-10303-21;');
    expect(bytes.toString()).toContain("FILE_SCHEMA(('IFC4'));");
    expect(api.IsModelOpen(loaded(sample).modelID)).toBe(true);
    expect(api.GetModelSchema(loaded(sample).modelID)).toBe('IFC4');
  });

  it('is what the script writes today (else run npm run ifc:samples)', () => {
    const written = sampleFiles().find((file) => file.fileName === sample.fileName);
    expect(written).toBeDefined();
    expect(committed(sample).equals(Buffer.from(written!.text, 'utf8'))).toBe(true);
  });

  it('holds as many products of each class as the script describes, and no others', () => {
    const counts = Object.fromEntries(productClasses.map((ifcClass) => [ifcClass, 0]));
    for (const product of loaded(sample).products) counts[product.ifcClass] = (counts[product.ifcClass] ?? 0) + 1;
    expect(counts).toEqual(countsByClass(model));
  });

  it('puts as many elements of each class in each storey as the script describes', () => {
    const { modelID, products } = loaded(sample);
    const classOf = new Map(products.map((product) => [product.expressID, product.ifcClass]));
    const read: Record<string, Record<string, number>> = {};
    for (const [storey, { contained, aggregated }] of Object.entries(storeyMembers(api, modelID))) {
      const counts: Record<string, number> = {};
      for (const id of [...contained, ...aggregated]) {
        const ifcClass = classOf.get(id) ?? `#${id}`;
        counts[ifcClass] = (counts[ifcClass] ?? 0) + 1;
      }
      read[storey] = counts;
    }
    expect(read).toEqual(countsByStorey(model));
  });

  it('gives every element the GlobalId, attributes, properties and quantities the script describes', () => {
    const read = byGlobalId(loaded(sample).products);
    for (const element of model.elements) {
      const globalId = globalIdOf(model, element.key);
      expect(read.get(globalId)?.facts, `${element.key} (${globalId})`).toEqual(elementFacts(element));
      expect(read.get(globalId)?.ifcClass, element.key).toBe(element.ifcClass);
    }
  });

  it('has a mesh for every element it draws, where the script puts the element', () => {
    const { modelID, products } = loaded(sample);
    const read = byGlobalId(products);
    const drawn = model.elements.filter((element) => drawnClasses.includes(element.ifcClass));
    expect(drawn.length).toBeGreaterThan(0);
    const hosts = new Set(model.elements.flatMap((element) => element.voids ?? []));
    for (const element of drawn) {
      const product = read.get(globalIdOf(model, element.key));
      expect(product, element.key).toBeDefined();
      const mesh = meshBounds(api, modelID, product!.expressID);
      expect(mesh, `${element.key} has no triangles`).toBeDefined();
      const expected = worldBounds(element, model.storeys);
      for (let axis = 0; axis < 3; axis++) {
        expect(mesh!.min[axis], `${element.key} min[${axis}]`).toBeCloseTo(expected.min[axis]!, 3);
        expect(mesh!.max[axis], `${element.key} max[${axis}]`).toBeCloseTo(expected.max[axis]!, 3);
      }
      // A box is 12 triangles; a wall its openings were cut out of has more.
      if (hosts.has(element.key)) expect(mesh!.triangles, `${element.key} is not cut`).toBeGreaterThan(12);
      else expect(mesh!.triangles, element.key).toBe(12);
    }
  });

  it(`finds exactly the described windows ${Math.round(windowWidthRange.min * 100)} to ${Math.round(windowWidthRange.max * 100)} cm wide`, () => {
    const mm = (metres: number) => Math.round(metres * 1000);
    const found = loaded(sample)
      .products.filter((product) => product.ifcClass === 'IfcWindow')
      .filter(
        ({ facts }) => mm(facts.OverallWidth as number) >= mm(windowWidthRange.min) && mm(facts.OverallWidth as number) <= mm(windowWidthRange.max),
      )
      .map(({ globalId, ifcClass, name, facts }) => ({ globalId, ifcClass, name, width: facts.OverallWidth }));
    expect(sorted(found)).toEqual(windowsInWidthRange(model));
  });
});

describe('the sample windows', () => {
  it('include widths inside the 122 to 134 cm range, on both its ends, and outside it', () => {
    const widths = new Set(
      samples.architectureV1.model.elements.flatMap((element) => (element.ifcClass === 'IfcWindow' ? [element.overall!.width] : [])),
    );
    const inside = new Set(windowsInWidthRange(samples.architectureV1.model).map((window) => window.width));
    expect(inside).toContain(windowWidthRange.min);
    expect(inside).toContain(windowWidthRange.max);
    expect([...widths].filter((width) => !inside.has(width)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('the second issue of the architecture model', () => {
  /** Compares two read models by GlobalId, the way the viewer's comparison will. */
  function compare(before: ReadProduct[], after: ReadProduct[]): Revision {
    const old = byGlobalId(before);
    const current = byGlobalId(after);
    const summary = ({ globalId, ifcClass, name }: ReadProduct) => ({ globalId, ifcClass, name }) as Revision['added'][number];
    const changed: Revision['changed'] = [];
    for (const now of current.values()) {
      const then = old.get(now.globalId);
      if (!then) continue;
      const changes: Record<string, { old: Value | undefined; new: Value | undefined }> = {};
      for (const fact of new Set([...Object.keys(then.facts), ...Object.keys(now.facts)])) {
        if (then.facts[fact] !== now.facts[fact]) changes[fact] = { old: then.facts[fact], new: now.facts[fact] };
      }
      if (Object.keys(changes).length) changed.push({ ...summary(now), changes });
    }
    return {
      added: sorted([...current.values()].filter((product) => !old.has(product.globalId)).map(summary)),
      removed: sorted([...old.values()].filter((product) => !current.has(product.globalId)).map(summary)),
      changed: sorted(changed),
    };
  }

  it('differs from the first, by GlobalId, exactly as the script revised it', () => {
    expect(compare(loaded(samples.architectureV1).products, loaded(samples.architectureV2).products)).toEqual(architectureRevision);
  });

  it('adds, removes and changes elements', () => {
    expect(architectureRevision.added.length).toBeGreaterThan(0);
    expect(architectureRevision.removed.length).toBeGreaterThan(0);
    expect(architectureRevision.changed.length).toBeGreaterThan(0);
  });
});

describe('the structure model', () => {
  const structure = samples.structure.model;

  it('has its own GlobalIds and the architecture model storeys', () => {
    const architectureIds = new Set(loaded(samples.architectureV1).products.map((product) => product.globalId));
    const structureProducts = loaded(samples.structure).products;
    expect(structureProducts.filter((product) => architectureIds.has(product.globalId))).toEqual([]);
    const storeys = (products: ReadProduct[]) =>
      products.filter((product) => product.ifcClass === 'IfcBuildingStorey').map((product) => product.name);
    expect(storeys(structureProducts)).toEqual(storeys(loaded(samples.architectureV1).products));
  });

  it('puts its columns and slabs where the architecture model has them', () => {
    const mm = (value: number) => Math.round(value * 1000);
    const placed = (sample: Sample, ifcClass: string) =>
      loaded(sample)
        .products.filter((product) => product.ifcClass === ifcClass)
        .map((product) => {
          const mesh = meshBounds(api, loaded(sample).modelID, product.expressID);
          return `${product.name}: ${mesh?.min.map(mm).join(' ')} to ${mesh?.max.map(mm).join(' ')}`;
        })
        .sort();
    for (const ifcClass of ['IfcColumn', 'IfcSlab']) {
      expect(structure.elements.some((element) => element.ifcClass === ifcClass)).toBe(true);
      expect(placed(samples.structure, ifcClass)).toEqual(placed(samples.architectureV1, ifcClass));
    }
  });
});
