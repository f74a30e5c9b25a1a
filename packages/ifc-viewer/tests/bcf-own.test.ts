// Lotrecht's own BCF files (bcf-own/, written by hand from the BCF-XML 2.1 and 3.0 documentation) read in
// Node, no DOM: every field the viewer knows, the viewpoints in their index order with the comments on
// them, visibility and colouring on the sample model's GlobalIds, the orthogonal camera, clipping planes,
// lines and bitmaps (which the viewer names as not applied), 3.0's documents, extensions and project.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BcfTopic, displayOf, readBcf, restoreViewpoint, unappliedParts } from '@lotrecht/ifc-viewer';
import { describe, expect, it } from 'vitest';
import { ownBcf, ownNames } from './bcf-support.ts';

const topicOf = (name: string, title?: string): BcfTopic => {
  const { topics } = readBcf(ownBcf(name));
  return title ? topics.find((topic) => topic.title.startsWith(title))! : topics[0]!;
};
const pictureType = (bytes: Uint8Array | undefined) =>
  bytes?.[0] === 0xff && bytes[1] === 0xd8 ? 'jpg' : bytes && String.fromCharCode(...bytes.subarray(1, 4)) === 'PNG' ? 'png' : undefined;

/** The GlobalIds of the site's sample model (public/models/office-architecture-v1.ifc), as the open model's lookup. */
const sampleGlobalIds = new Set(
  [
    ...readFileSync(path.resolve(import.meta.dirname, '../../../public/models/office-architecture-v1.ifc'), 'latin1').matchAll(
      /^#\d+=\s*IFC\w+\('([0-9A-Za-z_$]{22})'/gm,
    ),
  ].map((match) => match[1]!),
);
const inSample = (globalId: string) => (sampleGlobalIds.has(globalId) ? { globalId } : undefined);

const southFacade = [
  '2Zus_o0PzPrw5r0xqUb2iG', // Außenwand Süd EG
  '0kIth0RK9T6efvkPn_tmqV',
  '3UY4YAahzOrPV9HghzIzIP',
  '2AOTTP0wjU7hAADSXnzWTG',
  '2HZKi4SDHTGQoOLi7$p7yp',
  '1d7Q21gm9VCvBv2V0ynU4d',
  '1k4wPFMIbNAOadikTTsaxA',
  '0vTHhYKYvGM9RORqC96h0d',
  '2FoEG16YvUCuYEu_57pEV2',
  '2CmB6DgGfID88WOlZ_sZKS',
  '0sTUuD3SrMuApKF1Tj1hBB', // Fenster 0.01/1 to 0.05/2
  '3zSjtl63LGBwxpdg7JHobi', // Haupteingang
];

