import { strFromU8, unzipSync } from 'fflate';
import { BcfFileError, type BcfReadIssue, type ReadableVersion, readableVersions } from './bcf-version.ts';
import { dueDateOf } from './dates.ts';
import { type BcfExtensions, type BcfProject, readExtensions21, readExtensions30, readProject } from './project.ts';
import { readVisualization } from './read-visinfo.ts';
import type { BcfBimSnippet, BcfComment, BcfDocument, BcfDocumentReference, BcfHeaderFile, BcfTopic, BcfViewpoint } from './topic.ts';
import { isGuid, stableGuid } from './topic.ts';
import { attributeOf, booleanAttribute, childOf, childrenOf, optionalText, parseXml, textOf, type XmlNode } from './xml.ts';
import { zipPath } from './zip-path.ts';

export interface BcfFile {
  version: ReadableVersion;
  topics: BcfTopic[];
  /** The project the file names (`project.bcfp`). */
  project?: BcfProject;
  /** The project's lists of types, statuses, priorities, labels, users and stages (3.0 `extensions.xml`, 2.1 `extensions.xsd`). */
  extensions?: BcfExtensions;
  /** What of the file could not be read; empty when all of it was. */
  issues: BcfReadIssue[];
}

const zipStart = [0x50, 0x4b, 0x03, 0x04];

/** Lower-case GUIDs, as BCF 3.0 writes them: the same GUID whatever case a 2.x tool gave it. */
const guidOf = (text: string | undefined): string | undefined => {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return isGuid(trimmed) ? trimmed.toLowerCase() : trimmed;
};

const isUrl = (text: string) => /^[a-z][a-z0-9+.-]*:/i.test(text);

interface Zip {
  /** A file's bytes by its path, matched without regard to case when no path matches exactly. */
  get(path: string | undefined): Uint8Array | undefined;
  names: string[];
}

function openZip(bytes: Uint8Array): Zip {
  if (zipStart.some((byte, index) => bytes[index] !== byte)) throw new BcfFileError('not-bcf');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new BcfFileError('damaged');
  }
  // Some tools write Windows paths; folders have entries of their own, which are no files.
  const files = new Map(
    Object.entries(entries)
      .filter(([name]) => !/[/\\]$/.test(name))
      .map(([name, data]) => [name.replaceAll('\\', '/'), data]),
  );
  const folded = new Map([...files].map(([name, data]) => [name.toLowerCase(), data]));
  return { get: (path) => (path === undefined ? undefined : (files.get(path) ?? folded.get(path.toLowerCase()))), names: [...files.keys()] };
}

/**
 * Reads a BCF 2.0, 2.1 or 3.0 file (`.bcf`, `.bcfzip`) as another tool wrote it: every topic with every
 * field the viewer knows, every viewpoint, the files they refer to, the project and its lists. Throws a
 * BcfFileError that says why when the file is no BCF, is damaged, is of another version or has no
 * topic; a topic or viewpoint that is damaged is left out and named in `issues`, the rest is read.
 */
