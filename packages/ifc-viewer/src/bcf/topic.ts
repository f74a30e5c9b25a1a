/**
 * BCF issues as plain data, the same for topics made in the viewer and topics read from a file, whatever
 * its version (2.0, 2.1, 3.0). Points and directions are in the model's own coordinates, as BCF has
 * them: metres, z up. Texts and dates are kept as the file wrote them; an optional field is undefined
 * when the file did not have it, a list empty.
 */

export type Vec3 = readonly [x: number, y: number, z: number];

/**
 * A camera as BCF writes it: where it stands, where it looks, which way is up. A perspective camera has
 * its vertical field of view in degrees; an orthogonal one the height of the view in metres
 * (`orthogonalHeight`, BCF's ViewToWorldScale) and, for the viewer, whose parallel projection follows
 * a perspective lens, a field of view of 45 degrees that is not written.
 */
export interface BcfCamera {
  viewPoint: Vec3;
  direction: Vec3;
  up: Vec3;
  fieldOfView: number;
  /** An orthogonal camera: the visible height in metres. */
  orthogonalHeight?: number;
  /** Width over height of the view (BCF 3.0). BCF 2.x has none; 3.0 reads that as 1. */
  aspectRatio?: number;
}

/** A cut: a point on the plane and its normal, which points to the side that is cut away. */
export interface BcfClippingPlane {
  location: Vec3;
  direction: Vec3;
}

/** An element a viewpoint names: by its GlobalId, and where it came from when the tool said so. */
export interface BcfComponent {
  /** The IFC GlobalId (BCF's IfcGuid); a 3.0 component may be known only by its authoring tool's id. */
  ifcGuid?: string;
  originatingSystem?: string;
  authoringToolId?: string;
}

/** Which elements show: all but the exceptions, or none but the exceptions. */
export interface BcfVisibility {
  defaultVisibility: boolean;
  /** The elements that show when the default is to hide, or hide when it is to show. */
  exceptions: BcfComponent[];
  /** Whether spaces, space boundaries and openings show; a flag the file left out is undefined. */
  viewSetupHints?: { spacesVisible?: boolean; spaceBoundariesVisible?: boolean; openingsVisible?: boolean };
}

/** One colour for a set of elements: 6 (RGB) or 8 (ARGB, alpha first) upper-case hex digits. */
export interface BcfColoring {
  color: string;
  components: BcfComponent[];
}

/** A line drawn in the model as markup. */
export interface BcfLine {
  start: Vec3;
  end: Vec3;
}

/** A picture placed in the model (text, a symbol), with the bytes of its file when the BCF has them. */
export interface BcfBitmap {
  format: 'png' | 'jpg';
  /** The file name in the topic's folder, as the file wrote it. */
  reference: string;
  location: Vec3;
  normal: Vec3;
  up: Vec3;
  /** Metres. */
  height: number;
  data?: Uint8Array;
}

export interface BcfViewpoint {
  guid: string;
  /** The sort order the tool gave it. */
  index?: number;
  camera?: BcfCamera;
  /** IfcGuids (GlobalIds) of the selected elements. */
  selected: string[];
  /**
   * The selection as the file had it, kept only when it says more than GlobalIds (origin, authoring tool
   * ids, elements without a GlobalId). Written instead of `selected` while its GlobalIds are `selected`.
   */
  selection?: BcfComponent[];
  /** Undefined: everything shows, as the viewer shows it. */
  visibility?: BcfVisibility;
  coloring?: BcfColoring[];
  clippingPlanes: BcfClippingPlane[];
  lines?: BcfLine[];
  bitmaps?: BcfBitmap[];
  /** The picture of the view (PNG or JPEG), if the topic has one. */
  snapshot?: Uint8Array;
}

export interface BcfComment {
  guid: string;
  /** xs:dateTime as written. */
  date: string;
  author: string;
  /** Empty when the comment only points to a viewpoint (BCF 3.0). */
  text: string;
  /** The viewpoint it is about. */
  viewpointGuid?: string;
  modifiedDate?: string;
  modifiedAuthor?: string;
}

