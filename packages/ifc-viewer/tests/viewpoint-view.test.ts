// A BCF viewpoint's visibility and colours on the model's elements: the exceptions flip the default, and
// a whole (a curtain wall) named by the viewpoint carries its parts with it.
import type { ModelElement } from '@lotrecht/ifc-viewer';
import { describe, expect, it } from 'vitest';
import { viewpointView } from '../src/view/viewpoint-view.ts';

const element = (expressID: number, globalId: string, partOf?: number): ModelElement => ({
  expressID,
  globalId,
  ifcClass: 'IfcPlate',
  name: globalId,
  storey: undefined,
  groups: [],
  facts: {},
  ...(partOf === undefined ? {} : { partOf }),
});

const wall = element(1, 'curtain-wall');
const plate = element(2, 'plate', 1);
const member = element(3, 'member', 1);
const slab = element(4, 'slab');
const byId = new Map([wall, plate, member, slab].map((each) => [each.expressID, each]));

describe('a viewpoint applied to elements', () => {
  it('shows only the curtain wall and its parts when the default is hidden and the wall is the exception', () => {
    const view = viewpointView({ defaultVisible: false, exceptions: new Set(['curtain-wall']), colours: new Map() }, byId);
    expect([wall, plate, member, slab].map(view.visible)).toEqual([true, true, true, false]);
  });

  it('hides the exceptions when the default is visible', () => {
    const view = viewpointView({ defaultVisible: true, exceptions: new Set(['slab', 'plate']), colours: new Map() }, byId);
    expect([wall, plate, member, slab].map(view.visible)).toEqual([true, false, true, false]);
  });

  it('colours a part as its whole unless the part has its own colour', () => {
    const view = viewpointView(
      {
        defaultVisible: true,
        exceptions: new Set(),
        colours: new Map([
          ['curtain-wall', '#ff0000'],
          ['member', '#0000ff'],
        ]),
      },
      byId,
    );
    expect([wall, plate, member, slab].map(view.colour)).toEqual(['#ff0000', '#ff0000', '#0000ff', undefined]);
  });
});
