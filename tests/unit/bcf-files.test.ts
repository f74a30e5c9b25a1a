// BCF files in and out, in Node: an export of topics made in the viewer is valid against buildingSMART's
// BCF 2.1 schemas (xmllint, tests/fixtures/bcf-2.1) and reads back the same; a BCF 3.0 export follows
// the structure of the BCF-XML 3.0 schemas, written below as data from their reading (the 3.0 schemas
// themselves are not in the repository: `npm run bcf:conformance` validates against them where a copy
// is at hand); Lotrecht's own hand-written BCF files (packages/ifc-viewer/tests/bcf-own), as they are and
// written again as 2.1 and as 3.0, pass the same checks; BCF 2.0 and 2.1 files from other tools read
// with their topics, comments, cameras and planes; a file that is no BCF, is damaged or of another
// version is refused with its reason. The hand-written BCF 2.0 file of the browser tests follows the
// 2.0 schemas.
import { readFileSync } from 'node:fs';
import { BcfFileError, type BcfTopic, newTopic, readBcf, writeBcf } from '@lotrecht/ifc-viewer';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { handWritten20, handWrittenBcf20, ownBcf, ownBcfNames } from '../support/bcf-fixtures.ts';
import { bcfSchemaErrors, bcfStructureErrors, type ElementShape, type Occurs, type ValueType } from '../support/bcf-schemas.ts';

/*
 * BCF-XML 3.0 as its schemas (markup.xsd, visinfo.xsd, documents.xsd, extensions.xsd, project.xsd,
 * version.xsd and their shared-types.xsd) describe it: each element's children in the order of its
 * xs:sequence, how often each may occur, its attributes (required ones with "!") and the type of texts
 * and values (NonEmptyOrBlankString is "text", Guid the lower-case GUID, IfcGuid the 22 characters).
 */
const point: ElementShape = {
  children: [
    ['X', '1', 'double'],
    ['Y', '1', 'double'],
    ['Z', '1', 'double'],
  ],
};
const component: ElementShape = {
  attributes: { IfcGuid: 'ifcGuid' },
  children: [
    ['OriginatingSystem', '?', 'text'],
    ['AuthoringToolId', '?', 'text'],
  ],
};
const componentList = (occurs: Occurs): ElementShape => ({ children: [['Component', occurs, component]] });
const listOf = (item: string, type: ValueType | ElementShape): ElementShape => ({ children: [[item, '*', type]] });
const guidOnly: ElementShape = { attributes: { 'Guid!': 'guid' } };
const camera = (scale: string, type: ValueType): ElementShape => ({
  children: [
    ['CameraViewPoint', '1', point],
    ['CameraDirection', '1', point],
    ['CameraUpVector', '1', point],
    [scale, '1', type],
    ['AspectRatio', '1', 'positiveDouble'],
  ],
});

const markup30: ElementShape = {
  children: [
    [
      'Header',
      '?',
      {
        children: [
          [
            'Files',
            '?',
            listOf('File', {
              attributes: { IfcProject: 'ifcGuid', IfcSpatialStructureElement: 'ifcGuid', IsExternal: 'boolean' },
              children: [
                ['Filename', '?', 'text'],
                ['Date', '?', 'dateTime'],
                ['Reference', '?', 'text'],
              ],
            }),
          ],
        ],
      },
    ],
    [
      'Topic',
      '1',
      {
        attributes: { 'Guid!': 'guid', ServerAssignedId: 'text', 'TopicType!': 'text', 'TopicStatus!': 'text' },
        children: [
          ['ReferenceLinks', '?', listOf('ReferenceLink', 'text')],
          ['Title', '1', 'text'],
          ['Priority', '?', 'text'],
          ['Index', '?', 'int'],
          ['Labels', '?', listOf('Label', 'text')],
          ['CreationDate', '1', 'dateTime'],
          ['CreationAuthor', '1', 'text'],
          ['ModifiedDate', '?', 'dateTime'],
          ['ModifiedAuthor', '?', 'text'],
          ['DueDate', '?', 'dateTime'],
          ['AssignedTo', '?', 'text'],
          ['Stage', '?', 'text'],
          ['Description', '?', 'text'],
          [
            'BimSnippet',
            '?',
            {
              attributes: { 'SnippetType!': 'text', IsExternal: 'boolean' },
              children: [
                ['Reference', '1', 'text'],
                ['ReferenceSchema', '1', 'text'],
              ],
            },
          ],
          [
            'DocumentReferences',
            '?',
            listOf('DocumentReference', {
              attributes: { 'Guid!': 'guid' },
              children: [
                ['DocumentGuid', '?', 'guid'],
                ['Url', '?', 'text'],
                ['Description', '?', 'text'],
              ],
              choices: [{ of: ['DocumentGuid', 'Url'], required: false }],
            }),
          ],
          ['RelatedTopics', '?', listOf('RelatedTopic', guidOnly)],
          [
            'Comments',
            '?',
            listOf('Comment', {
              attributes: { 'Guid!': 'guid' },
              children: [
                ['Date', '1', 'dateTime'],
                ['Author', '1', 'text'],
                ['Comment', '?', 'text'],
                ['Viewpoint', '?', guidOnly],
                ['ModifiedDate', '?', 'dateTime'],
                ['ModifiedAuthor', '?', 'text'],
              ],
            }),
          ],
          [
            'Viewpoints',
            '?',
            listOf('ViewPoint', {
              attributes: { 'Guid!': 'guid' },
              children: [
                ['Viewpoint', '?', 'text'],
                ['Snapshot', '?', 'text'],
                ['Index', '?', 'int'],
              ],
            }),
          ],
        ],
      },
    ],
  ],
};

