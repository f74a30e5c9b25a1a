import { BcfFileError, type ReadableVersion } from './bcf-version.ts';
import {
  type BcfBitmap,
  type BcfCamera,
  type BcfClippingPlane,
  type BcfColoring,
  type BcfComponent,
  type BcfLine,
  type BcfViewpoint,
  type BcfVisibility,
  globalIdsOf,
  type Vec3,
} from './topic.ts';
import { attributeOf, booleanAttribute, childOf, childrenOf, optionalText, textOf, type XmlNode } from './xml.ts';

/** A viewpoint's file (`.bcfv`) as the topic keeps it, less what the markup says (GUID, index, snapshot). */
export type Visualization = Omit<BcfViewpoint, 'guid' | 'index' | 'snapshot'>;

/**
 * Reads a `VisualizationInfo` of BCF 2.0, 2.1 or 3.0: camera, components (selection, visibility,
 * colouring), lines, clipping planes and bitmaps with their files. Throws a BcfFileError ('damaged')
 * when a number or point it needs is missing or no number.
 */
export function readVisualization(info: XmlNode, version: ReadableVersion, file: (name: string) => Uint8Array | undefined): Visualization {
  if (info.localName !== 'VisualizationInfo') throw new BcfFileError('damaged');
  const components = childOf(info, 'Components');
  const read = childrenOf(components, 'Component').length ? readComponents20(components) : readComponents(components);
  const lines = childrenOf(childOf(info, 'Lines'), 'Line').map(
    (line): BcfLine => ({
      start: vector(childOf(line, 'StartPoint')),
      end: vector(childOf(line, 'EndPoint')),
    }),
  );
  const bitmaps = bitmapElements(info, version).flatMap((bitmap) => readBitmap(bitmap, file));
  return {
    camera: readCamera(info),
    ...read,
    clippingPlanes: childrenOf(childOf(info, 'ClippingPlanes'), 'ClippingPlane').map(
      (plane): BcfClippingPlane => ({ location: vector(childOf(plane, 'Location')), direction: vector(childOf(plane, 'Direction')) }),
    ),
    ...(lines.length ? { lines } : {}),
    ...(bitmaps.length ? { bitmaps } : {}),
  };
}

type ReadComponents = Pick<Visualization, 'selected' | 'selection' | 'visibility' | 'coloring'>;

function component(element: XmlNode): BcfComponent {
  const ifcGuid = attributeOf(element, 'IfcGuid');
  const originatingSystem = optionalText(element, 'OriginatingSystem');
  const authoringToolId = optionalText(element, 'AuthoringToolId');
  return {
    ...(ifcGuid ? { ifcGuid } : {}),
    ...(originatingSystem ? { originatingSystem } : {}),
    ...(authoringToolId ? { authoringToolId } : {}),
  };
}

const named = (item: BcfComponent) => Boolean(item.ifcGuid || item.authoringToolId);

/** Whether a selection says more than its GlobalIds, so that it is kept whole. */
const detailed = (items: BcfComponent[]) => items.some((item) => !item.ifcGuid || item.originatingSystem || item.authoringToolId);

/** BCF 2.1 and 3.0: Selection, Visibility (with 3.0's ViewSetupHints inside it, 2.1's beside it) and Coloring. */
function readComponents(components: XmlNode | undefined): ReadComponents {
  const selection = childrenOf(childOf(components, 'Selection'), 'Component').map(component).filter(named);
  const visibilityElement = childOf(components, 'Visibility');
  const hintsElement = childOf(visibilityElement, 'ViewSetupHints') ?? childOf(components, 'ViewSetupHints');
  let visibility: BcfVisibility | undefined;
  if (visibilityElement || hintsElement) {
    const exceptions = childrenOf(childOf(visibilityElement, 'Exceptions'), 'Component').map(component).filter(named);
    // BCF 3.0 says DefaultVisibility defaults to false, and BCF-API 2.1 likewise; without a Visibility, everything shows.
    const defaultVisibility = visibilityElement ? (booleanAttribute(visibilityElement, 'DefaultVisibility') ?? false) : true;
    const hints = hintsElement && {
      spacesVisible: booleanAttribute(hintsElement, 'SpacesVisible'),
      spaceBoundariesVisible: booleanAttribute(hintsElement, 'SpaceBoundariesVisible'),
      openingsVisible: booleanAttribute(hintsElement, 'OpeningsVisible'),
    };
    // "Everything shows" said out loud is the same as nothing said: the viewer keeps it as nothing.
    if (!(defaultVisibility && !exceptions.length && !hints)) {
      visibility = { defaultVisibility, exceptions, ...(hints ? { viewSetupHints: withoutUndefined(hints) } : {}) };
    }
  }
  const coloring = childrenOf(childOf(components, 'Coloring'), 'Color').flatMap((color): BcfColoring[] => {
    // 3.0 wraps a colour's components in Components; 2.1 lists them in the Color.
    const items = [...childrenOf(color, 'Component'), ...childrenOf(childOf(color, 'Components'), 'Component')].map(component).filter(named);
    const hex = attributeOf(color, 'Color')?.toUpperCase();
    return hex && items.length ? [{ color: hex, components: items }] : [];
  });
  return {
    selected: globalIdsOf(selection),
    ...(detailed(selection) ? { selection } : {}),
    ...(visibility ? { visibility } : {}),
    ...(coloring.length ? { coloring } : {}),
  };
}