export function readBcf(bytes: Uint8Array): BcfFile {
  const zip = openZip(bytes);
  // Some tools zip the folder around the files: everything is read relative to bcf.version.
  const versionFile = zip.names.filter((name) => /(^|\/)bcf\.version$/i.test(name)).sort((a, b) => a.length - b.length)[0];
  if (!versionFile) {
    // BCF 1.0 has no version file, only markup.
    if (zip.names.some((name) => /markup\.bcf$/i.test(name))) throw new BcfFileError('unsupported-version', '1.0');
    throw new BcfFileError('not-bcf');
  }
  const base = versionFile.slice(0, versionFile.length - 'bcf.version'.length);
  const version = attributeOf(parseXml(strFromU8(zip.get(versionFile)!)), 'VersionId') ?? '';
  const known = readableVersions.find(
    (candidate) => version === candidate || version.startsWith(`${candidate} `) || version.startsWith(`${candidate}.`),
  );
  if (!known) throw new BcfFileError('unsupported-version', version || '?');

  const issues: BcfReadIssue[] = [];
  const xmlAt = (path: string) => {
    const data = zip.get(base + path);
    if (!data) return undefined;
    try {
      return parseXml(strFromU8(data));
    } catch {
      return undefined;
    }
  };
  const projectRoot = xmlAt('project.bcfp');
  const project = projectRoot && readProject(projectRoot);
  const extensionsRoot =
    known === '3.0' ? xmlAt('extensions.xml') : xmlAt(textOf(projectRoot, 'ExtensionSchema').replace(/^\.?\//, '') || 'extensions.xsd');
  const extensions = extensionsRoot && (known === '3.0' ? readExtensions30(extensionsRoot) : readExtensions21(extensionsRoot));
  const documents = known === '3.0' ? readDocuments(xmlAt('documents.xml'), (guid) => zip.get(`${base}documents/${guid}`)) : new Map();

  const topics: BcfTopic[] = [];
  for (const name of zip.names) {
    const match = name.startsWith(base) ? name.slice(base.length).match(/^([^/]+)\/markup\.bcf$/i) : null;
    if (!match) continue;
    const folderName = match[1]!;
    const folder = `${base}${folderName}/`;
    try {
      const markup = parseXml(strFromU8(zip.get(name)!));
      topics.push(readTopic(markup, { version: known, folder, folderName, zip, documents, issues }));
    } catch (error) {
      if (!(error instanceof BcfFileError)) throw error;
      issues.push({ kind: 'topic-damaged', folder: folderName });
    }
  }
  if (!topics.length) throw new BcfFileError(issues.length ? 'damaged' : 'no-topics');
  return { version: known, topics, ...(project ? { project } : {}), ...(extensions ? { extensions } : {}), issues };
}

/** BCF 3.0's documents.xml: each document's GUID, file name, description and bytes (in `Documents/<guid>`). */
function readDocuments(root: XmlNode | undefined, data: (guid: string) => Uint8Array | undefined): Map<string, BcfDocument> {
  const documents = new Map<string, BcfDocument>();
  for (const document of childrenOf(childOf(root, 'Documents'), 'Document')) {
    const guid = guidOf(attributeOf(document, 'Guid'));
    if (!guid) continue;
    const description = optionalText(document, 'Description');
    const bytes = data(guid);
    documents.set(guid, {
      guid,
      filename: textOf(document, 'Filename') || guid,
      ...(description ? { description } : {}),
      ...(bytes ? { data: bytes } : {}),
    });
  }
  return documents;
}

interface TopicContext {
  version: ReadableVersion;
  /** The topic's folder in the zip, with its trailing slash. */
  folder: string;
  folderName: string;
  zip: Zip;
  documents: Map<string, BcfDocument>;
  issues: BcfReadIssue[];
}

function readTopic(markup: XmlNode, context: TopicContext): BcfTopic {
  const { version, folder, folderName, zip, issues } = context;
  const topic = childOf(markup, 'Topic');
  if (markup.localName !== 'Markup' || !topic) throw new BcfFileError('damaged');
  const v3 = version === '3.0';
  const guid = guidOf(attributeOf(topic, 'Guid')) ?? guidOf(folderName)!;
  /** A file the markup refers to, relative to the topic's folder; one that is not there is named in `issues`. */
  const needed = (reference: string | undefined) => {
    if (!reference || isUrl(reference)) return undefined;
    const data = zip.get(zipPath(folder, reference));
    if (!data) issues.push({ kind: 'file-missing', folder: folderName, file: reference });
    return data;
  };

  const commentElements = v3 ? childrenOf(childOf(topic, 'Comments'), 'Comment') : childrenOf(markup, 'Comment');
  const comments = commentElements.map((comment): BcfComment => {
    const viewpointGuid = guidOf(attributeOf(childOf(comment, 'Viewpoint'), 'Guid'));
    const modifiedDate = optionalText(comment, 'ModifiedDate');
    const modifiedAuthor = optionalText(comment, 'ModifiedAuthor');
    return {
      guid: guidOf(attributeOf(comment, 'Guid')) ?? '',
      date: textOf(comment, 'Date'),
      author: textOf(comment, 'Author'),
      text: textOf(comment, 'Comment'),
      ...(viewpointGuid ? { viewpointGuid } : {}),
      ...(modifiedDate ? { modifiedDate } : {}),
      ...(modifiedAuthor ? { modifiedAuthor } : {}),
    };
  });

  // Lists: 3.0 wraps them (ReferenceLinks/ReferenceLink, Labels/Label, RelatedTopics/RelatedTopic);
  // 2.1 repeats the element (ReferenceLink, Labels, RelatedTopic); 2.0 has RelatedTopics for each.
  const texts = (elements: XmlNode[]) => elements.map((element) => element.textContent?.trim() ?? '').filter(Boolean);
  const referenceLinks = texts([...childrenOf(topic, 'ReferenceLink'), ...childrenOf(childOf(topic, 'ReferenceLinks'), 'ReferenceLink')]);
  const labels = childrenOf(topic, 'Labels').flatMap((labels) => {
    const inside = childrenOf(labels, 'Label');
    return inside.length ? texts(inside) : texts([labels]);
  });
  const relatedTopics = [
    ...childrenOf(topic, 'RelatedTopic'),
    ...childrenOf(topic, 'RelatedTopics').flatMap((related) => [related, ...childrenOf(related, 'RelatedTopic')]),
  ].flatMap((related) => guidOf(attributeOf(related, 'Guid')) ?? []);

  const index = Number.parseInt(textOf(topic, 'Index'), 10);
  const optional = {
    serverAssignedId: attributeOf(topic, 'ServerAssignedId'),
    priority: optionalText(topic, 'Priority'),
    index: Number.isFinite(index) ? index : undefined,
    modifiedDate: optionalText(topic, 'ModifiedDate'),
    modifiedAuthor: optionalText(topic, 'ModifiedAuthor'),
    stage: optionalText(topic, 'Stage'),
    bimSnippet: readBimSnippet(childOf(topic, 'BimSnippet'), needed),
  };

  return {
    guid,
    ...(Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) as Partial<BcfTopic>),
    title: textOf(topic, 'Title'),
    description: textOf(topic, 'Description'),
    // BCF 2.0 tools often keep the status in the comments' VerbalStatus only.
    status: attributeOf(topic, 'TopicStatus') ?? commentElements.map((comment) => textOf(comment, 'VerbalStatus')).findLast(Boolean) ?? '',
    type: attributeOf(topic, 'TopicType') ?? '',
    labels,
    referenceLinks,
    assignee: textOf(topic, 'AssignedTo'),
    dueDate: dueDateOf(textOf(topic, 'DueDate')),
    creationDate: textOf(topic, 'CreationDate'),
    creationAuthor: textOf(topic, 'CreationAuthor'),
    relatedTopics,
    documentReferences: readDocumentReferences(topic, guid, context, needed),
    headerFiles: readHeader(childOf(markup, 'Header'), needed),
    comments,
    viewpoints: readViewpoints(markup, topic, context, needed),
  };
}

function readBimSnippet(snippet: XmlNode | undefined, needed: (reference: string) => Uint8Array | undefined): BcfBimSnippet | undefined {
  if (!snippet) return undefined;
  const reference = textOf(snippet, 'Reference');
  const isExternal = booleanAttribute(snippet, 'IsExternal') ?? booleanAttribute(snippet, 'isExternal') ?? false;
  const data = !isExternal && reference ? needed(reference) : undefined;
  return {
    snippetType: attributeOf(snippet, 'SnippetType') ?? '',
    isExternal,
    reference,
    referenceSchema: textOf(snippet, 'ReferenceSchema'),
    ...(data ? { data } : {}),
  };
}

/** 2.1 and 3.0 list the models in Header (3.0 in Header/Files). */
function readHeader(header: XmlNode | undefined, needed: (reference: string) => Uint8Array | undefined): BcfHeaderFile[] {
  return [...childrenOf(header, 'File'), ...childrenOf(childOf(header, 'Files'), 'File')].map((file) => {
    const isExternal = booleanAttribute(file, 'IsExternal') ?? booleanAttribute(file, 'isExternal') ?? true;
    const fields = {
      filename: optionalText(file, 'Filename'),
      date: optionalText(file, 'Date'),
      reference: optionalText(file, 'Reference'),
      ifcProject: attributeOf(file, 'IfcProject'),
      ifcSpatialStructureElement: attributeOf(file, 'IfcSpatialStructureElement'),
    };
    const data = !isExternal && fields.reference ? needed(fields.reference) : undefined;
    return {
      ...(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<BcfHeaderFile>),
      isExternal,
      ...(data ? { data } : {}),
    };
  });
}

/** Where a 2.1 file written by this viewer keeps a 3.0 document: `../Documents/<guid>/<file name>`. */
const documentPath = /^\.\.\/documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/]+)$/i;