const visinfo30: ElementShape = {
  attributes: { 'Guid!': 'guid' },
  children: [
    [
      'Components',
      '?',
      {
        children: [
          ['Selection', '?', componentList('*')],
          [
            'Visibility',
            '?',
            {
              attributes: { DefaultVisibility: 'boolean' },
              children: [
                ['ViewSetupHints', '?', { attributes: { SpacesVisible: 'boolean', SpaceBoundariesVisible: 'boolean', OpeningsVisible: 'boolean' } }],
                ['Exceptions', '?', componentList('*')],
              ],
            },
          ],
          ['Coloring', '?', listOf('Color', { attributes: { 'Color!': 'colour' }, children: [['Components', '1', componentList('+')]] })],
        ],
      },
    ],
    ['OrthogonalCamera', '?', camera('ViewToWorldScale', 'double')],
    ['PerspectiveCamera', '?', camera('FieldOfView', 'fieldOfView')],
    [
      'Lines',
      '?',
      listOf('Line', {
        children: [
          ['StartPoint', '1', point],
          ['EndPoint', '1', point],
        ],
      }),
    ],
    [
      'ClippingPlanes',
      '?',
      listOf('ClippingPlane', {
        children: [
          ['Location', '1', point],
          ['Direction', '1', point],
        ],
      }),
    ],
    [
      'Bitmaps',
      '?',
      listOf('Bitmap', {
        children: [
          ['Format', '1', 'bitmapFormat'],
          ['Reference', '1', 'text'],
          ['Location', '1', point],
          ['Normal', '1', point],
          ['Up', '1', point],
          ['Height', '1', 'double'],
        ],
      }),
    ],
  ],
  // The camera is an xs:choice of the two, and required.
  choices: [{ of: ['OrthogonalCamera', 'PerspectiveCamera'], required: true }],
};

const documents30: ElementShape = {
  children: [
    [
      'Documents',
      '?',
      listOf('Document', {
        attributes: { 'Guid!': 'guid' },
        children: [
          ['Filename', '1', 'text'],
          ['Description', '?', 'text'],
        ],
      }),
    ],
  ],
};

const extensions30: ElementShape = {
  children: [
    ['TopicTypes', '?', listOf('TopicType', 'text')],
    ['TopicStatuses', '?', listOf('TopicStatus', 'text')],
    ['Priorities', '?', listOf('Priority', 'text')],
    ['TopicLabels', '?', listOf('TopicLabel', 'text')],
    ['Users', '?', listOf('User', 'text')],
    ['SnippetTypes', '?', listOf('SnippetType', 'text')],
    ['Stages', '?', listOf('Stage', 'text')],
  ],
};

const project30: ElementShape = { children: [['Project', '1', { attributes: { 'ProjectId!': 'text' }, children: [['Name', '?', 'text']] }]] };

