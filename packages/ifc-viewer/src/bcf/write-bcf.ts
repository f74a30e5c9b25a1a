import { strToU8, type Zippable, zipSync } from 'fflate';
import { type WritableVersion, writtenVersion } from './bcf-version.ts';
import { xsDateTime } from './dates.ts';
import { type BcfExtensions, type BcfProject, extensionsFor, extensionsXml30, extensionsXsd21, projectXml } from './project.ts';
import type { BcfDocument, BcfTopic, BcfViewpoint } from './topic.ts';
import { isGuid, stableGuid } from './topic.ts';
import { hasVisualization, visualizationXml } from './write-visinfo.ts';
import { xmlWriter } from './xml.ts';
import { zipPath } from './zip-path.ts';

export interface WriteBcfOptions {
  /** 2.1 (the default: what most tools read) or 3.0. */
  version?: WritableVersion;
  /** The project the topics belong to, e.g. the one an imported file named. */
  project?: BcfProject;
  /** The project's lists; the values the topics use are added to them. */
  extensions?: BcfExtensions;
}

/**
 * The topics as a BCF file of version 2.1 or 3.0, valid against buildingSMART's schemas: `bcf.version`,
 * per topic a folder named by its GUID with `markup.bcf`, its viewpoints (`viewpoint.bcfv` and
 * `snapshot.png` for the first, `<guid>.bcfv` and `<guid>.png` for the others) and the files they refer
 * to (bitmaps, snippets, documents, models kept in the zip). 3.0 adds `extensions.xml` and, when
 * topics refer to documents in the file, `documents.xml` with `Documents/<guid>`; a project (and, for 2.1,
 * lists) given in the options adds `project.bcfp` (and 2.1's `extensions.xsd`).
 */
export function writeBcf(topics: readonly BcfTopic[], options: WriteBcfOptions = {}): Uint8Array {
  const version = options.version ?? writtenVersion;
  // Paths rather than nested objects; the folders get entries of their own, as BCF's encoding guide asks.
  const files: Zippable = { 'bcf.version': strToU8(versionXml(version)) };
  const add = (path: string | undefined, data: Uint8Array | undefined) => {
    if (!path || !data || path in files) return;
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth++) files[`${parts.slice(0, depth).join('/')}/`] ??= new Uint8Array(0);
    // Pictures and most documents are compressed already: stored as they are.
    files[path] = /\.(png|jpe?g|pdf|zip|ifczip)$/i.test(path) ? [data, { level: 0 }] : data;
  };
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const guids = new Map<string, string>();
  const guidFor = (guid: string) => {
    if (isGuid(guid)) return guid.toLowerCase();
    if (!guids.has(guid)) guids.set(guid, stableGuid(guid));
    return guids.get(guid)!;
  };
  const documents = new Map<string, BcfDocument>();

  // 3.0 requires what 2.x tools may leave out: the values written are the ones the lists get too.
  const written = version === '3.0' ? topics.map(filledFor30) : topics;
  /** Files the topics refer to: written after every topic's own, and never in place of one, whatever their reference says. */
  const attachments: [path: string | undefined, data: Uint8Array | undefined][] = [];
  for (const topic of written) {
    const folder = `${guidFor(topic.guid)}/`;
    const names = viewpointFiles(topic.viewpoints, guidFor);
    add(`${folder}markup.bcf`, strToU8(markupXml(topic, version, { guidFor, names, now })));
    for (const [position, viewpoint] of topic.viewpoints.entries()) {
      const name = names[position]!;
      if (hasVisualization(viewpoint, version)) add(`${folder}${name.viewpoint}`, strToU8(visualizationXml(viewpoint, version)));
      if (viewpoint.snapshot) add(`${folder}${name.snapshot}`, viewpoint.snapshot);
      for (const bitmap of viewpoint.bitmaps ?? []) attachments.push([zipPath(folder, bitmap.reference), bitmap.data]);
    }
    if (topic.bimSnippet && !topic.bimSnippet.isExternal) attachments.push([zipPath(folder, topic.bimSnippet.reference), topic.bimSnippet.data]);
    for (const file of topic.headerFiles) if (!file.isExternal && file.reference) attachments.push([zipPath(folder, file.reference), file.data]);
    for (const reference of topic.documentReferences) {
      const { document } = reference;
      if (!document) continue;
      if (version === '3.0') {
        documents.set(guidFor(document.guid), document);
        attachments.push([`Documents/${guidFor(document.guid)}`, document.data]);
      } else attachments.push([zipPath(folder, documentPath21(document, guidFor)), document.data]);
    }
  }
  const reserved = /(^|\/)(markup\.bcf|[^/]*\.bcfv|bcf\.version|extensions\.(xml|xsd)|documents\.xml|project\.bcfp)$/i;
  for (const [path, data] of attachments) if (path && !reserved.test(path)) add(path, data);

  if (version === '3.0') {
    files['extensions.xml'] = strToU8(extensionsXml30(extensionsFor(written, options.extensions)));
    if (documents.size) files['documents.xml'] = strToU8(documentsXml(documents, guidFor));
    if (options.project) files['project.bcfp'] = strToU8(projectXml('3.0', options.project));
  } else if (options.project || options.extensions) {
    files['project.bcfp'] = strToU8(projectXml('2.1', options.project, 'extensions.xsd'));
    files['extensions.xsd'] = strToU8(extensionsXsd21(extensionsFor(topics, options.extensions)));
  }
  return zipSync(files, { level: 6 });
}