function readDocumentReferences(
  topic: XmlNode,
  topicGuid: string,
  { version, documents, folderName, issues }: TopicContext,
  needed: (reference: string) => Uint8Array | undefined,
): BcfDocumentReference[] {
  const references =
    version === '3.0'
      ? childrenOf(childOf(topic, 'DocumentReferences'), 'DocumentReference')
      : [...childrenOf(topic, 'DocumentReference'), ...childrenOf(topic, 'DocumentReferences')];
  return references.flatMap((reference, position): BcfDocumentReference[] => {
    const guid = guidOf(attributeOf(reference, 'Guid')) ?? stableGuid(`${topicGuid}#document-reference#${position}`);
    const description = optionalText(reference, 'Description');
    const common = { guid, ...(description ? { description } : {}) };
    if (version === '3.0') {
      const url = optionalText(reference, 'Url');
      if (url) return [{ ...common, url }];
      const documentGuid = guidOf(optionalText(reference, 'DocumentGuid'));
      if (!documentGuid) return [];
      const document = documents.get(documentGuid);
      if (!document?.data) issues.push({ kind: 'file-missing', folder: folderName, file: `documents/${documentGuid}` });
      return [{ ...common, document: document ?? { guid: documentGuid, filename: documentGuid } }];
    }
    const path = textOf(reference, 'ReferencedDocument');
    if (!path) return [];
    const external = booleanAttribute(reference, 'isExternal') ?? booleanAttribute(reference, 'IsExternal') ?? isUrl(path);
    if (external) return [{ ...common, url: path }];
    const data = needed(path);
    const written = documentPath.exec(path.replaceAll('\\', '/'));
    const document: BcfDocument = written
      ? { guid: written[1]!.toLowerCase(), filename: written[2]! }
      : { guid: stableGuid(`${topicGuid}#document#${path}`), filename: path.split(/[/\\]/).pop() || path, path };
    return [{ ...common, document: { ...document, ...(data ? { data } : {}) } }];
  });
}