/** 3.0's version.xsd: the version and nothing else (2.1's DetailedVersion is gone). */
const version30: ElementShape = { attributes: { 'VersionId!': 'text' } };

/** Which 3.0 shape a file of a BCF zip answers to, by its name; none for pictures, documents and snippets. */
function shapeOf30(name: string): { root: string; shape: ElementShape } | undefined {
  if (name === 'bcf.version') return { root: 'Version', shape: version30 };
  if (name === 'extensions.xml') return { root: 'Extensions', shape: extensions30 };
  if (name === 'documents.xml') return { root: 'DocumentInfo', shape: documents30 };
  if (name === 'project.bcfp') return { root: 'ProjectInfo', shape: project30 };
  if (name.endsWith('.bcf')) return { root: 'Markup', shape: markup30 };
  if (name.endsWith('.bcfv')) return { root: 'VisualizationInfo', shape: visinfo30 };
  return undefined;
}

// The smallest PNG there is: one transparent pixel.
const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);

const withViewpoint: BcfTopic = newTopic({
  guid: '0b1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  title: 'Brüstungshöhe < 90 cm & Fenster "F1.07" prüfen',
  description: 'Zwei Zeilen:\nBrüstung laut Plan 1,00 m.',
  status: 'Open',
  type: 'Issue',
  priority: 'Hoch',
  labels: ['Fassade', 'Statik'],
  assignee: 'tragwerk@example.org',
  dueDate: '2026-12-15',
  creationDate: '2026-11-27T09:30:00.000Z',
  creationAuthor: 'Demo',
  comments: [{ guid: '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5', date: '2026-11-27T09:31:00.000Z', author: 'Demo', text: 'Bitte bis Freitag.' }],
  viewpoints: [
    {
      guid: '2d3e4f5a-6b7c-4d8e-9fa0-b1c2d3e4f5a6',
      camera: { viewPoint: [12.5, -30.25, 18], direction: [0.03, 0.72, -0.69], up: [0.03, 0.69, 0.72], fieldOfView: 45 },
      selected: ['2O2Fr$t4X7Zf8NOew3FLOH', '0M6o7Znnv7hxsbWgeu7oQq'],
      clippingPlanes: [{ location: [0, 0, 7.5], direction: [0, 0, 1] }],
      snapshot: png,
    },
  ],
});

