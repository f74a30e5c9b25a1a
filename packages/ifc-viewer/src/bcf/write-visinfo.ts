import type { WritableVersion } from './bcf-version.ts';
import type { BcfCamera, BcfComponent, BcfViewpoint, Vec3 } from './topic.ts';
import { globalIdsOf } from './topic.ts';
import { type Child, type XmlNode, xmlWriter } from './xml.ts';

// BCF 2.1's schema allows a perspective camera's field of view only from 45 to 60 degrees, 3.0's from 0 to 180 (both ends out).
const fieldOfView = (version: WritableVersion, degrees: number) =>
  version === '2.1' ? Math.min(60, Math.max(45, degrees)) : Math.min(179.9, Math.max(0.1, degrees));

const colour = /^[0-9A-F]{6}([0-9A-F]{2})?$/;
const ifcGuid = /^[0-9A-Za-z_$]{22}$/;

/** Whether a viewpoint can be written as a file of that version: 3.0 requires a camera. */
export const hasVisualization = (viewpoint: BcfViewpoint, version: WritableVersion): boolean => version === '2.1' || !!viewpoint.camera;

/** The selection as components: the file's own when it still matches `selected`, else the GlobalIds. */
export function selectionOf(viewpoint: BcfViewpoint): BcfComponent[] {
  const { selection, selected } = viewpoint;
  if (selection && globalIdsOf(selection).join('\n') === selected.join('\n')) return selection;
  return selected.map((guid) => ({ ifcGuid: guid }));
}

/**
 * A viewpoint as a `.bcfv` of BCF 2.1 or 3.0, its elements in the schema's order: components
 * (selection, visibility with its exceptions and hints, colouring), the camera, lines, clipping planes
 * and bitmaps.
 */
export function visualizationXml(viewpoint: BcfViewpoint, version: WritableVersion): string {
  const xml = xmlWriter('VisualizationInfo', { Guid: viewpoint.guid });
  const { element } = xml;
  const point = (name: string, [x, y, z]: Vec3) => element(name, {}, element('X', {}, x), element('Y', {}, y), element('Z', {}, z));
  const component = (item: BcfComponent) =>
    element(
      'Component',
      { IfcGuid: item.ifcGuid && ifcGuid.test(item.ifcGuid) ? item.ifcGuid : undefined },
      item.originatingSystem && element('OriginatingSystem', {}, item.originatingSystem),
      item.authoringToolId && element('AuthoringToolId', {}, item.authoringToolId),
    );
  // A component needs an IfcGuid or an AuthoringToolId; one with a GlobalId the schema refuses and no other id is left out.
  const written = (items: readonly BcfComponent[]) => items.filter((item) => (item.ifcGuid && ifcGuid.test(item.ifcGuid)) || item.authoringToolId);

  const selection = written(selectionOf(viewpoint));
  const visibility = viewpoint.visibility;
  const exceptions = written(visibility?.exceptions ?? []);
  const hints = visibility?.viewSetupHints;
  const hintsElement = hints && {
    SpacesVisible: hints.spacesVisible,
    SpaceBoundariesVisible: hints.spaceBoundariesVisible,
    OpeningsVisible: hints.openingsVisible,
  };
  const colours = (viewpoint.coloring ?? []).flatMap((entry) => {
    const items = written(entry.components);
    const hex = entry.color.toUpperCase();
    return colour.test(hex) && items.length ? [{ hex, items }] : [];
  });
  // Nothing said about visibility is "everything shows", said out loud: 3.0's default when the element is there is to hide.
  const visibilityAttributes = { DefaultVisibility: visibility?.defaultVisibility ?? true };

  if (version === '2.1') {
    xml.append(
      element(
        'Components',
        {},
        hintsElement && element('ViewSetupHints', hintsElement),
        selection.length > 0 && element('Selection', {}, selection.map(component)),
        element('Visibility', visibilityAttributes, exceptions.length > 0 && element('Exceptions', {}, exceptions.map(component))),
        colours.length > 0 &&
          element(
            'Coloring',
            {},
            colours.map(({ hex, items }) => element('Color', { Color: hex }, items.map(component))),
          ),
      ),
    );
  } else {
    xml.append(
      element(
        'Components',
        {},
        selection.length > 0 && element('Selection', {}, selection.map(component)),
        element(
          'Visibility',
          visibilityAttributes,
          hintsElement && element('ViewSetupHints', hintsElement),
          exceptions.length > 0 && element('Exceptions', {}, exceptions.map(component)),
        ),
        colours.length > 0 &&
          element(
            'Coloring',
            {},
            colours.map(({ hex, items }) => element('Color', { Color: hex }, element('Components', {}, items.map(component)))),
          ),
      ),
    );
  }
  if (viewpoint.camera) xml.append(cameraXml(viewpoint.camera, version, element, point));
  const lines = viewpoint.lines ?? [];
  if (lines.length)
    xml.append(
      element(
        'Lines',
        {},
        lines.map((line) => element('Line', {}, point('StartPoint', line.start), point('EndPoint', line.end))),
      ),
    );
  if (viewpoint.clippingPlanes.length) {
    xml.append(
      element(
        'ClippingPlanes',
        {},
        viewpoint.clippingPlanes.map((plane) => element('ClippingPlane', {}, point('Location', plane.location), point('Direction', plane.direction))),
      ),
    );
  }
  const bitmaps = (viewpoint.bitmaps ?? []).map((bitmap) =>
    element(
      'Bitmap',
      {},
      // 2.1 names the format in a Bitmap inside the Bitmap, in capitals; 3.0 in Format, in lower case.
      version === '2.1' ? element('Bitmap', {}, bitmap.format.toUpperCase()) : element('Format', {}, bitmap.format),
      element('Reference', {}, bitmap.reference),
      point('Location', bitmap.location),
      point('Normal', bitmap.normal),
      point('Up', bitmap.up),
      element('Height', {}, bitmap.height),
    ),
  );
  if (bitmaps.length) xml.append(version === '2.1' ? bitmaps : element('Bitmaps', {}, bitmaps));
  return xml.serialize();
}

function cameraXml(
  camera: BcfCamera,
  version: WritableVersion,
  element: (name: string, attributes?: Record<string, string | undefined>, ...children: (Child | Child[])[]) => XmlNode,
  point: (name: string, value: Vec3) => XmlNode,
): XmlNode {
  const pose = [point('CameraViewPoint', camera.viewPoint), point('CameraDirection', camera.direction), point('CameraUpVector', camera.up)];
  // 3.0 requires the aspect ratio; a camera from 2.x has none, which 3.0 reads as 1.
  const aspect = version === '3.0' && element('AspectRatio', {}, camera.aspectRatio && camera.aspectRatio > 0 ? camera.aspectRatio : 1);
  return camera.orthogonalHeight
    ? element('OrthogonalCamera', {}, ...pose, element('ViewToWorldScale', {}, camera.orthogonalHeight), aspect)
    : element('PerspectiveCamera', {}, ...pose, element('FieldOfView', {}, fieldOfView(version, camera.fieldOfView)), aspect);
}