/** A topic with what BCF 3.0 requires not to be empty: a type, a status, a title and authors. */
function filledFor30(topic: BcfTopic): BcfTopic {
  const filled = (value: string, fallback: string) => (value.trim() ? value : fallback);
  return {
    ...topic,
    type: filled(topic.type, 'Issue'),
    status: filled(topic.status, 'Open'),
    title: filled(topic.title, topic.guid),
    creationAuthor: filled(topic.creationAuthor, 'Unknown'),
    comments: topic.comments.map((comment) => ({ ...comment, author: filled(comment.author, 'Unknown') })),
  };
}

interface ViewpointFiles {
  viewpoint: string;
  snapshot: string;
}

/** The first viewpoint's files have the names BCF 2.0 tools look for; the others are named by their GUID. */
function viewpointFiles(viewpoints: readonly BcfViewpoint[], guidFor: (guid: string) => string): ViewpointFiles[] {
  return viewpoints.map((viewpoint, position) => {
    const stem = position === 0 ? null : guidFor(viewpoint.guid);
    const jpeg = viewpoint.snapshot?.[0] === 0xff && viewpoint.snapshot[1] === 0xd8;
    const extension = jpeg ? 'jpg' : 'png';
    return stem
      ? { viewpoint: `${stem}.bcfv`, snapshot: `${stem}.${extension}` }
      : { viewpoint: 'viewpoint.bcfv', snapshot: `snapshot.${extension}` };
  });
}

/** Where a 2.1 file keeps a document: where it was read from, or `../Documents/<guid>/<file name>`. */
const documentPath21 = (document: BcfDocument, guidFor: (guid: string) => string) =>
  document.path ?? `../Documents/${guidFor(document.guid)}/${document.filename.split(/[/\\]/).pop() || guidFor(document.guid)}`;

function versionXml(version: WritableVersion): string {
  const xml = xmlWriter('Version', { VersionId: version });
  // 3.0's version.xsd has no DetailedVersion.
  if (version === '2.1') xml.append(xml.element('DetailedVersion', {}, version));
  return xml.serialize();
}

function documentsXml(documents: Map<string, BcfDocument>, guidFor: (guid: string) => string): string {
  const xml = xmlWriter('DocumentInfo');
  const { element } = xml;
  xml.append(
    element(
      'Documents',
      {},
      [...documents.values()].map((document) =>
        element(
          'Document',
          { Guid: guidFor(document.guid) },
          element('Filename', {}, nonEmpty(document.filename) ?? guidFor(document.guid)),
          nonEmpty(document.description) && element('Description', {}, document.description!),
        ),
      ),
    ),
  );
  return xml.serialize();
}

const nonEmpty = (text: string | undefined) => (text?.trim() ? text : undefined);

interface MarkupContext {
  guidFor: (guid: string) => string;
  names: ViewpointFiles[];
  /** For a required date the topic lacks (a BCF 2.0 file may have none). */
  now: string;
}

/**
 * markup.bcf of 2.1 or 3.0, in the schema's order. 3.0 requires a type, a status, a title and authors
 * that are not empty; a topic from a file that had none gets "Issue", "Open", its GUID and "Unknown"
 * (filledFor30).
 */