function readViewpoints(
  markup: XmlNode,
  topic: XmlNode,
  { version, folder, folderName, zip, issues }: TopicContext,
  needed: (reference: string) => Uint8Array | undefined,
): BcfViewpoint[] {
  const listed = version === '3.0' ? childrenOf(childOf(topic, 'Viewpoints'), 'ViewPoint') : childrenOf(markup, 'Viewpoints');
  const entries = listed.map((element, position) => {
    const index = Number.parseInt(textOf(element, 'Index'), 10);
    return {
      guid: guidOf(attributeOf(element, 'Guid')),
      index: Number.isFinite(index) ? index : undefined,
      viewpoint: optionalText(element, 'Viewpoint'),
      snapshot: optionalText(element, 'Snapshot'),
      position,
    };
  });
  // A BCF 2.0 tool may list no viewpoint and still have the one of fixed name.
  if (!entries.length && zip.get(`${folder}viewpoint.bcfv`)) {
    entries.push({
      guid: undefined,
      index: undefined,
      viewpoint: 'viewpoint.bcfv',
      snapshot: zip.get(`${folder}snapshot.png`) ? 'snapshot.png' : undefined,
      position: 0,
    });
  }
  // By the index the tool gave, those without one after, each group in the file's order.
  entries.sort((a, b) => (a.index ?? Number.POSITIVE_INFINITY) - (b.index ?? Number.POSITIVE_INFINITY) || a.position - b.position);

  return entries.map((entry): BcfViewpoint => {
    const snapshot = needed(entry.snapshot ?? '');
    let guid = entry.guid;
    let visualization: ReturnType<typeof readVisualization> = { selected: [], clippingPlanes: [] };
    const data = entry.viewpoint ? zip.get(zipPath(folder, entry.viewpoint)) : undefined;
    if (entry.viewpoint && !data) issues.push({ kind: 'viewpoint-missing', folder: folderName, file: entry.viewpoint });
    if (data) {
      try {
        const info = parseXml(strFromU8(data));
        visualization = readVisualization(info, version, needed);
        guid ??= guidOf(attributeOf(info, 'Guid'));
      } catch (error) {
        if (!(error instanceof BcfFileError)) throw error;
        issues.push({ kind: 'viewpoint-damaged', folder: folderName, file: entry.viewpoint });
      }
    }
    return {
      guid: guid ?? stableGuid(`${folderName}#viewpoint#${entry.viewpoint ?? entry.position}`),
      ...(entry.index !== undefined ? { index: entry.index } : {}),
      ...visualization,
      ...(snapshot ? { snapshot } : {}),
    };
  });
}
