import { strToU8, type Zippable, zipSync } from 'fflate';
import { writtenVersion } from './bcf-version.ts';
import type { BcfCamera, BcfTopic, BcfViewpoint, Vec3 } from './topic.ts';
import { xmlWriter } from './xml.ts';

// BCF 2.1's schema allows a perspective camera's field of view only from 45 to 60 degrees.
const fieldOfView = (degrees: number) => Math.min(60, Math.max(45, degrees));

/**
 * The topics as a BCF 2.1 file: `bcf.version`, and per topic a folder named by its GUID with
 * `markup.bcf`, and when it has a viewpoint `viewpoint.bcfv` and `snapshot.png`.
 */
export function writeBcf(topics: readonly BcfTopic[]): Uint8Array {
  const files: Zippable = { 'bcf.version': strToU8(versionXml()) };
  // Paths rather than nested objects: fflate would add an entry for each folder, which BCF does not have.
  for (const topic of topics) {
    files[`${topic.guid}/markup.bcf`] = strToU8(markupXml(topic));
    if (!topic.viewpoint) continue;
    files[`${topic.guid}/viewpoint.bcfv`] = strToU8(viewpointXml(topic.viewpoint));
    // PNG is compressed already: stored as it is.
    if (topic.viewpoint.snapshot) files[`${topic.guid}/snapshot.png`] = [topic.viewpoint.snapshot, { level: 0 }];
  }
  return zipSync(files, { level: 6 });
}

function versionXml(): string {
  const xml = xmlWriter('Version');
  xml.root.setAttribute('VersionId', writtenVersion);
  xml.root.append(xml.element('DetailedVersion', {}, writtenVersion));
  return xml.serialize();
}

/** A dateTime for xs:dateTime from the form's YYYY-MM-DD. */
const dueDateTime = (date: string) => (date ? `${date}T00:00:00Z` : undefined);

function markupXml(topic: BcfTopic): string {
  const xml = xmlWriter('Markup');
  const { element } = xml;
  const text = (name: string, value: string) => (value ? element(name, {}, value) : undefined);
  xml.root.append(
    element(
      'Topic',
      { Guid: topic.guid, TopicType: topic.type || undefined, TopicStatus: topic.status || undefined },
      element('Title', {}, topic.title),
      element('CreationDate', {}, topic.creationDate),
      element('CreationAuthor', {}, topic.creationAuthor),
      text('DueDate', dueDateTime(topic.dueDate) ?? ''),
      text('AssignedTo', topic.assignee),
      text('Description', topic.description),
    ),
    ...topic.comments.map((comment) =>
      element(
        'Comment',
        { Guid: comment.guid },
        element('Date', {}, comment.date),
        element('Author', {}, comment.author),
        element('Comment', {}, comment.text),
      ),
    ),
  );
  if (topic.viewpoint) {
    xml.root.append(
      element(
        'Viewpoints',
        { Guid: topic.viewpoint.guid },
        element('Viewpoint', {}, 'viewpoint.bcfv'),
        topic.viewpoint.snapshot && element('Snapshot', {}, 'snapshot.png'),
      ),
    );
  }
  return xml.serialize();
}

function viewpointXml(viewpoint: BcfViewpoint): string {
  const xml = xmlWriter('VisualizationInfo');
  const { element } = xml;
  const point = (name: string, [x, y, z]: Vec3) => element(name, {}, element('X', {}, x), element('Y', {}, y), element('Z', {}, z));
  const component = (guid: string) => element('Component', { IfcGuid: guid });
  xml.root.setAttribute('Guid', viewpoint.guid);
  xml.root.append(
    element(
      'Components',
      {},
      viewpoint.selected.length > 0 && element('Selection', {}, ...viewpoint.selected.map(component)),
      // Everything stays visible: the viewer's hidden storeys and classes are a way of looking, not part of the issue.
      element('Visibility', { DefaultVisibility: 'true' }),
    ),
  );
  if (viewpoint.camera) xml.root.append(cameraXml(viewpoint.camera, element, point));
  if (viewpoint.clippingPlanes.length) {
    xml.root.append(
      element(
        'ClippingPlanes',
        {},
        ...viewpoint.clippingPlanes.map((plane) =>
          element('ClippingPlane', {}, point('Location', plane.location), point('Direction', plane.direction)),
        ),
      ),
    );
  }
  return xml.serialize();
}

function cameraXml(camera: BcfCamera, element: ReturnType<typeof xmlWriter>['element'], point: (name: string, value: Vec3) => Element): Element {
  const pose = [point('CameraViewPoint', camera.viewPoint), point('CameraDirection', camera.direction), point('CameraUpVector', camera.up)];
  return camera.orthogonalHeight
    ? element('OrthogonalCamera', {}, ...pose, element('ViewToWorldScale', {}, camera.orthogonalHeight))
    : element('PerspectiveCamera', {}, ...pose, element('FieldOfView', {}, fieldOfView(camera.fieldOfView)));
}