function markupXml(topic: BcfTopic, version: WritableVersion, { guidFor, names, now }: MarkupContext): string {
  const xml = xmlWriter('Markup');
  const { element } = xml;
  const v3 = version === '3.0';
  /** An optional element: left out when empty (3.0 refuses empty or blank strings). */
  const text = (name: string, value: string | number | undefined) =>
    value === undefined || String(value).trim() === '' ? undefined : element(name, {}, value);
  const required = (value: string, fallback: string) => (v3 && !value.trim() ? fallback : value);
  const written = (viewpoint: BcfViewpoint) => hasVisualization(viewpoint, version);

  const header = topic.headerFiles.map((file) =>
    element(
      'File',
      {
        IfcProject: file.ifcProject,
        IfcSpatialStructureElement: file.ifcSpatialStructureElement,
        [v3 ? 'IsExternal' : 'isExternal']: String(file.isExternal),
      },
      text('Filename', file.filename),
      text('Date', xsDateTime(file.date)),
      text('Reference', file.reference),
    ),
  );
  if (header.length) xml.append(element('Header', {}, v3 ? element('Files', {}, header) : header));

  const referenceLinks = topic.referenceLinks.filter((link) => link.trim()).map((link) => element('ReferenceLink', {}, link));
  const labels = topic.labels.filter((label) => label.trim());
  const snippet = topic.bimSnippet;
  const documentReferences = topic.documentReferences.flatMap((reference) => {
    const description = text('Description', reference.description);
    if (v3) {
      const target = reference.document
        ? element('DocumentGuid', {}, guidFor(reference.document.guid))
        : reference.url?.trim()
          ? element('Url', {}, reference.url)
          : undefined;
      return target ? [element('DocumentReference', { Guid: guidFor(reference.guid) }, target, description)] : [];
    }
    const path = reference.document ? documentPath21(reference.document, guidFor) : reference.url;
    return path
      ? [
          element(
            'DocumentReference',
            { Guid: guidFor(reference.guid), isExternal: reference.document ? undefined : 'true' },
            element('ReferencedDocument', {}, path),
            description,
          ),
        ]
      : [];
  });
  const related = topic.relatedTopics.map((guid) => element('RelatedTopic', { Guid: guidFor(guid) }));
  const comments = topic.comments.map((comment) => {
    const viewpoint = comment.viewpointGuid && guidFor(comment.viewpointGuid);
    return element(
      'Comment',
      { Guid: isGuid(comment.guid) ? guidFor(comment.guid) : stableGuid(`${topic.guid}#comment#${comment.date}#${comment.text}`) },
      element('Date', {}, xsDateTime(comment.date) ?? now),
      element('Author', {}, comment.author),
      // 2.1 requires the text, empty or not; 3.0 leaves it out when the comment only points to a viewpoint.
      v3 ? text('Comment', comment.text) : element('Comment', {}, comment.text),
      viewpoint && element('Viewpoint', { Guid: viewpoint }),
      text('ModifiedDate', xsDateTime(comment.modifiedDate)),
      text('ModifiedAuthor', comment.modifiedAuthor),
    );
  });
  const viewpoints = topic.viewpoints.map((viewpoint, position) =>
    element(
      v3 ? 'ViewPoint' : 'Viewpoints',
      { Guid: guidFor(viewpoint.guid) },
      written(viewpoint) && element('Viewpoint', {}, names[position]!.viewpoint),
      viewpoint.snapshot && element('Snapshot', {}, names[position]!.snapshot),
      text('Index', viewpoint.index),
    ),
  );

  xml.append(
    element(
      'Topic',
      {
        Guid: guidFor(topic.guid),
        ServerAssignedId: v3 ? nonEmpty(topic.serverAssignedId) : undefined,
        TopicType: v3 ? topic.type : nonEmpty(topic.type),
        TopicStatus: v3 ? topic.status : nonEmpty(topic.status),
      },
      v3 ? referenceLinks.length > 0 && element('ReferenceLinks', {}, referenceLinks) : referenceLinks,
      element('Title', {}, topic.title),
      text('Priority', topic.priority),
      text('Index', topic.index),
      v3
        ? labels.length > 0 &&
            element(
              'Labels',
              {},
              labels.map((label) => element('Label', {}, label)),
            )
        : labels.map((label) => element('Labels', {}, label)),
      element('CreationDate', {}, xsDateTime(topic.creationDate) ?? now),
      element('CreationAuthor', {}, topic.creationAuthor),
      text('ModifiedDate', xsDateTime(topic.modifiedDate)),
      text('ModifiedAuthor', topic.modifiedAuthor),
      text('DueDate', xsDateTime(topic.dueDate)),
      text('AssignedTo', topic.assignee),
      text('Stage', topic.stage),
      text('Description', topic.description),
      snippet &&
        element(
          'BimSnippet',
          { SnippetType: required(snippet.snippetType, 'Unknown'), [v3 ? 'IsExternal' : 'isExternal']: String(snippet.isExternal) },
          element('Reference', {}, required(snippet.reference, '-')),
          element('ReferenceSchema', {}, required(snippet.referenceSchema, '-')),
        ),
      v3 ? documentReferences.length > 0 && element('DocumentReferences', {}, documentReferences) : documentReferences,
      v3 ? related.length > 0 && element('RelatedTopics', {}, related) : related,
      v3 && comments.length > 0 && element('Comments', {}, comments),
      v3 && viewpoints.length > 0 && element('Viewpoints', {}, viewpoints),
    ),
  );
  // 2.1 keeps comments and viewpoints beside the topic.
  if (!v3) xml.append(comments, viewpoints);
  return xml.serialize();
}