describe("Lotrecht's own BCF files", () => {
  it('cover both versions the viewer writes', () => {
    expect(ownNames).toEqual(['v2.1-facade', 'v2.1-three-viewpoints', 'v3.0-facade', 'v3.0-minimum', 'v3.0-three-viewpoints', 'v3.0-two-models']);
  });

  it.each(ownNames)('%s reads whole: topics with a title, an author and a date, no part left out', (name) => {
    const file = readBcf(ownBcf(name));
    expect(file.version).toBe(name.slice(1, 4));
    expect(file.issues).toEqual([]);
    expect(file.topics.length).toBeGreaterThan(0);
    for (const topic of file.topics) {
      expect(topic.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(topic.title).not.toBe('');
      expect(topic.creationAuthor).not.toBe('');
      expect(topic.creationDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      for (const viewpoint of topic.viewpoints) if (viewpoint.snapshot) expect(pictureType(viewpoint.snapshot)).toBeDefined();
    }
  });
});

describe.each(['v2.1-facade', 'v3.0-facade'])('default visibility off with exceptions (%s)', (name) => {
  it('shows only the south facade of the ground floor: the wall, its ten windows and the main entrance', () => {
    const viewpoint = topicOf(name, 'Südfassade').viewpoints[0]!;
    expect(viewpoint.visibility).toEqual({
      defaultVisibility: false,
      exceptions: southFacade.map((ifcGuid, index) =>
        index === 0 ? { ifcGuid, originatingSystem: 'Lotrecht Beispielmodelle', authoringToolId: '67' } : { ifcGuid },
      ),
      viewSetupHints: { spacesVisible: false, spaceBoundariesVisible: false, openingsVisible: false },
    });
    const display = displayOf(viewpoint)!;
    expect(display.defaultVisible).toBe(false);
    expect([...display.exceptions]).toEqual(southFacade);
    // On the site's sample model every element is there: nothing is left unapplied.
    const restored = restoreViewpoint(viewpoint, undefined, inSample);
    expect(restored.display).toEqual(display);
    expect(restored.unapplied).toEqual([]);
    expect(unappliedParts(viewpoint, () => undefined)).toEqual(['components-missing']);
    expect(pictureType(viewpoint.snapshot)).toBe('png');
  });

  it('shows one space alone, assigned to the client, and names the spaces it asks for as not applied', () => {
    const topic = topicOf(name, 'Büro 0.01');
    expect(topic).toMatchObject({ type: 'Request', assignee: 'bauherr@musterstrasse.example' });
    const [viewpoint] = topic.viewpoints;
    expect(viewpoint!.visibility).toMatchObject({ defaultVisibility: false, exceptions: [{ ifcGuid: '0dNo4yNFPHbg8mdFyJ5uFL' }] });
    expect(viewpoint!.visibility!.viewSetupHints!.spacesVisible).toBe(true);
    expect(unappliedParts(viewpoint!, inSample)).toEqual(['spaces-hint']);
  });
});

describe('the 3.0 facade file', () => {
  it('reads 3.0’s defaults: a Visibility without DefaultVisibility hides, a hint left out is undefined', () => {
    const viewpoint = topicOf('v3.0-facade', 'Büro 0.01').viewpoints[0]!;
    expect(viewpoint.visibility).toEqual({
      defaultVisibility: false,
      exceptions: [{ ifcGuid: '0dNo4yNFPHbg8mdFyJ5uFL' }],
      viewSetupHints: { spacesVisible: true },
    });
    expect(topicOf('v3.0-facade', 'Südfassade').viewpoints[0]!.camera).toMatchObject({ fieldOfView: 60, aspectRatio: 1.7777777777777777 });
    expect(topicOf('v3.0-facade', 'Südfassade').headerFiles).toEqual([
      {
        filename: 'office-architecture-v1.ifc',
        date: '2025-03-03T09:00:00Z',
        reference: 'https://www.example.org/modelle/office-architecture-v1.ifc',
        ifcProject: '0$F1EOEZrVE8ntu5bxnuqX',
        ifcSpatialStructureElement: '3mhTVx7TrLIOh3OJstbQvP',
        isExternal: true,
      },
    ]);
  });
});

describe.each([
  { name: 'v2.1-three-viewpoints', dueDate: '2025-04-02T14:22:47Z' },
  { name: 'v3.0-three-viewpoints', dueDate: '2025-04-02T14:22:47+02:00' },
])('a topic with three viewpoints ($name)', ({ name, dueDate }) => {
  const file = readBcf(ownBcf(name));
  const topic = file.topics.find((candidate) => candidate.title === 'Brüstung Fenster 0.01/1 unter 90 cm')!;
  const related = file.topics.find((candidate) => candidate.title === 'Fensterliste EG mit dem Modell abgleichen')!;
  const [a, b, c] = topic.viewpoints;

  it('has every field of the topic: labels, priority, the due date with its time, the assignee, stage, snippet', () => {
    expect(topic).toMatchObject({
      type: 'Issue',
      status: 'Open',
      priority: 'Hoch',
      index: 1,
      labels: ['Fassade', 'Absturzsicherung'],
      referenceLinks: ['https://www.example.org/projekte/musterstrasse-12/fassade'],
      creationDate: '2025-03-10T09:30:00Z',
      creationAuthor: 'architektur@buero.example',
      modifiedDate: '2025-03-12T16:05:00Z',
      modifiedAuthor: 'fassade@planung.example',
      dueDate,
      assignee: 'fassade@planung.example',
      stage: 'Entwurfsplanung',
      description:
        'Die Brüstung liegt laut Modell 0,85 m über dem Fertigfußboden.\nGefordert sind 0,90 m: Fenster höher setzen oder eine Absturzsicherung vorsehen.',
    });
    expect(topic.dueDate).toContain('T14:22:47');
    expect(topic.bimSnippet).toMatchObject({ snippetType: 'JSON', isExternal: false, reference: 'bruestung.json' });
    expect(JSON.parse(new TextDecoder().decode(topic.bimSnippet!.data!))).toMatchObject({ sillHeight: 0.85, required: 0.9 });
    expect(topic.headerFiles).toMatchObject([{ filename: 'office-architecture-v1.ifc', ifcProject: '0$F1EOEZrVE8ntu5bxnuqX', isExternal: true }]);
  });

  it('relates the two topics of the file to each other', () => {
    expect(topic.relatedTopics).toEqual([related.guid]);
    expect(related.relatedTopics).toEqual([topic.guid]);
    expect(related).toMatchObject({ status: 'In Progress', type: 'Request', priority: 'Mittel', creationDate: '2025-03-11T08:00:00+01:00' });
  });

  it('has the three viewpoints in the order of their index, though the file lists them 2, 0, 1', () => {
    expect(topic.viewpoints.map((viewpoint) => viewpoint.index)).toEqual([0, 1, 2]);
    expect(topic.viewpoints.map((viewpoint) => pictureType(viewpoint.snapshot))).toEqual(
      name.startsWith('v3.0') ? ['png', 'png', 'jpg'] : ['png', 'png', 'png'],
    );
  });

  it('has a comment on each viewpoint and one on the topic, modified', () => {
    expect(topic.comments.map((comment) => comment.viewpointGuid)).toEqual([a!.guid, b!.guid, c!.guid, undefined]);
    expect(topic.comments[3]).toMatchObject({ modifiedDate: '2025-03-12T16:05:00Z', modifiedAuthor: 'fassade@planung.example' });
    // BCF 3.0 lets a comment only point to its viewpoint; 2.1 requires a text.
    expect(topic.comments[2]!.text).toBe(name.startsWith('v3.0') ? '' : 'Maßlinien und Hinweisschild zeigen die fehlenden 5 cm.');
  });

  it('colours the selected window red and its wall half-transparent orange', () => {
    expect(a!.selected).toEqual(['0kIth0RK9T6efvkPn_tmqV']);
    expect(a!.visibility).toBeUndefined();
    expect(a!.coloring).toEqual([
      { color: 'FF0000', components: [{ ifcGuid: '0kIth0RK9T6efvkPn_tmqV' }] },
      { color: '80F0A202', components: [{ ifcGuid: '2Zus_o0PzPrw5r0xqUb2iG' }, { ifcGuid: '3UY4YAahzOrPV9HghzIzIP' }] },
    ]);
    expect(displayOf(a!)!.colours).toEqual(
      new Map([
        ['0kIth0RK9T6efvkPn_tmqV', '#ff0000'],
        ['2Zus_o0PzPrw5r0xqUb2iG', '#f0a20280'],
        ['3UY4YAahzOrPV9HghzIzIP', '#f0a20280'],
      ]),
    );
    expect(restoreViewpoint(a!, undefined, inSample)).toMatchObject({ found: [{ globalId: '0kIth0RK9T6efvkPn_tmqV' }], missing: [], unapplied: [] });
  });

  it('reads an orthogonal camera and two clipping planes, one of which the viewer cannot show', () => {
    expect(b!.camera).toEqual({
      viewPoint: [3.2, -20, 1.5],
      direction: [0, 1, 0],
      up: [0, 0, 1],
      fieldOfView: 45,
      orthogonalHeight: 8.5,
      ...(name.startsWith('v3.0') ? { aspectRatio: 1.5 } : {}),
    });
    expect(b!.clippingPlanes).toEqual([
      { location: [3.2, 0, 0], direction: [1, 0, 0] },
      { location: [0, 0, 3.5], direction: [0, 0, 1] },
    ]);
    expect(b!.visibility).toEqual({ defaultVisibility: true, exceptions: [{ ifcGuid: '3zSjtl63LGBwxpdg7JHobi' }] });
    const restored = restoreViewpoint(b!, undefined, inSample);
    expect(restored.camera!.orthogonalHeight).toBe(8.5);
    expect(restored.section).toEqual({ axis: 'x', at: 3.2 });
    expect(restored.cuts).toEqual([{ location: [0, 3.5, -0], direction: [0, 1, -0] }]);
    expect(restored.planesNotShown).toBe(0);
    expect(restored.unapplied).toEqual([]);
  });

  it('reads three lines and two bitmaps with their pictures, and names them not applied', () => {
    expect(c!.lines).toEqual([
      { start: [3.2, 0, 0], end: [3.2, 0, 0.85] },
      { start: [2.8, 0, 0.85], end: [3.6, 0, 0.85] },
      { start: [2.8, 0, 0.9], end: [3.6, 0, 0.9] },
    ]);
    expect(c!.bitmaps!.map(({ data, ...bitmap }) => ({ ...bitmap, picture: pictureType(data) }))).toEqual([
      { format: 'png', reference: 'hinweis.png', location: [3.2, -0.5, 1.2], normal: [0, -1, 0], up: [0, 0, 1], height: 0.4, picture: 'png' },
      { format: 'jpg', reference: 'masskette.jpg', location: [3.2, -0.5, 0.6], normal: [0, -1, 0], up: [0, 0, 1], height: 0.25, picture: 'jpg' },
    ]);
    expect(unappliedParts(c!, inSample)).toEqual(['lines', 'bitmaps', 'openings-hint']);
  });
});

describe('documents', () => {
  it('in 2.1: one by URL, one in the file at a path relative to the topic', () => {
    const [external, internal] = topicOf('v2.1-three-viewpoints', 'Brüstung').documentReferences;
    expect(external).toEqual({
      guid: '9d411406-d062-48a8-8150-a9d0397d2b4f',
      url: 'https://www.example.org/normen/absturzsicherung',
      description: 'Anforderungen an Absturzsicherungen',
    });
    expect(internal).toMatchObject({
      guid: 'dd2e0a71-6cec-45d7-8806-02bd647a8d5a',
      description: 'Fensterliste Erdgeschoss',
      document: { filename: 'Fensterliste-EG.csv', path: '../Dokumente/Fensterliste-EG.csv' },
    });
    expect(new TextDecoder().decode(internal!.document!.data!)).toContain('0.01/1;0kIth0RK9T6efvkPn_tmqV;1.26;1.90;0.85');
    // Read twice, the same document GUID: derived from the topic and the path, not made up anew.
    expect(topicOf('v2.1-three-viewpoints', 'Brüstung').documentReferences[1]!.document!.guid).toBe(internal!.document!.guid);
  });

  it('in 3.0: documents.xml names the document in Documents/ by its GUID, with its file name and description', () => {
    const [internal, external] = topicOf('v3.0-three-viewpoints', 'Brüstung').documentReferences;
    expect(internal).toMatchObject({
      guid: '3e0df31e-69dd-49a0-b09b-02a4dbf761b4',
      description: 'Fensterliste Erdgeschoss',
      document: {
        guid: 'ad2b559d-48a6-4516-af2c-4fb6eb258eb2',
        filename: 'Fensterliste-EG.csv',
        description: 'Fensterliste Erdgeschoss, Stand März 2025',
      },
    });
    expect(new TextDecoder().decode(internal!.document!.data!)).toMatch(/^Fenster;GlobalId;/);
    expect(external).toEqual({
      guid: '6d2461b8-83df-4441-a333-70fd7e0a3977',
      url: 'https://www.example.org/normen/absturzsicherung',
      description: 'Anforderungen an Absturzsicherungen',
    });
  });
});

describe('the project and its lists', () => {
  it('in 3.0: project.bcfp and every list of extensions.xml, the server’s id of the topic', () => {
    const file = readBcf(ownBcf('v3.0-three-viewpoints'));
    expect(file.project).toEqual({ id: 'f711e180-965e-456c-b73b-82312fd9a5b4', name: 'Bürogebäude Musterstraße 12' });
    expect(file.extensions).toEqual({
      topicTypes: ['Issue', 'Request', 'Clash'],
      topicStatuses: ['Open', 'In Progress', 'Closed'],
      priorities: ['Niedrig', 'Mittel', 'Hoch'],
      topicLabels: ['Fassade', 'Absturzsicherung', 'Tragwerk'],
      users: ['architektur@buero.example', 'pruefung@buero.example', 'fassade@planung.example'],
      snippetTypes: ['JSON', 'IFC'],
      stages: ['Entwurfsplanung', 'Genehmigungsplanung'],
    });
    expect(file.topics.find((topic) => topic.title.startsWith('Brüstung'))!.serverAssignedId).toBe('MS12-17');
  });

  it('in 2.1: project.bcfp naming its extension schema, the lists as enumerations', () => {
    const file = readBcf(ownBcf('v2.1-three-viewpoints'));
    expect(file.project).toEqual({ id: 'f711e180-965e-456c-b73b-82312fd9a5b4', name: 'Bürogebäude Musterstraße 12' });
    expect(file.extensions).toEqual({
      topicTypes: ['Issue', 'Request', 'Clash'],
      topicStatuses: ['Open', 'In Progress', 'Closed'],
      priorities: ['Niedrig', 'Mittel', 'Hoch'],
      topicLabels: ['Fassade', 'Absturzsicherung', 'Tragwerk'],
      users: ['architektur@buero.example', 'pruefung@buero.example', 'fassade@planung.example'],
      snippetTypes: [],
      stages: ['Entwurfsplanung', 'Genehmigungsplanung'],
    });
  });

  it('an empty extensions.xml gives empty lists', () => {
    expect(Object.values(readBcf(ownBcf('v3.0-minimum')).extensions!).flat()).toEqual([]);
  });
});

describe('two topics on two models (v3.0-two-models)', () => {
  const { topics } = readBcf(ownBcf('v3.0-two-models'));

  it('name their model each, with its project and storey', () => {
    expect(topics.map((topic) => topic.headerFiles.map((file) => [file.filename, file.ifcProject, file.ifcSpatialStructureElement])).sort()).toEqual([
      [['office-architecture-v1.ifc', '0$F1EOEZrVE8ntu5bxnuqX', '3mhTVx7TrLIOh3OJstbQvP']],
      [['office-structure.ifc', '1AQWQLS8LRTOTssNCgYihR', '0_nXJMW29PFfAhDTAUZGJP']],
    ]);
  });

  it('have comments that only point to their viewpoint', () => {
    for (const topic of topics) {
      expect(topic.comments).toHaveLength(1);
      expect(topic.comments[0]).toMatchObject({ text: '', viewpointGuid: topic.viewpoints[0]!.guid });
    }
  });

  it('select the slab of their own model: found in the architecture model only for the architecture topic', () => {
    const architecture = topics.find((topic) => topic.headerFiles[0]!.filename === 'office-architecture-v1.ifc')!;
    const structure = topics.find((topic) => topic.headerFiles[0]!.filename === 'office-structure.ifc')!;
    expect(restoreViewpoint(architecture.viewpoints[0]!, undefined, inSample).missing).toEqual([]);
    expect(restoreViewpoint(structure.viewpoints[0]!, undefined, inSample).missing).toEqual(['219kJt6BDMrwqYVj2fbcvK']);
  });
});

describe('only what BCF 3.0 requires (v3.0-minimum)', () => {
  it('reads as a topic with its title, type, status, author and date, everything else empty', () => {
    expect(topicOf('v3.0-minimum')).toEqual({
      guid: 'd426befc-5219-46c0-89ae-a213f33a7694',
      title: 'Treppenhaus: Fluchtwegbreite',
      description: '',
      status: 'Open',
      type: 'Issue',
      labels: [],
      referenceLinks: [],
      assignee: '',
      dueDate: '',
      creationDate: '2025-03-15T07:45:00Z',
      creationAuthor: 'pruefung@buero.example',
      relatedTopics: [],
      documentReferences: [],
      headerFiles: [],
      comments: [],
      viewpoints: [],
    });
  });
});
