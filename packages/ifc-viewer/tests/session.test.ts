// The headless session the page's worker runs, in Node: a model opened from its bytes, a ticket's sets
// read from the file's STEP index (made once, kept), the approved change written exactly as the
// stand-alone writer writes it, and the model read anew with the new value.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyChanges, IfcEngine, ModelSession, searchElements, windowWidthQuery } from '@lotrecht/ifc-viewer';
import { nodeWasm } from '@lotrecht/ifc-viewer/node';
import { describe, expect, it } from 'vitest';

const sample = new Uint8Array(readFileSync(path.resolve(import.meta.dirname, '../../../public/models/office-architecture-v1.ifc')));
const at = new Date('2026-11-29T10:00:00Z');

describe('the model session', () => {
  it('opens a model with its meshes, raises a ticket for its windows and writes the change as applyChanges does', async () => {
    const session = new ModelSession(new IfcEngine(nodeWasm()));
    const opened = await session.open('a', sample, { meshes: true });
    expect(opened.data.elements.length).toBeGreaterThan(300);
    // Every part a body: interleaved position and normal floats, whole triangles, a 4×4 placement.
    expect(opened.meshes!.length).toBeGreaterThan(300);
    for (const part of opened.meshes!.slice(0, 20)) {
      expect(part.vertices.length % 6).toBe(0);
      expect(part.indices.length % 3).toBe(0);
      expect(part.placement).toHaveLength(16);
    }

    const windows = searchElements(opened.data, windowWidthQuery).map((element) => element.expressID);
    const { sets, choices } = session.ticketSets('a', windows, opened.data.metresPerUnit);
    expect([...sets.keys()]).toEqual(windows);
    const common = choices.find((choice) => choice.name === 'Pset_WindowCommon')!;
    const type = common.properties.find((property) => property.name === 'ThermalTransmittance')!.type;
    const changes = [{ set: 'Pset_WindowCommon', property: 'ThermalTransmittance', type, value: 0.7 }];

    const applied = await session.apply('a', windows, changes, at);
    expect(applied.bytes).toEqual(applyChanges(sample, windows, changes, at));
    expect(applied.elements.map((element) => element.expressID)).toEqual(windows);
    for (const element of applied.elements) expect(element.facts['Pset_WindowCommon.ThermalTransmittance']).toBe(0.7);
    expect(session.bytesOf('a')).toBe(applied.bytes);

    // The next ticket reads the changed file, not the one it was opened with.
    const again = session.ticketSets('a', windows.slice(0, 1), opened.data.metresPerUnit);
    expect(
      again.sets
        .get(windows[0]!)!
        .find((set) => set.name === 'Pset_WindowCommon')!
        .properties.find((p) => p.name === 'ThermalTransmittance')!.value,
    ).toBe(0.7);
  });

  it('takes over a file the page holds without reading it, and refuses a ticket for a model it does not hold', async () => {
    const session = new ModelSession(new IfcEngine(nodeWasm()));
    session.adopt('b', sample);
    expect(session.ticketSets('b', [1], 1).choices).toEqual([]);
    expect(() => session.ticketSets('c', [1], 1)).toThrow('no open model c');
  });
});
