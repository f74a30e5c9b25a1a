// Viewpoints between the viewer's scene (y up, drawn relative to the models' shared origin) and BCF
// (the model's own coordinates, z up): a camera, a selection and a section plane go out and come back
// the same; an element the open model lacks is named; a plane the viewer's section cannot show is counted;
// visibility and colours come back by GlobalId for the scene.
import { readFileSync } from 'node:fs';
import { captureViewpoint, readBcf, restoreViewpoint } from '@lotrecht/ifc-viewer';
import { describe, expect, it } from 'vitest';

const origin = { x: 1000, y: 2, z: -500 };
const camera = { position: { x: -3, y: 12, z: 25 }, direction: { x: 0.6, y: -0.48, z: -0.64 }, up: { x: 0.36, y: 0.8, z: -0.48 }, fov: 45 };
const model = new Map([
  ['2O2Fr$t4X7Zf8NOew3FLOH', { model: 'architecture', expressID: 412 }],
  ['0M6o7Znnv7hxsbWgeu7oQq', { model: 'structure', expressID: 77 }],
]);
const lookup = (globalId: string) => model.get(globalId);
const close = (actual: readonly number[], expected: readonly number[]) => {
  for (const [index, value] of actual.entries()) expect(value).toBeCloseTo(expected[index]!, 9);
};

describe('a viewpoint made in the viewer', () => {
  const viewpoint = captureViewpoint({ camera, origin, selected: ['2O2Fr$t4X7Zf8NOew3FLOH'], section: { axis: 'y', at: 3.5 } });

  it('is written in the model coordinates, z up, with the shared origin added back', () => {
    close(viewpoint.camera!.viewPoint, [997, 500 - 25, 14]);
    close(viewpoint.camera!.direction, [0.6, 0.64, -0.48]);
    close(viewpoint.camera!.up, [0.36, 0.48, 0.8]);
    // The cut is horizontal at 5.5 m above the model's zero, its normal pointing up to what is cut away.
    expect(viewpoint.clippingPlanes).toHaveLength(1);
    expect(viewpoint.clippingPlanes[0]!.location[2]).toBeCloseTo(5.5, 9);
    close(viewpoint.clippingPlanes[0]!.direction, [0, 0, 1]);
    expect(viewpoint.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('comes back as the same camera, selection and section', () => {
    const restored = restoreViewpoint(viewpoint, origin, lookup);
    close(restored.camera!.position, [-3, 12, 25]);
    close(restored.camera!.direction, [0.6, -0.48, -0.64]);
    close(restored.camera!.up, [0.36, 0.8, -0.48]);
    expect(restored.camera!.fov).toBe(45);
    expect(restored.found).toEqual([{ model: 'architecture', expressID: 412 }]);
    expect(restored.missing).toEqual([]);
    expect(restored.section!.axis).toBe('y');
    expect(restored.section!.at).toBeCloseTo(3.5, 9);
    expect(restored.planesNotShown).toBe(0);
  });

  it('has each axis of the section plane come back as the same axis', () => {
    for (const axis of ['x', 'y', 'z'] as const) {
      const restored = restoreViewpoint(captureViewpoint({ origin, selected: [], section: { axis, at: -7.25 } }), origin, lookup);
      expect(restored.section!.axis).toBe(axis);
      expect(restored.section!.at).toBeCloseTo(-7.25, 9);
    }
  });
});

describe('a viewpoint from another tool', () => {
  it('names the selected elements the open model does not have, and finds the others', () => {
    const restored = restoreViewpoint(
      { guid: 'g', selected: ['0M6o7Znnv7hxsbWgeu7oQq', '1E8YkwPMfB$h99jtn_uAjI'], clippingPlanes: [] },
      origin,
      lookup,
    );
    expect(restored.found).toEqual([{ model: 'structure', expressID: 77 }]);
    expect(restored.missing).toEqual(['1E8YkwPMfB$h99jtn_uAjI']);
    expect(restored.section).toBeUndefined();
  });

  it('shows the horizontal plane of buildingSMART’s BCF 2.0 case as the viewer’s horizontal section', () => {
    const [topic] = readBcf(new Uint8Array(readFileSync('tests/fixtures/bcf-examples/v2.0-clipping-plane.bcfzip'))).topics;
    const restored = restoreViewpoint(topic!.viewpoints[0]!, origin, lookup);
    expect(restored.section!.axis).toBe('y');
    expect(restored.section!.at).toBeCloseTo(7.665119721718699 - origin.y, 9);
    expect(restored.planesNotShown).toBe(0);
  });

  it('makes the first plane along an axis the section and every other one a cut in scene coordinates, and counts a plane without a direction as not shown', () => {
    const restored = restoreViewpoint(
      {
        guid: 'g',
        selected: [],
        clippingPlanes: [
          { location: [0, 0, 3], direction: [0, Math.SQRT1_2, Math.SQRT1_2] },
          { location: [0, 0, 3], direction: [0, 0, -1] },
          { location: [4, 0, 0], direction: [1, 0, 0] },
          { location: [0, 0, 9], direction: [0, 0, 1] },
          { location: [1, 1, 1], direction: [0, 0, 0] },
        ],
      },
      undefined,
      lookup,
    );
    expect(restored.section).toEqual({ axis: 'x', at: 4 });
    // Scene coordinates are y up: the model's (x, y, z) is the scene's (x, z, -y).
    expect(restored.cuts).toHaveLength(3);
    expect(restored.cuts[0]!.location).toEqual([0, 3, -0]);
    expect(restored.cuts[0]!.direction[0]).toBeCloseTo(0, 12);
    expect(restored.cuts[0]!.direction[1]).toBeCloseTo(Math.SQRT1_2, 12);
    expect(restored.cuts[0]!.direction[2]).toBeCloseTo(-Math.SQRT1_2, 12);
    expect(restored.cuts[1]).toEqual({ location: [0, 3, -0], direction: [0, -1, -0] });
    expect(restored.cuts[2]).toEqual({ location: [0, 9, -0], direction: [0, 1, -0] });
    expect(restored.planesNotShown).toBe(1);
    expect(restored.unapplied).toEqual(['clipping-planes']);
  });

  it('brings its visibility and colours back by GlobalId, and names the elements the model lacks as a code', () => {
    const restored = restoreViewpoint(
      {
        guid: 'g',
        selected: [],
        visibility: { defaultVisibility: false, exceptions: [{ ifcGuid: '2O2Fr$t4X7Zf8NOew3FLOH' }, { ifcGuid: '1E8YkwPMfB$h99jtn_uAjI' }] },
        coloring: [{ color: 'CF222E', components: [{ ifcGuid: '0M6o7Znnv7hxsbWgeu7oQq' }] }],
        clippingPlanes: [],
      },
      origin,
      lookup,
    );
    expect(restored.display).toEqual({
      defaultVisible: false,
      exceptions: new Set(['2O2Fr$t4X7Zf8NOew3FLOH', '1E8YkwPMfB$h99jtn_uAjI']),
      colours: new Map([['0M6o7Znnv7hxsbWgeu7oQq', '#cf222e']]),
    });
    expect(restored.missing).toEqual([]);
    expect(restored.unapplied).toEqual(['components-missing']);
  });
});
