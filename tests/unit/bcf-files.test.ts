// @vitest-environment jsdom
// BCF files in and out: an export of topics made in the viewer is valid against buildingSMART's BCF 2.1
// schemas and reads back the same; BCF 2.0 and 2.1 files from other tools (buildingSMART's test cases)
// read with their topics, comments, cameras and planes; a file that is no BCF, is damaged or of another
// version is refused with its reason. The hand-written BCF 2.0 file of the browser tests follows the 2.0 schemas.
import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BcfFileError } from '../../app/pages/ifc-viewer/viewer/bcf/bcf-version.ts';
import { readBcf } from '../../app/pages/ifc-viewer/viewer/bcf/read-bcf.ts';
import type { BcfTopic } from '../../app/pages/ifc-viewer/viewer/bcf/topic.ts';
import { writeBcf } from '../../app/pages/ifc-viewer/viewer/bcf/write-bcf.ts';
import { handWritten20, handWrittenBcf20 } from '../support/bcf-fixtures.ts';
import { bcfSchemaErrors } from '../support/bcf-schemas.ts';

// The smallest PNG there is: one transparent pixel.
const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);

const withViewpoint: BcfTopic = {
  guid: '0b1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  title: 'Brüstungshöhe < 90 cm & Fenster "F1.07" prüfen',
  description: 'Zwei Zeilen:\nBrüstung laut Plan 1,00 m.',
  status: 'Open',
  type: 'Issue',
  assignee: 'tragwerk@example.org',
  dueDate: '2026-12-15',
  creationDate: '2026-11-27T09:30:00.000Z',
  creationAuthor: 'Demo',
  comments: [{ guid: '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5', date: '2026-11-27T09:31:00.000Z', author: 'Demo', text: 'Bitte bis Freitag.' }],
  viewpoint: {
    guid: '2d3e4f5a-6b7c-4d8e-9fa0-b1c2d3e4f5a6',
    camera: { viewPoint: [12.5, -30.25, 18], direction: [0.03, 0.72, -0.69], up: [0.03, 0.69, 0.72], fieldOfView: 45 },
    selected: ['2O2Fr$t4X7Zf8NOew3FLOH', '0M6o7Znnv7hxsbWgeu7oQq'],
    clippingPlanes: [{ location: [0, 0, 7.5], direction: [0, 0, 1] }],
    snapshot: png,
  },
};

const withoutViewpoint: BcfTopic = {
  ...withViewpoint,
  guid: '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7',
  title: 'Nur Text',
  description: '',
  assignee: '',
  dueDate: '',
  status: 'In Progress',
  comments: [],
  viewpoint: undefined,
};

