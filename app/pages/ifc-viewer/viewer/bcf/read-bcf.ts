import { strFromU8, unzipSync } from 'fflate';
import { BcfFileError, type ReadableVersion, readableVersions } from './bcf-version.ts';
import type { BcfCamera, BcfClippingPlane, BcfComment, BcfTopic, BcfViewpoint, Vec3 } from './topic.ts';
import { childOf, childrenOf, parseXml, textOf } from './xml.ts';

export interface BcfFile {
  version: ReadableVersion;
  topics: BcfTopic[];
}

const zipStart = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads a BCF 2.0 or 2.1 file (`.bcf`, `.bcfzip`) as another tool wrote it. Throws a BcfFileError
 * that says why when the file is no BCF, is damaged, or is of another version.
 */
export function readBcf(bytes: Uint8Array): BcfFile {
  if (zipStart.some((byte, index) => bytes[index] !== byte)) throw new BcfFileError('not-bcf');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new BcfFileError('damaged');
  }
  // Some tools zip the folder around the files: everything is read relative to bcf.version.
  const names = Object.keys(entries).map((name) => name.replaceAll('\\', '/'));
  const files = new Map(Object.entries(entries).map(([name, data]) => [name.replaceAll('\\', '/'), data]));
  const versionFile = names.filter((name) => /(^|\/)bcf\.version$/i.test(name)).sort((a, b) => a.length - b.length)[0];
  if (!versionFile) {
    // BCF 1.0 has no version file, only markup.
    if (names.some((name) => /markup\.bcf$/i.test(name))) throw new BcfFileError('unsupported-version', '1.0');
    throw new BcfFileError('not-bcf');
  }
  const base = versionFile.slice(0, versionFile.length - 'bcf.version'.length);
  const version =
    parseXml(strFromU8(files.get(versionFile)!))
      .getAttribute('VersionId')
      ?.trim() ?? '';
  const known = readableVersions.find((candidate) => version === candidate || version.startsWith(`${candidate} `));
  if (!known) throw new BcfFileError('unsupported-version', version || '?');

  const topics: BcfTopic[] = [];
  for (const name of names) {
    const match = name.slice(base.length).match(/^([^/]+)\/markup\.bcf$/i);
    if (!name.startsWith(base) || !match) continue;
    const folder = `${base}${match[1]}/`;
    const file = (fileName: string) => files.get(folder + fileName) ?? undefined;
    topics.push(readTopic(parseXml(strFromU8(files.get(name)!)), match[1]!, file));
  }
  if (!topics.length) throw new BcfFileError('no-topics');
  return { version: known, topics };
}

function readTopic(markup: Element, folder: string, file: (name: string) => Uint8Array | undefined): BcfTopic {
  const topic = childOf(markup, 'Topic');
  if (markup.localName !== 'Markup' || !topic) throw new BcfFileError('damaged');
  const comments: BcfComment[] = childrenOf(markup, 'Comment').map((comment) => ({
    guid: comment.getAttribute('Guid') ?? '',
    date: textOf(comment, 'Date'),
    author: textOf(comment, 'Author'),
    text: textOf(comment, 'Comment'),
  }));
  return {
    guid: topic.getAttribute('Guid') ?? folder,
    title: textOf(topic, 'Title'),
    description: textOf(topic, 'Description'),
    // BCF 2.0 tools often keep the status in the comments' VerbalStatus only.
    status:
      topic.getAttribute('TopicStatus') ??
      childrenOf(markup, 'Comment')
        .map((comment) => textOf(comment, 'VerbalStatus'))
        .findLast(Boolean) ??
      '',
    type: topic.getAttribute('TopicType') ?? '',
    assignee: textOf(topic, 'AssignedTo'),
    dueDate: textOf(topic, 'DueDate').slice(0, 10),
    creationDate: textOf(topic, 'CreationDate'),
    creationAuthor: textOf(topic, 'CreationAuthor'),
    comments,
    viewpoint: readViewpoint(markup, file),
  };
}

/** The topic's first viewpoint (by its index, if the tool gave one), with its snapshot. */
function readViewpoint(markup: Element, file: (name: string) => Uint8Array | undefined): BcfViewpoint | undefined {
  const listed = childrenOf(markup, 'Viewpoints').sort((a, b) => Number(textOf(a, 'Index') || 0) - Number(textOf(b, 'Index') || 0))[0];
  const viewpointName = listed ? textOf(listed, 'Viewpoint') : 'viewpoint.bcfv';
  const snapshotName = listed ? textOf(listed, 'Snapshot') : 'snapshot.png';
  const data = viewpointName ? file(viewpointName) : undefined;
  if (!data) return undefined;
  const info = parseXml(strFromU8(data));
  if (info.localName !== 'VisualizationInfo') throw new BcfFileError('damaged');
  const components = childOf(info, 'Components');
  // 2.1 lists the selection in Components/Selection; 2.0 marks each Component with Selected="true".
  const selection = childOf(components, 'Selection');
  const selected = (
    selection ? childrenOf(selection, 'Component') : childrenOf(components, 'Component').filter((item) => item.getAttribute('Selected') === 'true')
  )
    .map((component) => component.getAttribute('IfcGuid')?.trim() ?? '')
    .filter(Boolean);
  return {
    guid: info.getAttribute('Guid') ?? listed?.getAttribute('Guid') ?? '',
    camera: readCamera(info),
    selected,
    clippingPlanes: childrenOf(childOf(info, 'ClippingPlanes'), 'ClippingPlane').map(
      (plane): BcfClippingPlane => ({ location: vector(childOf(plane, 'Location')), direction: vector(childOf(plane, 'Direction')) }),
    ),
    snapshot: snapshotName ? file(snapshotName) : undefined,
  };
}

function readCamera(info: Element): BcfCamera | undefined {
  const perspective = childOf(info, 'PerspectiveCamera');
  const orthogonal = childOf(info, 'OrthogonalCamera');
  const camera = perspective ?? orthogonal;
  if (!camera) return undefined;
  const pose = {
    viewPoint: vector(childOf(camera, 'CameraViewPoint')),
    direction: vector(childOf(camera, 'CameraDirection')),
    up: vector(childOf(camera, 'CameraUpVector')),
  };
  if (perspective) return { ...pose, fieldOfView: number(textOf(perspective, 'FieldOfView')) };
  return { ...pose, fieldOfView: 45, orthogonalHeight: number(textOf(camera, 'ViewToWorldScale')) };
}

function number(text: string): number {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new BcfFileError('damaged');
  return value;
}

function vector(element: Element | undefined): Vec3 {
  if (!element) throw new BcfFileError('damaged');
  return [number(textOf(element, 'X')), number(textOf(element, 'Y')), number(textOf(element, 'Z'))];
}