const withoutViewpoint: BcfTopic = {
  ...withViewpoint,
  guid: '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7',
  title: 'Nur Text',
  description: '',
  assignee: '',
  dueDate: '',
  status: 'In Progress',
  priority: undefined,
  labels: [],
  comments: [],
  viewpoints: [],
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

  it('holds bcf.version and a folder per topic (with its entry) with its markup, viewpoint and snapshot', () => {
    expect(Object.keys(unzipSync(zip)).sort()).toEqual(
      [
        'bcf.version',
        `${withViewpoint.guid}/`,
        `${withViewpoint.guid}/markup.bcf`,
        `${withViewpoint.guid}/snapshot.png`,
        `${withViewpoint.guid}/viewpoint.bcfv`,
        `${withoutViewpoint.guid}/`,
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
    const viewpoint = withViewpoint.viewpoints[0]!;
    const wide = writeBcf([{ ...withViewpoint, viewpoints: [{ ...viewpoint, camera: { ...viewpoint.camera!, fieldOfView: 75 } }] }]);
    expect(bcfSchemaErrors(wide)).toEqual([]);
    expect(readBcf(wide).topics[0]!.viewpoints[0]!.camera!.fieldOfView).toBe(60);
  });

  it('reads back as the same topics', () => {
    const read = readBcf(zip);
    expect(read.version).toBe('2.1');
    const byGuid = (a: BcfTopic, b: BcfTopic) => a.guid.localeCompare(b.guid);
    expect(read.topics.sort(byGuid)).toEqual([withViewpoint, withoutViewpoint].sort(byGuid));
  });

  it('writes a schema-valid orthogonal camera for a topic imported with one', () => {
    const viewpoint = withViewpoint.viewpoints[0]!;
    const orthogonal = { ...viewpoint, camera: { ...viewpoint.camera!, orthogonalHeight: 24 } };
    const file = writeBcf([{ ...withViewpoint, viewpoints: [orthogonal] }]);
    expect(bcfSchemaErrors(file)).toEqual([]);
    expect(readBcf(file).topics[0]!.viewpoints[0]!.camera!.orthogonalHeight).toBe(24);
  });
});

describe('a BCF 3.0 export', () => {
  const zip = writeBcf([withViewpoint, withoutViewpoint], { version: '3.0' });

  it('holds bcf.version, extensions.xml and a folder per topic', () => {
    expect(
      Object.keys(unzipSync(zip))
        .filter((name) => !name.includes('/'))
        .sort(),
    ).toEqual(['bcf.version', 'extensions.xml']);
  });

  it('follows the structure of the BCF-XML 3.0 schemas, a wide field of view and an orthogonal camera included', () => {
    expect(bcfStructureErrors(zip, shapeOf30)).toEqual([]);
    const viewpoint = withViewpoint.viewpoints[0]!;
    const cameras = [
      { ...viewpoint.camera!, fieldOfView: 90, aspectRatio: 1.6 },
      { ...viewpoint.camera!, orthogonalHeight: 24, aspectRatio: 0.75 },
    ];
    for (const camera of cameras) {
      const file = writeBcf([{ ...withViewpoint, viewpoints: [{ ...viewpoint, camera }] }], { version: '3.0' });
      expect(bcfStructureErrors(file, shapeOf30)).toEqual([]);
      expect(readBcf(file).topics[0]!.viewpoints[0]!.camera).toEqual(camera);
    }
  });

  it('is checked by a structure check that refuses what the 3.0 schemas forbid: 2.1’s layout, an upper-case GUID, a blank title', () => {
    const twoDotOneLayout = zipSync({
      'bcf.version': strToU8('<Version VersionId="3.0"><DetailedVersion>3.0</DetailedVersion></Version>'),
      'extensions.xml': strToU8('<Extensions><Users/><TopicTypes/></Extensions>'),
      'a/markup.bcf': strToU8(
        '<Markup><Topic Guid="709B92C2-64E0-40CC-B861-00F8AB0E3945" TopicType="Issue" TopicStatus="Open"><Title> </Title><CreationDate>2026-11-27T09:30:00Z</CreationDate><CreationAuthor>a</CreationAuthor><Labels>L</Labels></Topic><Comment Guid="709b92c2-64e0-40cc-b861-00f8ab0e3946"/></Markup>',
      ),
      'a/viewpoint.bcfv': strToU8(
        '<VisualizationInfo Guid="709b92c2-64e0-40cc-b861-00f8ab0e3947"><Components><ViewSetupHints/><Visibility DefaultVisibility="false"/></Components><PerspectiveCamera><CameraViewPoint><X>0</X><Y>0</Y><Z>0</Z></CameraViewPoint><CameraDirection><X>0</X><Y>1</Y><Z>0</Z></CameraDirection><CameraUpVector><X>0</X><Y>0</Y><Z>1</Z></CameraUpVector><FieldOfView>60</FieldOfView></PerspectiveCamera><Bitmap/></VisualizationInfo>',
      ),
    });
    expect(bcfStructureErrors(twoDotOneLayout, shapeOf30)).toEqual([
      'bcf.version: /Version: DetailedVersion is not in the schema',
      'extensions.xml: /Extensions: TopicTypes out of the schema’s order',
      'a/markup.bcf: /Markup/Topic: attribute Guid="709B92C2-64E0-40CC-B861-00F8AB0E3945" is no guid',
      'a/markup.bcf: /Markup/Topic/Title: " " is no text',
      'a/markup.bcf: /Markup/Topic: Labels out of the schema’s order',
      'a/markup.bcf: /Markup: Comment is not in the schema',
      'a/viewpoint.bcfv: /VisualizationInfo/Components: ViewSetupHints is not in the schema',
      'a/viewpoint.bcfv: /VisualizationInfo/PerspectiveCamera: AspectRatio missing',
      'a/viewpoint.bcfv: /VisualizationInfo: Bitmap is not in the schema',
    ]);
  });

  it('reads back as the same topics, a camera without an aspect ratio with 3.0’s default of 1', () => {
    const read = readBcf(zip);
    expect(read.version).toBe('3.0');
    const byGuid = (a: BcfTopic, b: BcfTopic) => a.guid.localeCompare(b.guid);
    const withAspect = (topic: BcfTopic): BcfTopic => ({
      ...topic,
      viewpoints: topic.viewpoints.map((viewpoint) => ({ ...viewpoint, camera: viewpoint.camera && { ...viewpoint.camera, aspectRatio: 1 } })),
    });
    expect(read.topics.sort(byGuid)).toEqual([withViewpoint, withoutViewpoint].map(withAspect).sort(byGuid));
  });
});

describe("Lotrecht's own BCF files (packages/ifc-viewer/tests/bcf-own)", () => {
  const written = (name: string, version: '2.1' | '3.0') => {
    const file = readBcf(ownBcf(name));
    return writeBcf(file.topics, { version, project: file.project, extensions: file.extensions });
  };

  it('are there in both versions', () => {
    expect(ownBcfNames.filter((name) => name.startsWith('v2.1-')).length).toBeGreaterThan(1);
    expect(ownBcfNames.filter((name) => name.startsWith('v3.0-')).length).toBeGreaterThan(1);
  });

  it.each(ownBcfNames.filter((name) => name.startsWith('v2.1-')))('%s, as written by hand, is valid against the BCF-XML 2.1 schemas', (name) => {
    expect(bcfSchemaErrors(ownBcf(name))).toEqual([]);
  });

  it.each(ownBcfNames.filter((name) => name.startsWith('v3.0-')))('%s, as written by hand, follows the structure of the 3.0 schemas', (name) => {
    expect(bcfStructureErrors(ownBcf(name), shapeOf30)).toEqual([]);
  });

  it.each(ownBcfNames)('%s written again: as 2.1 valid against the 2.1 schemas, as 3.0 of the 3.0 schemas’ structure', (name) => {
    expect(bcfSchemaErrors(written(name, '2.1'))).toEqual([]);
    expect(bcfStructureErrors(written(name, '3.0'), shapeOf30)).toEqual([]);
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
    expect(topic!.viewpoints[0]!.camera).toEqual({
      viewPoint: [11.251526316917527, -30.721102514835238, 18.23318418058357],
      direction: [0.03027128607656413, 0.7203657661896496, -0.6929334832011438],
      up: [0.029092848212555426, 0.692322481452214, 0.7210015172374676],
      fieldOfView: 60,
    });
    expect(topic!.viewpoints[0]!.clippingPlanes).toEqual([{ location: [0, 0, 7.665119721718699], direction: [0, 0, 1] }]);
    expect(String.fromCharCode(...topic!.viewpoints[0]!.snapshot!.subarray(1, 4))).toBe('PNG');
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
    expect(topic!.viewpoints[0]!.selected).toEqual([]);
    expect(topic!.viewpoints[0]!.camera!.fieldOfView).toBe(60);
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
    expect(readBcf(zip).topics[0]!.viewpoints[0]!.selected).toEqual(['2O2Fr$t4X7Zf8NOew3FLOH']);
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
    expect(problemOf(() => readBcf(zipSync({ 'bcf.version': version('4.0'), 'a/markup.bcf': markup })))).toEqual(['unsupported-version', '4.0']);
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
    const [viewpoint] = clash.viewpoints;
    expect(viewpoint!.guid).toBe('c2d4e6f8-0a1b-4c3d-8e5f-6a7b8c9d0e1f');
    expect(viewpoint!.selected).toEqual([handWritten20.clash.window, handWritten20.clash.missing]);
    expect(viewpoint!.clippingPlanes).toEqual([{ location: [10, 6, 1.6], direction: [0, 0, 1] }]);
    // BCF 2.0 colours each component on its own: one colour per component here.
    expect(viewpoint!.coloring).toEqual([
      { color: 'F0A202', components: [{ ifcGuid: handWritten20.clash.window, originatingSystem: 'Clash Check', authoringToolId: '412' }] },
      { color: 'CF222E', components: [{ ifcGuid: handWritten20.clash.missing, originatingSystem: 'Clash Check', authoringToolId: '77' }] },
    ]);
    expect(viewpoint!.visibility).toBeUndefined();
    const closed = topics.find((topic) => topic.title === handWritten20.closed.title)!;
    expect(closed).toMatchObject({ status: 'Closed', assignee: handWritten20.closed.assignee, viewpoints: [] });
    expect(closed.comments).toHaveLength(handWritten20.closed.comments);
  });
});
