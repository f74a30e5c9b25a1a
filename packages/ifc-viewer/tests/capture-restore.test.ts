// A view made in the viewer and written to BCF comes back as it was: a parallel projection as an
// orthogonal camera of the same height, the section and a slanted cut as clipping planes, in both versions.
import { captureViewpoint, newTopic, readBcf, restoreViewpoint, writeBcf } from '@lotrecht/ifc-viewer';
import { describe, expect, it } from 'vitest';

const origin = { x: 100, y: 5, z: -40 };
const view = {
  camera: { position: { x: 3, y: 20, z: 30 }, direction: { x: 0, y: -0.6, z: -0.8 }, up: { x: 0, y: 0.8, z: -0.6 }, fov: 45, orthogonalHeight: 18.5 },
  origin,
  selected: [],
  section: { axis: 'y' as const, at: 7.5 },
  cuts: [{ location: [1, 2, 3] as const, direction: [0.6, 0, -0.8] as const }],
};

describe.each(['2.1', '3.0'] as const)('a view captured and restored through BCF %s', (version) => {
  it('keeps its parallel projection, its section and its cut', () => {
    const written = writeBcf([newTopic({ title: 'Cut', creationAuthor: 'a@example.org', viewpoints: [captureViewpoint(view)] })], { version });
    const [viewpoint] = readBcf(written).topics[0]!.viewpoints;
    const restored = restoreViewpoint(viewpoint!, origin, () => undefined);
    expect(restored.camera!.orthogonalHeight).toBeCloseTo(18.5, 9);
    expect(restored.camera!.position.map((value) => Math.round(value * 1e6) / 1e6)).toEqual([3, 20, 30]);
    expect(restored.section!.axis).toBe('y');
    expect(restored.section!.at).toBeCloseTo(7.5, 9);
    expect(restored.cuts).toHaveLength(1);
    const rounded = (values: readonly number[]) => values.map((value) => Math.round(value * 1e9) / 1e9 + 0);
    expect(rounded(restored.cuts[0]!.location)).toEqual([1, 2, 3]);
    expect(rounded(restored.cuts[0]!.direction)).toEqual([0.6, 0, -0.8]);
    expect(restored.unapplied).toEqual([]);
  });
});
