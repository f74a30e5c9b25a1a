import { describe, expect, it } from 'vitest';
import type { ModelData, ModelElement } from '../src/model/model-data.ts';
import { withProperties } from '../src/model/with-properties.ts';

const element = (expressID: number, u: number): ModelElement => ({
  expressID,
  globalId: `g${expressID}`,
  ifcClass: 'IfcWindow',
  name: `Window ${expressID}`,
  storey: 7,
  partOf: 3,
  groups: [{ name: 'Pset_WindowCommon', kind: 'properties', entries: [{ name: 'ThermalTransmittance', value: u, unit: 'W/(m²·K)' }] }],
  facts: { 'Pset_WindowCommon.ThermalTransmittance': u },
});

const data: ModelData = {
  schema: 'IFC4',
  projectName: 'Office',
  metresPerUnit: 1,
  storeys: [],
  elements: [element(10, 1.3), element(11, 1.3), element(12, 1.3)],
  openings: [],
};

describe('withProperties', () => {
  it('gives the named elements their new properties, keeps their place in the tree and leaves every other element the same object', () => {
    const changed = element(11, 0.8);
    const next = withProperties(data, [{ expressID: 11, groups: changed.groups, facts: changed.facts }]);
    expect(next.elements[1]).toEqual({ ...data.elements[1], groups: changed.groups, facts: changed.facts });
    expect(next.elements[1]!.storey).toBe(7);
    expect(next.elements[1]!.partOf).toBe(3);
    expect(next.elements[0]).toBe(data.elements[0]);
    expect(next.elements[2]).toBe(data.elements[2]);
    expect(data.elements[1]!.facts['Pset_WindowCommon.ThermalTransmittance']).toBe(1.3);
  });

  it('ignores properties of an element the model does not hold', () => {
    const next = withProperties(data, [{ expressID: 99, groups: [], facts: {} }]);
    expect(next.elements).toEqual(data.elements);
  });
});