/** A document a topic refers to: on the web (`url`) or inside the BCF file (`document`). */
export interface BcfDocumentReference {
  guid: string;
  url?: string;
  document?: BcfDocument;
  description?: string;
}

export interface BcfDocument {
  /** BCF 3.0's document GUID; a 2.1 file has none, the reader derives one from the topic and path. */
  guid: string;
  filename: string;
  description?: string;
  /** Where a 2.1 file keeps it, relative to the topic's folder (e.g. `../plans/A-101.pdf`). */
  path?: string;
  data?: Uint8Array;
}

/** Another model or file the topic belongs to (BCF's Markup/Header/File). */
export interface BcfHeaderFile {
  filename?: string;
  date?: string;
  reference?: string;
  ifcProject?: string;
  ifcSpatialStructureElement?: string;
  /** False: the file is in the BCF zip, at `reference` relative to the topic's folder (then `data`). */
  isExternal: boolean;
  data?: Uint8Array;
}

export interface BcfBimSnippet {
  snippetType: string;
  isExternal: boolean;
  reference: string;
  referenceSchema: string;
  /** The snippet's bytes when it is inside the BCF zip. */
  data?: Uint8Array;
}

/** The statuses the viewer offers; an imported topic keeps whatever its tool wrote. */
export const topicStatuses = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;

export interface BcfTopic {
  guid: string;
  /** A server's short, human-readable number for the topic (BCF 3.0). */
  serverAssignedId?: string;
  title: string;
  description: string;
  status: string;
  /** BCF's TopicType, e.g. "Issue" or "Clash". */
  type: string;
  priority?: string;
  /** The sort order the tool gave it (deprecated in 3.0, kept). */
  index?: number;
  labels: string[];
  referenceLinks: string[];
  assignee: string;
  /** YYYY-MM-DD for a day (the viewer's form; written as midnight UTC), otherwise xs:dateTime as written. */
  dueDate: string;
  /** xs:dateTime as written. */
  creationDate: string;
  creationAuthor: string;
  modifiedDate?: string;
  modifiedAuthor?: string;
  stage?: string;
  /** GUIDs of related topics, which may or may not be in the same file. */
  relatedTopics: string[];
  documentReferences: BcfDocumentReference[];
  bimSnippet?: BcfBimSnippet;
  /** The models the topic was made on. */
  headerFiles: BcfHeaderFile[];
  comments: BcfComment[];
  /** In the file's order (by index where it gave one); the first is the one shown on a click on the topic. */
  viewpoints: BcfViewpoint[];
}

/** A new GUID in BCF's spelling (lower-case hex with dashes). */
export const newGuid = (): string => crypto.randomUUID();

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text is a GUID in BCF's form (case aside). */
export const isGuid = (text: string): boolean => guidPattern.test(text);

/**
 * A GUID made from text, always the same for the same text: for things a BCF 2.x file leaves without
 * one that 3.0 requires (document references), so that reading the file twice gives the same topics.
 */
export function stableGuid(text: string): string {
  // Four 32-bit FNV-1a hashes with different seeds: 128 bits, no crypto needed (a worker or Node has it, a test may not await it).
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => {
    let hash = seed >>> 0;
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  });
  const hex = words.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The GlobalIds of components, in order, without those known only by another id. */
export const globalIdsOf = (components: readonly BcfComponent[] | undefined): string[] =>
  (components ?? []).flatMap((component) => (component.ifcGuid ? [component.ifcGuid] : []));

/** A topic made in the viewer: everything but what the form asks and the viewpoint empty. */
export function newTopic(fields: Pick<BcfTopic, 'title' | 'creationAuthor'> & Partial<BcfTopic>): BcfTopic {
  return {
    guid: newGuid(),
    description: '',
    status: 'Open',
    type: 'Issue',
    labels: [],
    referenceLinks: [],
    assignee: '',
    dueDate: '',
    creationDate: new Date().toISOString(),
    relatedTopics: [],
    documentReferences: [],
    headerFiles: [],
    comments: [],
    viewpoints: [],
    ...fields,
  };
}