const example = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/bcf-examples/${name}`));
const problemOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof BcfFileError ? [error.problem, error.version] : error;
  }
  return 'read';
};

describe('a BCF 2.1 export', () => {
  const zip = writeBcf([withViewpoint, withoutViewpoint]);

  it('holds bcf.version and a folder per topic with its markup, viewpoint and snapshot', () => {
    expect(Object.keys(unzipSync(zip)).sort()).toEqual(
      [
        'bcf.version',
        `${withViewpoint.guid}/markup.bcf`,
        `${withViewpoint.guid}/snapshot.png`,
        `${withViewpoint.guid}/viewpoint.bcfv`,
        `${withoutViewpoint.guid}/markup.bcf`,
      ].sort(),
    );
  });

  it('is valid against the BCF-XML 2.1 schemas', () => {
    expect(bcfSchemaErrors(zip)).toEqual([]);
  });

  it('is checked by a validator that does refuse what the schemas forbid', () => {
    const outOfOrder = zipSync({
      'bcf.version': strToU8('<Version VersionId="2.1"/>'),
      'a/markup.bcf': strToU8('<Markup><Topic Guid="x"><CreationDate>2026-11-27</CreationDate><Title>T</Title></Topic></Markup>'),
    });
    const errors = bcfSchemaErrors(outOfOrder);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('a/markup.bcf');
  });

  it('keeps the field of view inside the 45 to 60 degrees the schema allows', () => {
    const wide = writeBcf([
      { ...withViewpoint, viewpoint: { ...withViewpoint.viewpoint!, camera: { ...withViewpoint.viewpoint!.camera!, fieldOfView: 75 } } },
    ]);
    expect(bcfSchemaErrors(wide)).toEqual([]);
    expect(readBcf(wide).topics[0]!.viewpoint!.camera!.fieldOfView).toBe(60);
  });

  it('reads back as the same topics', () => {
    const read = readBcf(zip);
    expect(read.version).toBe('2.1');
    const byGuid = (a: BcfTopic, b: BcfTopic) => a.guid.localeCompare(b.guid);
    expect(read.topics.sort(byGuid)).toEqual([withViewpoint, withoutViewpoint].sort(byGuid));
  });

  it('writes a schema-valid orthogonal camera for a topic imported with one', () => {
    const orthogonal = { ...withViewpoint.viewpoint!, camera: { ...withViewpoint.viewpoint!.camera!, orthogonalHeight: 24 } };
    const file = writeBcf([{ ...withViewpoint, viewpoint: orthogonal }]);
    expect(bcfSchemaErrors(file)).toEqual([]);
    expect(readBcf(file).topics[0]!.viewpoint!.camera!.orthogonalHeight).toBe(24);
  });
});

describe('BCF files from other tools', () => {
  it('reads a BCF 2.0 topic with its camera and horizontal clipping plane', () => {
    const { version, topics } = readBcf(example('v2.0-clipping-plane.bcfzip'));
    expect(version).toBe('2.0');
    expect(topics).toHaveLength(1);
    const [topic] = topics;
    expect(topic!.title).toBe('Clipping plane');
    expect(topic!.status).toBe('Open');
    expect(topic!.creationAuthor).toBe('rahul.sule');
    expect(topic!.viewpoint!.camera).toEqual({
      viewPoint: [11.251526316917527, -30.721102514835238, 18.23318418058357],
      direction: [0.03027128607656413, 0.7203657661896496, -0.6929334832011438],
      up: [0.029092848212555426, 0.692322481452214, 0.7210015172374676],
      fieldOfView: 60,
    });
    expect(topic!.viewpoint!.clippingPlanes).toEqual([{ location: [0, 0, 7.665119721718699], direction: [0, 0, 1] }]);
    expect(String.fromCharCode(...topic!.viewpoint!.snapshot!.subarray(1, 4))).toBe('PNG');
  });

  it('reads a BCF 2.0 topic with its assignee and comment', () => {
    const [topic] = readBcf(example('v2.0-user-assignment.bcfzip')).topics;
    expect(topic).toMatchObject({ title: 'Topic with assignment', status: 'Open', type: 'Error', assignee: 'assigned@test.com' });
    expect(topic!.comments).toEqual([
      { guid: 'ae4837f0-f9de-43cc-ba81-6330a9d07d33', date: '2015-06-09T08:40:57.301Z', author: 'author@test.com', text: 'Default comment' },
    ]);
  });

  it('reads a BCF 2.1 topic with its comments and camera, its empty selection selecting nothing', () => {
    const { version, topics } = readBcf(example('v2.1-single-visible-wall.bcf'));
    expect(version).toBe('2.1');
    const [topic] = topics;
    expect(topic!.title).toBe('Single visible wall');
    expect(topic!.comments.map((comment) => comment.author)).toEqual(['jon.anders.sollien@catenda.no', 'jon.anders.sollien@catenda.no']);
    expect(topic!.viewpoint!.selected).toEqual([]);
    expect(topic!.viewpoint!.camera!.fieldOfView).toBe(60);
  });

  it('reads a BCF 2.0 selection marked on the components themselves', () => {
    const visinfo = `<?xml version="1.0"?><VisualizationInfo Guid="82b38f43-237b-45c2-96d0-8840ffb344ad"><Components>
      <Component IfcGuid="2O2Fr$t4X7Zf8NOew3FLOH" Selected="true" Visible="true"/>
      <Component IfcGuid="0M6o7Znnv7hxsbWgeu7oQq" Selected="false" Visible="true"/></Components></VisualizationInfo>`;
    const markup = `<?xml version="1.0"?><Markup><Topic Guid="709b92c2-64e0-40cc-b861-00f8ab0e3945" TopicStatus="Open"><Title>T</Title>
      <CreationDate>2015-06-09T11:18:46+03:00</CreationDate><CreationAuthor>a</CreationAuthor></Topic>
      <Viewpoints Guid="82b38f43-237b-45c2-96d0-8840ffb344ad"><Viewpoint>viewpoint.bcfv</Viewpoint></Viewpoints></Markup>`;
    const zip = zipSync({
      'bcf.version': strToU8('<Version VersionId="2.0"><DetailedVersion>2.0 RC</DetailedVersion></Version>'),
      'a/markup.bcf': strToU8(markup),
      'a/viewpoint.bcfv': strToU8(visinfo),
    });
    expect(readBcf(zip).topics[0]!.viewpoint!.selected).toEqual(['2O2Fr$t4X7Zf8NOew3FLOH']);
  });
});

describe('a file that is not BCF', () => {
  const version = (id: string) => strToU8(`<?xml version="1.0"?><Version VersionId="${id}"/>`);
  const markup = strToU8('<Markup><Topic Guid="709b92c2-64e0-40cc-b861-00f8ab0e3945"><Title>T</Title></Topic></Markup>');

  it('is refused as no BCF when it is no zip, or a zip without BCF in it', () => {
    expect(problemOf(() => readBcf(strToU8('%PDF-1.7\n')))).toEqual(['not-bcf', undefined]);
    expect(problemOf(() => readBcf(zipSync({ 'plan.txt': strToU8('EG') })))).toEqual(['not-bcf', undefined]);
  });

  it('is refused as damaged when the zip breaks off or its XML is not well-formed', () => {
    const whole = writeBcf([withViewpoint]);
    expect(problemOf(() => readBcf(whole.slice(0, whole.length / 2)))).toEqual(['damaged', undefined]);
    expect(problemOf(() => readBcf(zipSync({ 'bcf.version': version('2.1'), 'a/markup.bcf': strToU8('<Markup><Topic>') })))).toEqual([
      'damaged',
      undefined,
    ]);
  });

  it('names the version it cannot read', () => {
    expect(problemOf(() => readBcf(zipSync({ 'bcf.version': version('3.0'), 'a/markup.bcf': markup })))).toEqual(['unsupported-version', '3.0']);
    expect(problemOf(() => readBcf(zipSync({ 'a/markup.bcf': markup })))).toEqual(['unsupported-version', '1.0']);
  });

  it('says so when a BCF file has no topics', () => {
    expect(problemOf(() => readBcf(zipSync({ 'bcf.version': version('2.1') })))).toEqual(['no-topics', undefined]);
  });
});

describe('the hand-written BCF 2.0 file of the browser tests', () => {
  it('follows the BCF-XML 2.0 schemas', () => {
    expect(bcfSchemaErrors(handWrittenBcf20(), 'tests/fixtures/bcf-2.0')).toEqual([]);
  });

  it('reads with both topics, the selection marked on its components and the horizontal cut', () => {
    const { version, topics } = readBcf(handWrittenBcf20());
    expect(version).toBe('2.0');
    const clash = topics.find((topic) => topic.title === handWritten20.clash.title)!;
    expect(clash).toMatchObject({ status: 'Open', type: 'Clash', assignee: 'fassade@architektur.example' });
    expect(clash.viewpoint!.guid).toBe('c2d4e6f8-0a1b-4c3d-8e5f-6a7b8c9d0e1f');
    expect(clash.viewpoint!.selected).toEqual([handWritten20.clash.window, handWritten20.clash.missing]);
    expect(clash.viewpoint!.clippingPlanes).toEqual([{ location: [10, 6, 1.6], direction: [0, 0, 1] }]);
    const closed = topics.find((topic) => topic.title === handWritten20.closed.title)!;
    expect(closed).toMatchObject({ status: 'Closed', assignee: handWritten20.closed.assignee, viewpoint: undefined });
    expect(closed.comments).toHaveLength(handWritten20.closed.comments);
  });
});
