// What the BCF tests share: Lotrecht's own BCF files, written by hand (bcf-own/, README there) and zipped
// here as a tool hands them over; topics as the viewer itself makes them; and topics as data to compare,
// bytes shortened to their length and first bytes.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BcfTopic, captureViewpoint, newTopic, type WritableVersion } from '@lotrecht/ifc-viewer';
import { zipSync } from 'fflate';

export const ownDir = path.resolve(import.meta.dirname, 'bcf-own');

/** The own files by name (their folder's): `v2.1-facade`, `v3.0-three-viewpoints`, … */
export const ownNames = readdirSync(ownDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** An own file as a BCF zip: every file of its folder at its path in the folder. */
export function ownBcf(name: string): Uint8Array {
  const root = path.join(ownDir, name);
  const files: Record<string, Uint8Array> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else files[path.relative(root, file).split(path.sep).join('/')] = new Uint8Array(readFileSync(file));
    }
  };
  walk(root);
  if (!Object.keys(files).length) throw new Error(`No own BCF file ${name} in ${ownDir}`);
  return zipSync(files);
}

/** The smallest PNG there is: one transparent pixel. */
const pixel = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);

/**
 * Issues as the viewer makes them (IssuePanel: newTopic with what the form asks, and the view captured in
 * the scene's terms, y up, less the models' shared origin): one with a camera, a selection, a section, the
 * visibility and colours of a viewpoint shown and a snapshot; one made without a 3D view; one with no
 * viewpoint. Texts that XML must escape, a day due, every status the form offers.
 */
export function viewerIssues(): BcfTopic[] {
  const origin = { x: 1000, y: 2, z: -500 };
  return [
    newTopic({
      title: 'Brüstung < 90 cm & Fenster "0.01/1" prüfen',
      description: 'Zwei Zeilen:\nBrüstung laut Plan 1,00 m.',
      creationAuthor: 'Besucher der Lotrecht-Demo',
      assignee: 'fassade@planung.example',
      dueDate: '2026-12-15',
      comments: [{ guid: crypto.randomUUID(), date: new Date().toISOString(), author: 'Besucher der Lotrecht-Demo', text: 'Bitte bis Freitag.' }],
      viewpoints: [
        captureViewpoint({
          camera: {
            position: { x: -985, y: 3.5, z: 525 },
            direction: { x: 0, y: -0.24, z: -0.97 },
            up: { x: 0, y: 0.97, z: -0.24 },
            fov: 45,
            aspect: 1.6,
          },
          origin,
          selected: ['0kIth0RK9T6efvkPn_tmqV'],
          section: { axis: 'y', at: 1.5 },
          display: {
            defaultVisible: false,
            exceptions: new Set(['2Zus_o0PzPrw5r0xqUb2iG', '0kIth0RK9T6efvkPn_tmqV']),
            colours: new Map([['0kIth0RK9T6efvkPn_tmqV', '#cf222e80']]),
          },
          snapshot: pixel,
        }),
      ],
    }),
    newTopic({
      title: 'Raumbuch: Büro 0.01',
      creationAuthor: 'Besucher der Lotrecht-Demo',
      status: 'In Progress',
      viewpoints: [captureViewpoint({ selected: ['0dNo4yNFPHbg8mdFyJ5uFL'] })],
    }),
    newTopic({ title: 'Nur Text', creationAuthor: 'Besucher der Lotrecht-Demo', status: 'Resolved' }),
  ];
}

/** Topics as plain data in GUID order: each file's bytes as their length and first four bytes. */
export function comparable(topics: readonly BcfTopic[]): unknown {
  const sorted = [...topics].sort((a, b) => a.guid.localeCompare(b.guid));
  return JSON.parse(
    JSON.stringify(sorted, (_, value) => (value instanceof Uint8Array ? `${value.length} bytes: ${[...value.subarray(0, 4)].join(' ')}` : value)),
  );
}

/**
 * The topics as a file of `version` can hold them (what `writeBcf` deliberately does not keep):
 * - 2.1 has no ServerAssignedId, no camera aspect ratio and no description of a document (only of the reference);
 * - 3.0 requires a type, a status, a creation author and a title, has a camera aspect ratio (1 for a 2.x camera)
 *   and keeps documents by GUID in documents.xml, not at a path of the 2.x file.
 */
export function asWritten(topics: readonly BcfTopic[], version: WritableVersion): BcfTopic[] {
  return topics.map((topic) => {
    const { serverAssignedId, ...rest } = topic;
    const kept: BcfTopic = version === '2.1' ? rest : { ...topic };
    if (version === '3.0') {
      kept.type ||= 'Issue';
      kept.status ||= 'Open';
      kept.creationAuthor ||= 'Unknown';
      kept.title ||= topic.guid;
    }
    kept.viewpoints = topic.viewpoints.map((viewpoint) => {
      if (!viewpoint.camera) return viewpoint;
      const { aspectRatio, ...camera } = viewpoint.camera;
      return { ...viewpoint, camera: version === '2.1' ? camera : { ...camera, aspectRatio: aspectRatio ?? 1 } };
    });
    kept.documentReferences = topic.documentReferences.map((reference) => {
      if (!reference.document) return reference;
      const { path: _path, description, ...document } = reference.document;
      return {
        ...reference,
        document: version === '2.1' ? { ...document, ...(_path ? { path: _path } : {}) } : { ...document, ...(description ? { description } : {}) },
      };
    });
    return kept;
  });
}
