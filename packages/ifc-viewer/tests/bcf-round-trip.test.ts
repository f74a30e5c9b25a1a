// BCF round trips on Lotrecht's own BCF files (bcf-own/): read, write as 2.1 and as 3.0, read again — the
// same topics, less only what the written version cannot hold (bcf-support.ts, asWritten), and the same
// project and lists. And the viewer's own topics, written and read back unchanged.

import { type BcfTopic, extensionsFor, newTopic, readBcf, writeBcf } from '@lotrecht/ifc-viewer';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { asWritten, comparable, ownBcf, ownNames, viewerIssues } from './bcf-support.ts';

describe.each(['2.1', '3.0'] as const)('a round trip through BCF %s', (version) => {
  it.each(ownNames)('keeps the topics of %s', (name) => {
    const file = readBcf(ownBcf(name));
    const written = writeBcf(file.topics, { version, project: file.project, extensions: file.extensions });
    const back = readBcf(written);
    expect(back.version).toBe(version);
    expect(back.issues).toEqual([]);
    expect(comparable(back.topics)).toEqual(comparable(asWritten(file.topics, version)));
    expect(back.project).toEqual(file.project);
    // The lists keep theirs, with what the topics use added; a 2.1 extension schema has no type for snippet types.
    for (const [list, values] of Object.entries(file.extensions ?? {}))
      expect(back.extensions![list as 'users']).toEqual(expect.arrayContaining(version === '2.1' && list === 'snippetTypes' ? [] : values));
  });

  it.each(['v2.1-three-viewpoints', 'v3.0-three-viewpoints'])('keeps a round trip of its own output of %s exactly', (name) => {
    const file = readBcf(ownBcf(name));
    const once = readBcf(writeBcf(file.topics, { version, project: file.project, extensions: file.extensions }));
    const twice = readBcf(writeBcf(once.topics, { version, project: once.project, extensions: once.extensions }));
    expect(comparable(twice.topics)).toEqual(comparable(once.topics));
    expect(twice.extensions).toEqual(once.extensions);
  });
});

describe('what each version writes', () => {
  const file = readBcf(ownBcf('v2.1-three-viewpoints'));
  const topic = file.topics.find((candidate) => candidate.title.startsWith('Brüstung'))!;
  const [a, b, c] = topic.viewpoints.map((viewpoint) => viewpoint.guid);

  it('writes the due date with its time and every viewpoint, the first under the names 2.0 tools look for', () => {
    for (const version of ['2.1', '3.0'] as const) {
      const files = unzipSync(writeBcf([topic], { version }));
      const markup = strFromU8(files[`${topic.guid}/markup.bcf`]!);
      expect(markup).toContain('<DueDate>2025-04-02T14:22:47Z</DueDate>');
      expect(Object.keys(files).filter((name) => name.endsWith('.bcfv'))).toEqual([
        `${topic.guid}/viewpoint.bcfv`,
        `${topic.guid}/${b}.bcfv`,
        `${topic.guid}/${c}.bcfv`,
      ]);
      expect(files[`${topic.guid}/snapshot.png`]).toBeDefined();
      expect(files[`${topic.guid}/`]).toBeDefined();
      // The comments still point at their viewpoints.
      for (const guid of [a, b, c]) expect(markup).toContain(`<Viewpoint Guid="${guid}"/>`);
    }
  });

  it('writes 3.0 with its own layout: version without detail, extensions, documents, comments and viewpoints inside the topic', () => {
    const files = unzipSync(writeBcf(file.topics, { version: '3.0', project: file.project, extensions: file.extensions }));
    expect(strFromU8(files['bcf.version']!)).toContain('<Version VersionId="3.0"/>');
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['extensions.xml', 'documents.xml', 'project.bcfp']));
    const document = topic.documentReferences[1]!.document!;
    expect(strFromU8(files[`Documents/${document.guid}`]!)).toMatch(/^Fenster;GlobalId;/);
    expect(strFromU8(files['documents.xml']!)).toContain(`<Document Guid="${document.guid}"><Filename>Fensterliste-EG.csv</Filename></Document>`);
    const markup = strFromU8(files[`${topic.guid}/markup.bcf`]!);
    expect(markup).toMatch(/<Topic [^>]*>.*<Comments>.*<\/Comments><Viewpoints><ViewPoint /s);
    expect(markup).toContain('<Labels><Label>Fassade</Label><Label>Absturzsicherung</Label></Labels>');
    expect(markup).toContain(`<DocumentReference Guid="dd2e0a71-6cec-45d7-8806-02bd647a8d5a"><DocumentGuid>${document.guid}</DocumentGuid>`);
    const viewpoint = strFromU8(files[`${topic.guid}/${c}.bcfv`]!);
    expect(viewpoint).toContain('<Visibility DefaultVisibility="true"><ViewSetupHints');
    expect(viewpoint).toContain('<AspectRatio>1</AspectRatio>');
    expect(viewpoint).toMatch(/<Bitmaps><Bitmap><Format>png<\/Format>.*<Format>jpg<\/Format>/s);
    expect(strFromU8(files[`${topic.guid}/${b}.bcfv`]!)).toContain(
      '<ViewToWorldScale>8.5</ViewToWorldScale><AspectRatio>1</AspectRatio></OrthogonalCamera>',
    );
  });

  it('writes 2.1 with the comments and viewpoints beside the topic and no 3.0 files', () => {
    const files = unzipSync(writeBcf([topic], { version: '2.1' }));
    expect(Object.keys(files).filter((name) => !name.endsWith('/') && !name.startsWith(topic.guid))).toEqual([
      'bcf.version',
      'Dokumente/Fensterliste-EG.csv',
    ]);
    const markup = strFromU8(files[`${topic.guid}/markup.bcf`]!);
    expect(markup).toMatch(/<\/Topic><Comment /);
    expect(markup).toContain('<Labels>Fassade</Labels><Labels>Absturzsicherung</Labels>');
    expect(strFromU8(files[`${topic.guid}/${c}.bcfv`]!)).toMatch(/<\/Lines><Bitmap><Bitmap>PNG<\/Bitmap>.*<Bitmap>JPG<\/Bitmap>/s);
  });

  it('writes a 2.1 extension schema and project only when there is a project or lists to write', () => {
    const files = unzipSync(writeBcf(file.topics, { version: '2.1', project: file.project, extensions: file.extensions }));
    expect(strFromU8(files['project.bcfp']!)).toContain('<ExtensionSchema>extensions.xsd</ExtensionSchema>');
    expect(strFromU8(files['extensions.xsd']!)).toContain(
      '<simpleType name="Priority"><restriction base="Priority"><enumeration value="Niedrig"/><enumeration value="Mittel"/>',
    );
    expect(Object.keys(unzipSync(writeBcf(file.topics, { version: '2.1' })))).not.toContain('project.bcfp');
  });
});

