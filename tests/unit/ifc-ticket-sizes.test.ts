// A ticket on models of several sizes through the session the page's worker runs: on the sample office
// and on the office repeated to about 4 MB, every 122–134 cm window gets the new U-value and nothing
// else in the model changes: every other element's facts, and the count of every entity type but the
// property values the ticket had to add. The elements the worker reads back alone are what the whole
// changed file says of them.
import { IfcEngine, ModelSession, parseStep, searchElements, windowWidthQuery } from '@lotrecht/ifc-viewer';
import { nodeWasm } from '@lotrecht/ifc-viewer/node';
import { describe, expect, it } from 'vitest';
import { largeModel } from '../../scripts/ifc/large-model.ts';
import { sampleFiles } from '../../scripts/ifc/sample-files.ts';

const counts = (bytes: Uint8Array) => {
  const byType = new Map<string, number>();
  for (const entity of parseStep(bytes).entities.values()) byType.set(entity.type, (byType.get(entity.type) ?? 0) + 1);
  return byType;
};

const models = {
  'the sample office (0.5 MB)': () => sampleFiles().find((file) => file.fileName === 'office-architecture-v1.ifc')!.text,
  'the office street (4 MB)': () => largeModel(4).text,
};

describe.each(Object.entries(models))('a ticket on %s', (_, text) => {
  it('changes the windows it names and nothing else', async () => {
    const bytes = new Uint8Array(Buffer.from(text(), 'latin1'));
    const session = new ModelSession(new IfcEngine(nodeWasm()));
    const { data } = await session.open('m', bytes, { meshes: false });
    const windows = searchElements(data, windowWidthQuery).map((element) => element.expressID);
    const { choices } = session.ticketSets('m', windows, data.metresPerUnit);
    const type = choices
      .find((choice) => choice.name === 'Pset_WindowCommon')!
      .properties.find((property) => property.name === 'ThermalTransmittance')!.type;
    const applied = await session.apply('m', windows, [{ set: 'Pset_WindowCommon', property: 'ThermalTransmittance', type, value: 0.7 }]);

    // The page takes the ticket's elements from the worker as read alone; they must be what the whole
    // changed file says.
    const { data: after } = await session.open('changed', applied.bytes, { meshes: false });
    const reread = new Map(after.elements.map((element) => [element.expressID, element]));
    expect(applied.elements.map((element) => element.expressID)).toEqual(windows);
    for (const element of applied.elements) {
      expect(element.groups).toEqual(reread.get(element.expressID)!.groups);
      expect(element.facts).toEqual(reread.get(element.expressID)!.facts);
    }

    const targets = new Set(windows);
    for (const element of after.elements) {
      const before = data.elements.find((candidate) => candidate.expressID === element.expressID)!;
      if (targets.has(element.expressID)) {
        expect(element.facts['Pset_WindowCommon.ThermalTransmittance']).toBe(0.7);
        expect({ ...element.facts, 'Pset_WindowCommon.ThermalTransmittance': 0 }).toEqual({
          ...before.facts,
          'Pset_WindowCommon.ThermalTransmittance': 0,
        });
      } else expect(element.facts).toEqual(before.facts);
    }
    const old = counts(bytes);
    const changed = counts(applied.bytes);
    for (const [entityType, count] of old)
      if (!entityType.startsWith('IFCPROPERTY') && entityType !== 'IFCRELDEFINESBYPROPERTIES')
        expect([entityType, changed.get(entityType)]).toEqual([entityType, count]);
    expect(windows.length).toBeGreaterThan(10);
  }, 120_000);
});
