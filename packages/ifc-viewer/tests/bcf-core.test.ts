// The BCF core's small parts, in Node: dates (a due date keeps its time), colours (BCF's ARGB and CSS),
// a viewpoint's display by GlobalId, captured and restored; a file read in part when some of it is
// damaged; and no DOM anywhere on the way.

import {
  BcfFileError,
  bcfColour,
  bcfInstant,
  captureViewpoint,
  cssColour,
  displayOf,
  dueDateOf,
  pngSize,
  readBcf,
  restoreViewpoint,
  xsDateTime,
} from '@lotrecht/ifc-viewer';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ownBcf } from './bcf-support.ts';

describe('BCF dates', () => {
  it('keep a due date with a time as written, and make midnight UTC the day', () => {
    expect(dueDateOf('2016-10-02T14:22:47Z')).toBe('2016-10-02T14:22:47Z');
    expect(dueDateOf('2021-03-15T11:00:00.000Z')).toBe('2021-03-15T11:00:00.000Z');
    expect(dueDateOf('2026-12-15T00:00:00Z')).toBe('2026-12-15');
    expect(dueDateOf('2026-12-15T00:00:00.000Z')).toBe('2026-12-15');
    expect(dueDateOf('2026-12-15T00:00:00+02:00')).toBe('2026-12-15T00:00:00+02:00');
    expect(dueDateOf('')).toBe('');
  });

  it('write a day as its midnight UTC and refuse what is no xs:dateTime', () => {
    expect(xsDateTime('2026-12-15')).toBe('2026-12-15T00:00:00Z');
    expect(xsDateTime('2015-06-09T09:39:06')).toBe('2015-06-09T09:39:06');
    expect(xsDateTime('15.12.2026')).toBeUndefined();
  });

  it('read a date without a zone as UTC, and a zone without its colon', () => {
    expect(bcfInstant('2015-06-09T09:39:06')!.toISOString()).toBe('2015-06-09T09:39:06.000Z');
    expect(bcfInstant('2016-04-28T16:31:12.270+0200')!.toISOString()).toBe('2016-04-28T14:31:12.270Z');
    expect(bcfInstant('2017-05-22T07:51:00.0429879Z')!.toISOString()).toBe('2017-05-22T07:51:00.042Z');
    expect(bcfInstant('gestern')).toBeUndefined();
  });
});

describe('colours', () => {
  it('turn BCF ARGB (alpha first) into CSS (alpha last) and back', () => {
    expect(cssColour('3498DB')).toBe('#3498db');
    expect(cssColour('803498DB')).toBe('#3498db80');
    expect(cssColour('red')).toBeUndefined();
    expect(bcfColour('#3498db80')).toBe('803498DB');
    expect(bcfColour('#3498db')).toBe('3498DB');
  });
});

describe('a viewpoint shown and recorded again', () => {
  const origin = { x: 1000, y: 2, z: -500 };
  const display = {
    defaultVisible: false,
    exceptions: new Set(['2O2Fr$t4X7Zf8NOew3FLOH', '0M6o7Znnv7hxsbWgeu7oQq']),
    colours: new Map([['2O2Fr$t4X7Zf8NOew3FLOH', '#ff000080']]),
  };

  it('keeps its visibility and colours by GlobalId, and the view’s aspect ratio', () => {
    const camera = {
      position: { x: -3, y: 12, z: 25 },
      direction: { x: 0.6, y: -0.48, z: -0.64 },
      up: { x: 0.36, y: 0.8, z: -0.48 },
      fov: 45,
      aspect: 1.5,
    };
    const viewpoint = captureViewpoint({ camera, origin, selected: [], display });
    expect(viewpoint.camera!.aspectRatio).toBe(1.5);
    expect(viewpoint.visibility).toEqual({
      defaultVisibility: false,
      exceptions: [{ ifcGuid: '2O2Fr$t4X7Zf8NOew3FLOH' }, { ifcGuid: '0M6o7Znnv7hxsbWgeu7oQq' }],
    });
    expect(viewpoint.coloring).toEqual([{ color: '80FF0000', components: [{ ifcGuid: '2O2Fr$t4X7Zf8NOew3FLOH' }] }]);
    const restored = restoreViewpoint(viewpoint, origin, () => ({}));
    expect(restored.display).toEqual(display);
    expect(restored.camera!.aspectRatio).toBe(1.5);
    expect(restored.unapplied).toEqual([]);
  });

  it('says nothing of the display when the viewpoint shows everything uncoloured', () => {
    expect(displayOf({ guid: 'g', selected: [], clippingPlanes: [] })).toBeUndefined();
    expect(
      captureViewpoint({ selected: [], display: { defaultVisible: true, exceptions: new Set(), colours: new Map() } }).visibility,
    ).toBeUndefined();
  });
});

describe('a snapshot', () => {
  it('tells its width and height from its PNG header', () => {
    const header = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 5, 0xdc, 0, 0, 3, 0x84,
    ]);
    expect(pngSize(header)).toEqual({ width: 1500, height: 900 });
    expect(pngSize(strToU8('GIF89a'))).toBeUndefined();
  });
});

describe('a BCF file read in part', () => {
  const original = unzipSync(ownBcf('v2.1-three-viewpoints'));
  const topic = 'f68d3dbd-1df6-4ddf-97d0-4c642967ca8f';
  const ortho = 'e8ba6e21-f397-4e82-b5e8-0d9739ed7361';

  it('leaves out a damaged viewpoint, names it, and reads the rest', () => {
    const files: Record<string, Uint8Array> = { ...original, [`${topic}/${ortho}.bcfv`]: strToU8('<VisualizationInfo><Components>') };
    delete files[`${topic}/hinweis.png`];
    const file = readBcf(zipSync(files));
    expect(file.topics).toHaveLength(2);
    expect(file.issues).toEqual([
      { kind: 'viewpoint-damaged', folder: topic, file: `${ortho}.bcfv` },
      { kind: 'file-missing', folder: topic, file: 'hinweis.png' },
    ]);
    const viewpoints = file.topics.find((candidate) => candidate.guid === topic)!.viewpoints;
    expect(viewpoints).toHaveLength(3);
    expect(viewpoints[1]!.camera).toBeUndefined();
    expect(viewpoints[1]!.snapshot).toBeDefined();
    // The bitmap whose picture is missing keeps its place, without its bytes.
    expect(viewpoints[2]!.bitmaps!.map((bitmap) => [bitmap.reference, Boolean(bitmap.data)])).toEqual([
      ['hinweis.png', false],
      ['masskette.jpg', true],
    ]);
  });

  it('leaves out a topic whose markup is damaged, and refuses the file only when no topic is left', () => {
    const file = readBcf(zipSync({ ...original, [`${topic}/markup.bcf`]: strToU8('<Markup><Topic>') }));
    expect(file.topics.map((candidate) => candidate.title)).toEqual(['Fensterliste EG mit dem Modell abgleichen']);
    expect(file.issues).toEqual([{ kind: 'topic-damaged', folder: topic }]);
    const broken = { 'bcf.version': original['bcf.version']!, 'a/markup.bcf': strToU8('<Markup><Topic>') };
    expect(() => readBcf(zipSync(broken))).toThrow(BcfFileError);
  });
});