describe("the viewer's own topics", () => {
  const made: BcfTopic = newTopic({
    title: 'Brüstung < 90 cm & "F1"',
    creationAuthor: 'Besucher der Lotrecht-Demo',
    creationDate: '2026-11-27T09:30:00.000Z',
    dueDate: '2026-12-15',
    assignee: 'fassade@architektur.example',
    comments: [{ guid: '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5', date: '2026-11-27T09:31:00.000Z', author: 'Demo', text: 'Zwei\nZeilen' }],
    viewpoints: [
      {
        guid: '2d3e4f5a-6b7c-4d8e-9fa0-b1c2d3e4f5a6',
        camera: { viewPoint: [1, 2, 3], direction: [0, 1, 0], up: [0, 0, 1], fieldOfView: 50, aspectRatio: 1.6 },
        selected: ['2O2Fr$t4X7Zf8NOew3FLOH'],
        visibility: { defaultVisibility: false, exceptions: [{ ifcGuid: '2O2Fr$t4X7Zf8NOew3FLOH' }] },
        coloring: [{ color: '80FF0000', components: [{ ifcGuid: '2O2Fr$t4X7Zf8NOew3FLOH' }] }],
        clippingPlanes: [{ location: [0, 0, 7.5], direction: [0, 0, 1] }],
      },
    ],
  });

  it('come back the same from 3.0, and from 2.1 but for the aspect ratio, a day due as the day', () => {
    expect(comparable(readBcf(writeBcf([made], { version: '3.0' })).topics)).toEqual(comparable([made]));
    expect(comparable(readBcf(writeBcf([made], { version: '2.1' })).topics)).toEqual(comparable(asWritten([made], '2.1')));
    expect(strFromU8(unzipSync(writeBcf([made]))[`${made.guid}/markup.bcf`]!)).toContain('<DueDate>2026-12-15T00:00:00Z</DueDate>');
  });

  it('as the issue panel makes them, come back from 2.1, and from 3.0 but for a viewpoint without a camera, which 3.0 cannot write', () => {
    const issues = viewerIssues();
    expect(comparable(readBcf(writeBcf(issues, { version: '2.1' })).topics)).toEqual(comparable(asWritten(issues, '2.1')));
    const withoutBlindViewpoints = asWritten(issues, '3.0').map((topic) => ({
      ...topic,
      viewpoints: topic.viewpoints.map((viewpoint) => (viewpoint.camera ? viewpoint : { guid: viewpoint.guid, selected: [], clippingPlanes: [] })),
    }));
    expect(comparable(readBcf(writeBcf(issues, { version: '3.0' })).topics)).toEqual(comparable(withoutBlindViewpoints));
  });

  it('list in 3.0 extensions every type, status and user they use', () => {
    expect(extensionsFor([made])).toMatchObject({
      topicTypes: ['Issue'],
      topicStatuses: ['Open'],
      users: ['Besucher der Lotrecht-Demo', 'fassade@architektur.example', 'Demo'],
    });
  });

  it('without a camera, are written to 3.0 with their snapshot only: 3.0 requires a camera in a viewpoint file', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const blind = {
      ...made,
      viewpoints: [{ guid: made.viewpoints[0]!.guid, selected: ['2O2Fr$t4X7Zf8NOew3FLOH'], clippingPlanes: [], snapshot: png }],
    };
    const files = unzipSync(writeBcf([blind], { version: '3.0' }));
    expect(Object.keys(files).some((name) => name.endsWith('.bcfv'))).toBe(false);
    expect(readBcf(writeBcf([blind], { version: '3.0' })).topics[0]!.viewpoints).toEqual([
      { guid: blind.viewpoints[0]!.guid, selected: [], clippingPlanes: [], snapshot: png },
    ]);
    // 2.1 writes the viewpoint whole.
    expect(readBcf(writeBcf([blind], { version: '2.1' })).topics[0]!.viewpoints[0]!.selected).toEqual(['2O2Fr$t4X7Zf8NOew3FLOH']);
  });
});