/**
 * BCF 2.0: every component listed once, marked Selected, Visible (default true) and with its Color.
 * Unlisted elements show, so the hidden ones are the exceptions to "everything shows".
 */
function readComponents20(components: XmlNode | undefined): ReadComponents {
  const listed = childrenOf(components, 'Component').map((element) => ({ element, item: component(element) }));
  const selection = listed.filter(({ element, item }) => booleanAttribute(element, 'Selected') === true && named(item)).map(({ item }) => item);
  const hidden = listed.filter(({ element, item }) => booleanAttribute(element, 'Visible') === false && named(item)).map(({ item }) => item);
  const coloring: BcfColoring[] = [];
  for (const { element, item } of listed) {
    const hex = attributeOf(element, 'Color')?.toUpperCase();
    if (!hex || !named(item)) continue;
    const same = coloring.find((entry) => entry.color === hex);
    if (same) same.components.push(item);
    else coloring.push({ color: hex, components: [item] });
  }
  return {
    selected: globalIdsOf(selection),
    ...(detailed(selection) ? { selection } : {}),
    ...(hidden.length ? { visibility: { defaultVisibility: true, exceptions: hidden } } : {}),
    ...(coloring.length ? { coloring } : {}),
  };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function readCamera(info: XmlNode): BcfCamera | undefined {
  const perspective = childOf(info, 'PerspectiveCamera');
  const orthogonal = childOf(info, 'OrthogonalCamera');
  const camera = perspective ?? orthogonal;
  if (!camera) return undefined;
  const aspect = textOf(camera, 'AspectRatio');
  const pose = {
    viewPoint: vector(childOf(camera, 'CameraViewPoint')),
    direction: vector(childOf(camera, 'CameraDirection')),
    up: vector(childOf(camera, 'CameraUpVector')),
    ...(aspect ? { aspectRatio: number(aspect) } : {}),
  };
  if (perspective) return { ...pose, fieldOfView: number(textOf(perspective, 'FieldOfView')) };
  return { ...pose, fieldOfView: 45, orthogonalHeight: number(textOf(camera, 'ViewToWorldScale')) };
}

/** 3.0 lists bitmaps in one Bitmaps; 2.1 repeats Bitmap; 2.0 repeats Bitmaps. */
function bitmapElements(info: XmlNode, version: ReadableVersion): XmlNode[] {
  if (version === '3.0') return childrenOf(childOf(info, 'Bitmaps'), 'Bitmap');
  return [...childrenOf(info, 'Bitmap'), ...childrenOf(info, 'Bitmaps')];
}

function readBitmap(bitmap: XmlNode, file: (name: string) => Uint8Array | undefined): BcfBitmap[] {
  // The format is in Format (3.0) or, confusingly, in a Bitmap inside the Bitmap (2.x).
  const format = (textOf(bitmap, 'Format') || textOf(bitmap, 'Bitmap')).toLowerCase();
  const kind = format === 'png' ? 'png' : format === 'jpg' || format === 'jpeg' ? 'jpg' : undefined;
  const reference = textOf(bitmap, 'Reference');
  if (!kind || !reference) return [];
  const data = file(reference);
  return [
    {
      format: kind,
      reference,
      location: vector(childOf(bitmap, 'Location')),
      normal: vector(childOf(bitmap, 'Normal')),
      up: vector(childOf(bitmap, 'Up')),
      height: number(textOf(bitmap, 'Height')),
      ...(data ? { data } : {}),
    },
  ];
}

export function number(text: string): number {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new BcfFileError('damaged');
  return value;
}

function vector(element: XmlNode | undefined): Vec3 {
  if (!element) throw new BcfFileError('damaged');
  return [number(textOf(element, 'X')), number(textOf(element, 'Y')), number(textOf(element, 'Z'))];
}
